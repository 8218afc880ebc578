import PrintIcon from '@mui/icons-material/Print';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey, formatCurrency } from '../../../domain';
import { useRestaurantTime } from '../orders/restaurantClock';
import type { DayClose, DaySheet } from './daySheet';
import { ReopenButton } from './ReopenButton';
import { useDayCloseWords } from './useDayCloseWords';

/** A closed day as it was counted: by method, who closed it and when; print it, or (super admins) reopen it. */
export function ClosedSummary({
  sheet,
  close,
  onReopened,
}: {
  sheet: DaySheet;
  close: DayClose;
  onReopened(close: DayClose): void;
}) {
  const translate = useTranslate();
  const words = useDayCloseWords();
  const time = useRestaurantTime();
  const money = (amount: number) => formatCurrency(amount, sheet.currency);
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {words('closedBy', { email: close.closedByEmail, time: time(close.closedAt) })}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{words('method')}</TableCell>
            <TableCell align="right">{words('expected')}</TableCell>
            <TableCell align="right">{words('counted')}</TableCell>
            <TableCell align="right">{words('difference')}</TableCell>
            <TableCell>{words('note')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {close.counts.map((count) => (
            <TableRow key={count.method}>
              <TableCell>{translate(enumLabelKey('paymentMethod', count.method))}</TableCell>
              <TableCell align="right">{money(count.expected)}</TableCell>
              <TableCell align="right">{money(count.counted)}</TableCell>
              <TableCell align="right" sx={{ color: count.difference ? 'error.main' : undefined }}>
                {money(count.difference)}
              </TableCell>
              <TableCell>{count.note}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell>
              <strong>{words('totals')}</strong>
            </TableCell>
            <TableCell align="right">{money(close.expected)}</TableCell>
            <TableCell align="right">{money(close.counted)}</TableCell>
            <TableCell align="right">{money(close.difference)}</TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end', displayPrint: 'none' }}>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
          {words('print')}
        </Button>
        <ReopenButton close={close} onReopened={onReopened} />
      </Stack>
    </>
  );
}
