import LockIcon from '@mui/icons-material/Lock';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import {
  CASH_DENOMINATIONS,
  dayCloseDifference,
  denominationTotal,
  enumLabelKey,
  formatCurrency,
  type Currency,
  type DenominationCount,
} from '../../../domain';
import { useCustomMutation } from '../../providers/useCustomMutation';
import { CLOSE_DAY } from './operations';
import { DAY_CLOSE_RESOURCE, type DayClose, type DaySheet } from './daySheet';
import { useDayName } from './useDayName';
import { useDayCloseWords } from './useDayCloseWords';

interface MethodEntry {
  counted: string;
  note: string;
  /** Notes and coins counted, by value (cash only, when shown). */
  coins?: Record<number, string>;
}

const amountOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
const coinsOf = (coins: Record<number, string>): DenominationCount[] =>
  Object.entries(coins).flatMap(([value, count]) =>
    Number(count) > 0 ? [{ value: Number(value), count: Number(count) }] : [],
  );

/** The entries a reopened day starts from: what it was counted as. */
function startingEntries(sheet: DaySheet): Record<string, MethodEntry> {
  return Object.fromEntries(
    sheet.methods.map(({ method }) => {
      const before = sheet.close?.counts.find((count) => count.method === method);
      return [method, { counted: before ? String(before.counted) : '', note: before?.note ?? '' }];
    }),
  );
}

/**
 * Counting a day by payment method: what the orders say, what is counted (cash optionally note by
 * note), the difference as it is typed and the note it then needs; closing it after a confirmation.
 */
export function CountForm({ sheet, onClosed }: { sheet: DaySheet; onClosed(close: DayClose): void }) {
  const translate = useTranslate();
  const words = useDayCloseWords();
  const notify = useNotify();
  const dayName = useDayName();
  const { run, isPending } = useCustomMutation<{ closeDay: DayClose }>(DAY_CLOSE_RESOURCE);
  const [entries, setEntries] = useState(() => startingEntries(sheet));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const money = (amount: number) => formatCurrency(amount, sheet.currency);
  const update = (method: string, change: Partial<MethodEntry>) =>
    setEntries((all) => ({ ...all, [method]: { ...all[method], ...change } }));

  const countedOf = (method: string) => {
    const entry = entries[method];
    return entry.coins ? denominationTotal(coinsOf(entry.coins)) : amountOf(entry.counted);
  };
  /** What the form can tell before asking the server: a count on every method, a note where it differs. */
  const localErrors = () => {
    const found: Record<string, string> = {};
    sheet.methods.forEach(({ method, expected }, index) => {
      const counted = countedOf(method);
      if (!Number.isFinite(counted) || counted < 0) found[`counts.${index}.counted`] = translate('validation.required');
      else if (dayCloseDifference(counted, expected) !== 0 && !entries[method].note.trim())
        found[`counts.${index}.note`] = words('noteRequired');
    });
    return found;
  };
  const askToClose = () => {
    const found = localErrors();
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };
  const close = async () => {
    const counts = sheet.methods.map(({ method }) => {
      const entry = entries[method];
      return {
        method,
        counted: countedOf(method),
        note: entry.note.trim() || null,
        denominations: entry.coins ? coinsOf(entry.coins) : null,
      };
    });
    const result = await run({
      query: CLOSE_DAY,
      variables: { input: { restaurantId: sheet.restaurantId, businessDay: sheet.businessDay, counts } },
    });
    setConfirming(false);
    if ('errors' in result) return setErrors(result.errors);
    notify(words('dayClosedNotice'), { type: 'success' });
    onClosed(result.data.closeDay);
  };

  const totals = sheet.methods.reduce(
    (sum, { method, expected }) => ({
      expected: sum.expected + expected,
      counted: sum.counted + (Number.isFinite(countedOf(method)) ? countedOf(method) : 0),
    }),
    { expected: 0, counted: 0 },
  );
  return (
    <Box>
      <Table size="small" sx={{ '& td, & th': { verticalAlign: 'top' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{words('method')}</TableCell>
            <TableCell align="right">{words('orders')}</TableCell>
            <TableCell align="right">{words('expected')}</TableCell>
            <TableCell>{words('counted')}</TableCell>
            <TableCell align="right">{words('difference')}</TableCell>
            <TableCell>{words('note')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sheet.methods.map(({ method, orders, expected }, index) => {
            const name = translate(enumLabelKey('paymentMethod', method));
            const counted = countedOf(method);
            const difference = Number.isFinite(counted) ? dayCloseDifference(counted, expected) : undefined;
            const entry = entries[method];
            return (
              <TableRow key={method}>
                <TableCell>{name}</TableCell>
                <TableCell align="right">{orders}</TableCell>
                <TableCell align="right">{money(expected)}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <TextField
                    size="small"
                    label={words('countedOf', { method: name })}
                    value={entry.coins ? String(denominationTotal(coinsOf(entry.coins))) : entry.counted}
                    onChange={(event) => update(method, { counted: event.target.value })}
                    slotProps={{ htmlInput: { inputMode: 'decimal', readOnly: Boolean(entry.coins) } }}
                    error={Boolean(errors[`counts.${index}.counted`])}
                    helperText={errors[`counts.${index}.counted`] ?? errors[`counts.${index}.denominations`]}
                  />
                  {method === 'CASH' && (
                    <CoinCount
                      currency={sheet.currency}
                      coins={entry.coins}
                      onChange={(coins) => update(method, { coins })}
                    />
                  )}
                </TableCell>
                <TableCell align="right" sx={{ color: difference ? 'error.main' : undefined }}>
                  {difference === undefined ? '' : money(difference)}
                </TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <TextField
                    size="small"
                    fullWidth
                    label={words('noteOf', { method: name })}
                    value={entry.note}
                    onChange={(event) => update(method, { note: event.target.value })}
                    required={difference !== undefined && difference !== 0}
                    error={Boolean(errors[`counts.${index}.note`])}
                    helperText={errors[`counts.${index}.note`]}
                  />
                </TableCell>
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell colSpan={2}>
              <strong>{words('totals')}</strong>
            </TableCell>
            <TableCell align="right">{money(totals.expected)}</TableCell>
            <TableCell>{money(totals.counted)}</TableCell>
            <TableCell align="right">{money(dayCloseDifference(totals.counted, totals.expected))}</TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          startIcon={<LockIcon />}
          onClick={askToClose}
          disabled={isPending || sheet.methods.length === 0}
        >
          {words('close')}
        </Button>
      </Stack>
      {errors.businessDay && <Typography color="error">{errors.businessDay}</Typography>}
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={words('closeConfirmTitle', { day: dayName(sheet.businessDay) })}
        content={words('closeConfirm')}
        confirm={words('close')}
        onConfirm={close}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

/** Cash note by note: a count of each note and coin of the currency, which then makes the amount counted. */
function CoinCount({
  currency,
  coins,
  onChange,
}: {
  currency: Currency;
  coins: Record<number, string> | undefined;
  onChange(coins: Record<number, string> | undefined): void;
}) {
  const words = useDayCloseWords();
  return (
    <Box sx={{ mt: 1 }}>
      <Button size="small" onClick={() => onChange(coins ? undefined : {})} aria-expanded={Boolean(coins)}>
        {words(coins ? 'hideCoins' : 'countCoins')}
      </Button>
      {coins && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(90px, 1fr))', gap: 1, mt: 1 }}>
          {CASH_DENOMINATIONS[currency].map((value) => (
            <TextField
              key={value}
              size="small"
              label={words('denominationOf', { value: formatCurrency(value, currency) })}
              value={coins[value] ?? ''}
              onChange={(event) => onChange({ ...coins, [value]: event.target.value.replace(/\D/g, '') })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
