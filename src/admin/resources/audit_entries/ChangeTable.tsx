import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRestaurant } from '../restaurants/useRestaurant';
import type { AuditEntry } from './AuditEntry';
import { ChangeValue } from './ChangeValue';
import { decoded, formatOf } from './fieldFormats';
import { fieldLabel } from './fieldLabel';

/** An entry's changes field by field: each field's own label, its value before and after as its screen shows it. */
export function ChangeTable({ entry }: { entry: Pick<AuditEntry, 'resource' | 'restaurantId' | 'changes'> }) {
  const translate = useTranslate();
  const { currency } = useRestaurant(entry.restaurantId ?? undefined);
  const resource = entry.resource ?? '';
  if (entry.changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.audit_entries.diff.none')}
      </Typography>
    );
  }
  const t = (key: string) => translate(`resources.audit_entries.diff.${key}`);
  return (
    <Table
      size="small"
      sx={{ tableLayout: 'fixed', '& td, & th': { px: 1, verticalAlign: 'top', overflowWrap: 'anywhere' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('field')}</TableCell>
          <TableCell>{t('before')}</TableCell>
          <TableCell padding="none" aria-hidden sx={{ width: 20 }} />
          <TableCell>{t('after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entry.changes.map((change) => {
          const label = fieldLabel(translate, resource, change.field);
          const format = formatOf(resource, change.field);
          const value = (side: 'before' | 'after') => (
            <ChangeValue
              resource={resource}
              field={change.field}
              format={format}
              value={decoded(change[side])}
              currency={currency}
              label={`${label}, ${t(side)}`}
            />
          );
          return (
            <TableRow key={change.field}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                {label}
              </TableCell>
              {change.redacted ? (
                <TableCell colSpan={3}>
                  <Typography component="span" variant="body2" sx={{ fontStyle: 'italic' }}>
                    {t('changed')}
                  </Typography>
                </TableCell>
              ) : (
                <>
                  <TableCell sx={{ color: 'text.secondary' }}>{value('before')}</TableCell>
                  <TableCell padding="none" aria-hidden sx={{ color: 'text.secondary', pt: 0.75 }}>
                    <ArrowForwardIcon sx={{ fontSize: 16 }} />
                  </TableCell>
                  <TableCell>{value('after')}</TableCell>
                </>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
