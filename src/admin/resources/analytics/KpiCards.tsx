import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../lists/ListFeedback';
import { daysIn, type Period } from './period';
import { KPI_MEASURES, type KpiMeasure } from './queries';
import { numberOf, type Figure } from './useFigures';
import { useFormats } from './useFormats';

const LABELS: Record<KpiMeasure, string> = {
  'Orders.revenue': 'revenue',
  'Orders.count': 'orders',
  'Orders.averageOrderValue': 'averageOrderValue',
  'Orders.customers': 'customers',
};
const AMOUNTS = new Set<KpiMeasure>(['Orders.revenue', 'Orders.averageOrderValue']);

function Change({ current, previous, days }: { current: number; previous: number; days: number }) {
  const translate = useTranslate();
  const { percent } = useFormats();
  const ratio = previous === 0 ? null : (current - previous) / previous;
  const direction = ratio === null ? 'none' : ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'same';
  const Icon = direction === 'up' ? ArrowUpwardIcon : direction === 'down' ? ArrowDownwardIcon : RemoveIcon;
  const color = direction === 'up' ? 'success.main' : direction === 'down' ? 'error.main' : 'text.secondary';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 0.5 }}>
      <Icon fontSize="small" aria-hidden sx={{ color }} />
      <Typography variant="body2" sx={{ fontWeight: 600, color }}>
        {translate(`resources.analytics.change.${direction}`, { percent: percent(Math.abs(ratio ?? 0)) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(
          direction === 'none' ? 'resources.analytics.change.againstNone' : 'resources.analytics.change.against',
          { smart_count: days },
        )}
      </Typography>
    </Box>
  );
}

/** The one row of figures answered by several queries (they come, or fail, together). */
const rowOf = (figures: Figure[]): Record<string, unknown> =>
  Object.assign({}, ...figures.map((figure) => figure.data?.tablePivot()[0] ?? {}));

/**
 * Revenue, orders, average order value and customers of the period (`current`), each against the
 * period of equal length before it (`previous`): both come with the screen's other figures.
 */
export function KpiCards({ period, current, previous }: { period: Period; current: Figure[]; previous: Figure[] }) {
  const translate = useTranslate();
  const formats = useFormats();
  const [state] = current;
  if (state.error) return <LoadError refetch={state.refetch} />;
  const now = rowOf(current);
  const before = rowOf(previous);
  return (
    <Grid container spacing={2}>
      {KPI_MEASURES.map((measure) => {
        const value = numberOf(now, measure);
        return (
          <Grid key={measure} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card component="section" aria-label={translate(`resources.analytics.kpi.${LABELS[measure]}`)}>
              <CardContent>
                <Typography variant="body2" color="text.secondary" component="h2">
                  {translate(`resources.analytics.kpi.${LABELS[measure]}`)}
                </Typography>
                {state.isPending ? (
                  <Skeleton
                    variant="text"
                    sx={{ fontSize: '2rem' }}
                    role="progressbar"
                    aria-label={translate('app.waiting')}
                  />
                ) : (
                  <>
                    <Typography variant="h5" component="p" data-testid={`kpi-${LABELS[measure]}`}>
                      {AMOUNTS.has(measure) ? formats.money(value) : formats.count(value)}
                    </Typography>
                    <Change current={value} previous={numberOf(before, measure)} days={daysIn(period)} />
                  </>
                )}
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
