import { Box, Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useLocaleState } from 'react-admin';
import { addDays, formatCurrency, type Currency } from '../../../domain';
import { DAY_CLOSE_RESOURCE, type DayClose } from './daySheet';
import { DifferencesChart } from './DifferencesChart';
import { monthEnd, monthStart } from './months';
import { useDayCloseWords } from './useDayCloseWords';
import { useDayName } from './useDayName';

/** The days of `day`'s month up to `today` (the restaurant's), newest first. */
function daysOfMonth(day: string, today: string): string[] {
  const days: string[] = [];
  for (let d = monthStart(day); d.slice(0, 7) === day.slice(0, 7) && d <= today; d = addDays(d, 1)) days.unshift(d);
  return days;
}

/**
 * The month of the day shown, a row a day: closed, reopened or not closed (flagged), and what each close
 * found; a day's link opens it. Read from the restaurant's closes of that month (31 at most).
 */
export function MonthOverview({
  restaurantId,
  day,
  today,
  currency,
  onOpen,
}: {
  restaurantId: string;
  day: string;
  today: string;
  currency: Currency;
  onOpen(day: string): void;
}) {
  const words = useDayCloseWords();
  const dayName = useDayName();
  const [locale] = useLocaleState();
  const days = daysOfMonth(day, today);
  const { data: closes = [] } = useGetList<DayClose & { id: string }>(DAY_CLOSE_RESOURCE, {
    filter: { restaurantId, dayFrom: monthStart(day), dayUntil: monthEnd(day) },
    pagination: { page: 1, perPage: 31 },
    sort: { field: 'businessDay', order: 'DESC' },
  });
  const closeOf = new Map(closes.map((close) => [close.businessDay, close]));
  const month = new Date(`${day.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const money = (amount: number) => formatCurrency(amount, currency);
  // Today may still be counted: only the days before it are flagged.
  const notClosed = days.filter((d) => d < today && closeOf.get(d)?.state !== 'CLOSED').length;
  return (
    <Box component="section" aria-labelledby="day-close-month" sx={{ mt: 4, displayPrint: 'none' }}>
      <Typography id="day-close-month" variant="h6" component="h2">
        {words('month', { month })}
      </Typography>
      <Typography variant="body2" color={notClosed ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
        {notClosed ? words('notClosedCount', { count: notClosed }) : words('allClosed')}
      </Typography>
      <DifferencesChart days={[...days].reverse()} closes={closes} currency={currency} />
      {days.length === 0 ? (
        <Typography variant="body2">{words('monthEmpty')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="day-close-month">
          <TableHead>
            <TableRow>
              <TableCell>{words('day')}</TableCell>
              <TableCell>{words('state')}</TableCell>
              <TableCell align="right">{words('expected')}</TableCell>
              <TableCell align="right">{words('counted')}</TableCell>
              <TableCell align="right">{words('difference')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((d) => {
              const close = closeOf.get(d);
              const state = close?.state === 'CLOSED' ? 'closed' : close?.state === 'REOPENED' ? 'reopened' : 'open';
              const flagged = !close || close.state !== 'CLOSED';
              return (
                <TableRow key={d} selected={d === day}>
                  <TableCell>
                    <Link
                      component="button"
                      type="button"
                      onClick={() => onOpen(d)}
                      aria-label={words('openDay', { day: dayName(d) })}
                    >
                      {dayName(d)}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={words(state)}
                      color={state === 'closed' ? 'success' : flagged && d < today ? 'error' : 'default'}
                    />
                  </TableCell>
                  <TableCell align="right">{close ? money(close.expected) : ''}</TableCell>
                  <TableCell align="right">{close ? money(close.counted) : ''}</TableCell>
                  <TableCell align="right" sx={{ color: close?.difference ? 'error.main' : undefined }}>
                    {close ? money(close.difference) : ''}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
