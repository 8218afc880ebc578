import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { alpha, Alert, Box, Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { downloadCsv } from './csv';
import { CsvButton } from './CsvButton';
import { funnelRows, type FunnelRow } from './funnelRows';
import { Section } from './Section';
import type { Figure } from './useFigures';
import { useFormats } from './useFormats';

const FUNNEL = 'resources.analytics.funnel';
const hourLabel = (hour: string) => `${hour.padStart(2, '0')}:00`;

interface FunnelTableProps {
  /** Message keys of the table's name and of its first column. */
  label: string;
  column: string;
  rows: readonly FunnelRow[];
  name(row: FunnelRow): string;
}

/** Scans → orders → paid, one row per table or hour, with the share of scans that became an order. */
function FunnelTable({ label, column, rows, name }: FunnelTableProps) {
  const translate = useTranslate();
  const formats = useFormats();
  return (
    <Table size="small" aria-label={translate(label)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(column)}</TableCell>
          {['scans', 'orders', 'paid', 'conversion'].map((key) => (
            <TableCell key={key} align="right">
              {translate(`${FUNNEL}.columns.${key}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.key}
            sx={row.flagged ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : undefined}
          >
            <TableCell component="th" scope="row">
              {name(row)}
              {row.flagged && ' '}
              {row.flagged && (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ml: 0.5 }}>
                  <WarningAmberIcon fontSize="inherit" color="warning" aria-hidden />
                  {translate(`${FUNNEL}.neverOrdered`)}
                </Box>
              )}
            </TableCell>
            <TableCell align="right">{formats.count(row.scans)}</TableCell>
            <TableCell align="right">{formats.count(row.orders)}</TableCell>
            <TableCell align="right">{formats.count(row.paid)}</TableCell>
            <TableCell align="right">{row.scans > 0 ? formats.percent(row.orders / row.scans) : '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const IDLE = { isPending: false, error: null, refetch: () => undefined };

/**
 * A restaurant's table funnel: each table's QR scans, the orders taken at it and those paid, by
 * table and by hour of the day; tables whose code is scanned but never ordered from are flagged
 * (a misprinted or moved sticker). Tables are numbered per restaurant, so it needs one.
 */
export function TableFunnel({
  restaurantId,
  byTable,
  byHour,
}: {
  restaurantId: string | undefined;
  byTable: Figure;
  byHour: Figure;
}) {
  const translate = useTranslate();
  const title = 'resources.analytics.charts.tableFunnel';
  if (!restaurantId) {
    return (
      <Section title={title} state={IDLE} isEmpty emptyMessage={`${FUNNEL}.oneRestaurant`} height={0}>
        {null}
      </Section>
    );
  }
  const tables = funnelRows(byTable.data?.tablePivot() ?? [], 'table');
  const hours = funnelRows(byHour.data?.tablePivot() ?? [], 'hourOfDay');
  const flagged = tables.filter((row) => row.flagged);
  const tableName = (row: FunnelRow) => translate(`${FUNNEL}.table`, { table: row.key });
  const download = () =>
    downloadCsv(
      'tableFunnel.csv',
      ['table', 'scans', 'orders', 'paid'].map((key) => translate(`${FUNNEL}.columns.${key}`)),
      tables.map((row) => [row.key, row.scans, row.orders, row.paid]),
    );
  return (
    <Section
      title={title}
      state={byTable}
      isEmpty={tables.length === 0}
      emptyMessage={`${FUNNEL}.empty`}
      height={240}
      action={<CsvButton title={title} onClick={download} />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${FUNNEL}.intro`)}
      </Typography>
      {flagged.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(`${FUNNEL}.flagged`, { smart_count: flagged.length, tables: flagged.map(tableName).join(', ') })}
        </Alert>
      )}
      {/* Side by side only on a wide screen: on a laptop the hours' table would be too narrow
          for its Indonesian headings. */}
      <Grid container spacing={2} data-chart="tableFunnel">
        <Grid size={{ xs: 12, xl: 7 }}>
          <FunnelTable label={`${FUNNEL}.byTable`} column={`${FUNNEL}.columns.table`} rows={tables} name={tableName} />
        </Grid>
        <Grid size={{ xs: 12, xl: 5 }}>
          <FunnelTable
            label={`${FUNNEL}.byHour`}
            column={`${FUNNEL}.columns.hour`}
            rows={hours}
            name={(row) => hourLabel(row.key)}
          />
        </Grid>
      </Grid>
    </Section>
  );
}
