import { Box, Typography, useTheme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { enumLabelKey, PAYMENT_METHODS, type Currency, type PaymentMethod } from '../../../domain';
import { analyticsFormats } from '../analytics/useFormats';
import type { DayClose } from './daySheet';
import { useDayCloseWords } from './useDayCloseWords';

const HEIGHT = 240;

/** A colour per method, the same every month, told apart from each other and from the text. */
const METHOD_COLOURS: Record<PaymentMethod, string> = {
  CASH: '#1565c0',
  NQR: '#6a1b9a',
  E_WALLET: '#00838f',
  CREDIT_CARD: '#e65100',
  TRANSFER: '#2e7d32',
  EDC: '#5d4037',
};

/** `days` (oldest first) with the differences (counted − expected) by payment method of those closed. */
export function differencesByDay(
  days: readonly string[],
  closes: readonly DayClose[],
): { methods: PaymentMethod[]; points: Array<Record<string, number | string>> } {
  const closed = new Map(closes.filter((close) => close.state === 'CLOSED').map((close) => [close.businessDay, close]));
  const present = new Set([...closed.values()].flatMap((close) => close.counts.map((count) => count.method)));
  return {
    methods: PAYMENT_METHODS.filter((method) => present.has(method)),
    points: days.map((day) => ({
      day,
      ...Object.fromEntries((closed.get(day)?.counts ?? []).map((count) => [count.method, count.difference])),
    })),
  };
}

/**
 * The month's differences over time, a bar per method stacked by sign (a short day below the line, an
 * over-count above), with the month's total per method written out beside it for those who do not see
 * the chart. Nothing is drawn before a day of the month is closed.
 */
export function DifferencesChart({
  days,
  closes,
  currency,
}: {
  days: readonly string[];
  closes: readonly DayClose[];
  currency: Currency;
}) {
  const translate = useTranslate();
  const words = useDayCloseWords();
  const theme = useTheme();
  const [locale] = useLocaleState();
  const formats = analyticsFormats(currency, locale);
  const { methods, points } = differencesByDay(days, closes);
  if (methods.length === 0) return null;
  const methodName = (method: PaymentMethod) => translate(enumLabelKey('paymentMethod', method));
  const totals = methods.map(
    (method) =>
      `${methodName(method)} ${formats.money(points.reduce((sum, point) => sum + Number(point[method] ?? 0), 0))}`,
  );
  return (
    <Box component="figure" aria-labelledby="day-close-differences" sx={{ m: 0, mb: 2 }}>
      <Typography id="day-close-differences" variant="subtitle2" component="figcaption">
        {words('differencesTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {words('differencesTotals', { totals: totals.join(' · ') })}
      </Typography>
      <div data-chart="differences">
        <BarChart
          responsive
          data={points}
          stackOffset="sign"
          margin={{ left: 8, right: 8 }}
          style={{ width: '100%', height: HEIGHT }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={(day: string) => formats.day(day)} minTickGap={16} />
          <YAxis tickFormatter={formats.compactMoney} width={90} />
          <ReferenceLine y={0} stroke={theme.palette.text.secondary} />
          <Tooltip
            itemStyle={{ color: theme.palette.text.primary }}
            labelFormatter={(day) => formats.day(String(day))}
            formatter={(value) => formats.money(Number(value))}
          />
          <Legend formatter={(value: string) => <span style={{ color: theme.palette.text.primary }}>{value}</span>} />
          {methods.map((method) => (
            <Bar
              key={method}
              dataKey={method}
              name={methodName(method)}
              stackId="difference"
              fill={METHOD_COLOURS[method]}
              maxBarSize={24}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </div>
    </Box>
  );
}
