import { Box, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useStore, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EmptyMessage, LoadError } from '../../lists/ListFeedback';
import { CurrencyContext } from '../orders/money';
import { DayRuleContext, RestaurantZoneCaption } from '../orders/restaurantClock';
import { MixBreakdown, TopBreakdown } from './Breakdowns';
import { HourHeatMap } from './HourHeatMap';
import { KpiCards } from './KpiCards';
import { OverTimeChart } from './OverTimeChart';
import { isValidPeriod, presetPeriod, type Period, type Preset } from './period';
import { PeriodPicker } from './PeriodPicker';
import type { Scope } from './queries';
import { ScopePicker } from './ScopePicker';
import { TableFunnel } from './TableFunnel';
import { useAnalyticsScope } from './useAnalyticsScope';
import { numberOf, useFigures } from './useFigures';

/** The period outlives a change of restaurant (another route) and a visit elsewhere. */
const PRESET_KEY = 'analytics.preset';
const CUSTOM_KEY = 'analytics.custom';

/**
 * The figures, then the charts, or the empty message when the period has no orders at all, then the
 * table funnel (scans may come without orders); all in one request.
 */
function Dashboard({ scope, period, restaurantId }: { scope: Scope; period: Period; restaurantId?: string }) {
  const translate = useTranslate();
  const figures = useFigures(scope, period, restaurantId);
  const kpis = figures.of('kpis');
  const empty = kpis.data && numberOf(kpis.data.tablePivot()[0] ?? {}, 'Orders.count') === 0;
  return (
    <Stack spacing={2}>
      {/* Progress in place while the figures shown are the previous period's: its room is kept, so nothing moves. */}
      <Box sx={{ height: 4 }}>
        {figures.isBusy && <LinearProgress aria-label={translate('resources.analytics.refreshing')} />}
      </Box>
      <KpiCards
        period={figures.period}
        current={[kpis, figures.of('customers')]}
        previous={[figures.of('previousKpis'), figures.of('previousCustomers')]}
      />
      {empty ? <EmptyMessage message="resources.analytics.empty" /> : <Charts figure={figures.of} />}
      <TableFunnel restaurantId={restaurantId} byTable={figures.of('tableFunnel')} byHour={figures.of('hourFunnel')} />
    </Stack>
  );
}

function Charts({ figure }: { figure: ReturnType<typeof useFigures>['of'] }) {
  // Shown two by two on wide screens.
  const halves = [
    <MixBreakdown key="orderType" dimension="orderType" figure={figure('orderType')} />,
    <MixBreakdown key="paymentMethod" dimension="paymentMethod" figure={figure('paymentMethod')} />,
    <TopBreakdown key="menuName" dimension="menuName" figure={figure('menuName')} />,
    <TopBreakdown key="categoryName" dimension="categoryName" figure={figure('categoryName')} />,
  ];
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <OverTimeChart figure={figure('overTime')} />
      </Grid>
      {halves.map((chart) => (
        <Grid key={chart.key} size={{ xs: 12, lg: 6 }}>
          {chart}
        </Grid>
      ))}
      <Grid size={12}>
        <HourHeatMap figure={figure('heatMap')} />
      </Grid>
    </Grid>
  );
}

/** Analytics (area analytics): one restaurant (`analytics/{restoUuid}`) or all the user may see (`analytics`). */
export default function AnalyticsScreen() {
  const translate = useTranslate();
  const { restoUuid } = useParams();
  const [preset, setPreset] = useStore<Preset>(PRESET_KEY, 'last30');
  const [custom, setCustom] = useStore<Period>(CUSTOM_KEY, presetPeriod('last30', { from: '', to: '' }));
  const scope = useAnalyticsScope(restoUuid);
  const period = presetPeriod(preset, custom, new Date(), scope.dayRule);
  const title = translate('resources.analytics.title', {
    name: scope.name ?? translate('resources.analytics.allRestaurants'),
  });
  return (
    <Box sx={{ my: 2 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <PeriodPicker preset={preset} custom={custom} onPreset={setPreset} onCustom={setCustom} />
        <ScopePicker restaurantId={restoUuid} scope={scope} />
      </Stack>
      {scope.dayRule ? (
        <DayRuleContext.Provider value={scope.dayRule}>
          <RestaurantZoneCaption />
        </DayRuleContext.Provider>
      ) : (
        !restoUuid && (
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('resources.analytics.eachRestaurantsClock')}
          </Typography>
        )
      )}
      {scope.error ? <LoadError refetch={scope.refetch} /> : null}
      {scope.scope !== undefined && isValidPeriod(period) && (
        <CurrencyContext.Provider value={scope.currency ?? 'Rp.'}>
          <Dashboard scope={scope.scope} period={period} restaurantId={restoUuid} />
        </CurrencyContext.Provider>
      )}
    </Box>
  );
}
