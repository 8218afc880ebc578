import { Table, TableBody, TableCell, TableHead, TableRow, useTheme } from '@mui/material';
import { useContext } from 'react';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CurrencyContext } from '../orders/money';
import { downloadCsv } from './csv';
import { CsvButton } from './CsvButton';
import { Section, type LoadState } from './Section';
import { useFormats } from './useFormats';

export interface BreakdownRow {
  key: string;
  label: string;
  /** Orders (a mix) or quantity sold (top menus and categories). */
  count: number;
  revenue: number;
}

interface Props {
  /** Message keys: the heading, the label column and the count column. */
  title: string;
  labelColumn: string;
  countColumn: string;
  /** Names the chart for the page's tests and the CSV file. */
  name: string;
  state: LoadState;
  rows: readonly BreakdownRow[];
}

const BAR_HEIGHT = 32;

/**
 * A breakdown (mix or top list): revenue as horizontal bars, then the table of counts and revenue, downloadable as CSV.
 */
export function BreakdownCard({ title, labelColumn, countColumn, name, state, rows }: Props) {
  const translate = useTranslate();
  const theme = useTheme();
  const formats = useFormats();
  const currency = useContext(CurrencyContext);
  const revenue = translate('resources.analytics.columns.revenue');
  const height = Math.max(rows.length, 3) * BAR_HEIGHT + 40;
  const download = () =>
    downloadCsv(
      `${name}.csv`,
      [translate(labelColumn), translate(countColumn), `${revenue} (${currency})`],
      rows.map((row) => [row.label, row.count, row.revenue]),
    );
  return (
    <Section
      title={title}
      state={state}
      isEmpty={rows.length === 0}
      height={height + 160}
      action={<CsvButton title={title} onClick={download} />}
    >
      <div data-chart={name}>
        <BarChart
          responsive
          data={rows}
          layout="vertical"
          margin={{ left: 8, right: 24 }}
          style={{ width: '100%', height }}
        >
          <XAxis type="number" dataKey="revenue" tickFormatter={formats.compactMoney} />
          <YAxis type="category" dataKey="label" width={150} />
          <Tooltip
            formatter={(value) => formats.money(Number(value))}
            itemStyle={{ color: theme.palette.text.primary }}
          />
          <Bar dataKey="revenue" name={revenue} fill={theme.palette.primary.main} isAnimationActive={false} />
        </BarChart>
      </div>
      <Table size="small" aria-label={translate(title)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(labelColumn)}</TableCell>
            <TableCell align="right">{translate(countColumn)}</TableCell>
            <TableCell align="right">{revenue}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{row.label}</TableCell>
              <TableCell align="right">{formats.count(row.count)}</TableCell>
              <TableCell align="right">{formats.money(row.revenue)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}
