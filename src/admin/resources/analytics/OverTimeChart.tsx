import { useTheme } from '@mui/material';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { Section } from './Section';
import { numberOf, type Figure } from './useFigures';
import { useFormats } from './useFormats';

const HEIGHT = 320;

/** Revenue (line, left axis) and orders (bars, right axis) per day, or per week past 90 days. */
export function OverTimeChart({ figure }: { figure: Figure }) {
  const translate = useTranslate();
  const theme = useTheme();
  const formats = useFormats();
  const points = (figure.data?.chartPivot() ?? []).map((row) => ({
    bucket: String(row.x),
    revenue: numberOf(row, 'Orders.revenue'),
    orders: numberOf(row, 'Orders.count'),
  }));
  const revenue = translate('resources.analytics.columns.revenue');
  const orders = translate('resources.analytics.columns.orders');
  return (
    <Section
      title="resources.analytics.charts.overTime"
      state={figure}
      isEmpty={points.every((point) => point.orders === 0)}
      height={HEIGHT}
    >
      <div data-chart="overTime">
        <ComposedChart
          responsive
          data={points}
          margin={{ left: 8, right: 8 }}
          style={{ width: '100%', height: HEIGHT }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="bucket" tickFormatter={formats.day} minTickGap={16} />
          <YAxis yAxisId="revenue" tickFormatter={formats.compactMoney} width={90} />
          <YAxis yAxisId="orders" orientation="right" tickFormatter={formats.count} allowDecimals={false} />
          {/* Legend and tooltip text in the text colour: the series' own light blue is too faint to read (axe). */}
          <Tooltip
            itemStyle={{ color: theme.palette.text.primary }}
            labelFormatter={(label) => formats.day(String(label))}
            formatter={(value, name) =>
              name === revenue ? formats.money(Number(value)) : formats.count(Number(value))
            }
          />
          <Legend formatter={(value: string) => <span style={{ color: theme.palette.text.primary }}>{value}</span>} />
          <Bar
            yAxisId="orders"
            dataKey="orders"
            name={orders}
            fill={theme.palette.primary.light}
            isAnimationActive={false}
          />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name={revenue}
            stroke={theme.palette.secondary.main}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </div>
    </Section>
  );
}
