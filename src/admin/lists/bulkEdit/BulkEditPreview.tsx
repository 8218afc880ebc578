import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  DialogActions,
  DialogContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { RecordContextProvider, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { afterOf, refusalOf, unchanged, type BulkEditField } from './BulkEditField';
import { recordName, useApplyBulkEdit } from './useApplyBulkEdit';

const identity = (records: RaRecord[]) => records;

interface Props {
  field: BulkEditField;
  value: unknown;
  records: RaRecord[];
  onBack(): void;
  onDone(): void;
}

/**
 * Step two: each selected row, its value before → after (rows left as they are marked), what else that affects, then
 * Apply: only the rows that change are written.
 */
export function BulkEditPreview({ field, value, records, onBack, onDone }: Props) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const rows = (field.useRecords ?? identity)(records);
  const { apply, pending, errors } = useApplyBulkEdit(field, value, onDone);
  const changing = rows?.filter((record) => !unchanged(field, record, value)) ?? [];
  const refusals = new Map(
    changing.flatMap((record) => {
      const refusal = refusalOf(field, record, value);
      return refusal ? [[record.id, translate(refusal.key, refusal.params)] as const] : [];
    }),
  );
  const fieldLabel = translate(`resources.${resource}.fields.${field.source}`);
  const name = translate(`resources.${resource}.name`, { smart_count: changing.length }).toLocaleLowerCase();
  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        {rows ? (
          <Table size="small" stickyHeader>
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
              {translate('app.bulkEdit.previewCaption', {
                field: fieldLabel,
                smart_count: changing.length,
                total: rows.length,
                name,
              })}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.bulkEdit.row')}</TableCell>
                <TableCell>{translate('app.bulkEdit.before')}</TableCell>
                <TableCell>{translate('app.bulkEdit.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((record) => {
                const same = unchanged(field, record, value);
                const refusal = refusals.get(record.id);
                return (
                  <TableRow
                    key={record.id}
                    data-unchanged={same || undefined}
                    sx={same ? { '& td': { color: 'text.secondary' } } : undefined}
                  >
                    <TableCell component="th" scope="row">
                      {recordName(record)}
                    </TableCell>
                    <TableCell>
                      <RecordContextProvider value={record}>{field.cell}</RecordContextProvider>
                    </TableCell>
                    <TableCell>
                      {same ? (
                        <Chip size="small" variant="outlined" label={translate('app.bulkEdit.noChange')} />
                      ) : (
                        <Box component="span" sx={refusal ? { color: 'error.main' } : undefined}>
                          <RecordContextProvider value={afterOf(field, record, value)}>
                            {field.cell}
                          </RecordContextProvider>
                        </Box>
                      )}
                      {refusal && (
                        <Box component="span" sx={{ display: 'block', color: 'error.main', fontSize: '0.75rem' }}>
                          {refusal}
                        </Box>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        )}
        {field.consequences && changing.length > 0 && (
          <Box sx={{ mt: 2 }}>
            {field.consequences(
              changing.map((record) => record.id),
              value,
            )}
          </Box>
        )}
        {refusals.size > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('app.bulkEdit.refusedRows', { smart_count: refusals.size })}
          </Alert>
        )}
        {errors.length > 0 && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errors.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={pending}>
          {translate('app.bulkEdit.back')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void apply(changing)}
          disabled={pending || changing.length === 0 || refusals.size > 0}
        >
          {translate('app.bulkEdit.apply', { smart_count: changing.length, name })}
        </Button>
      </DialogActions>
    </>
  );
}
