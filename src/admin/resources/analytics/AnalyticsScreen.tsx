import { Box, Grid, Stack } from '@mui/material';
import { Title, useStore, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EmptyMessage, LoadError } from '../../lists/ListFeedback';
import { CurrencyContext } from '../orders/money';
import { MixBreakdown, TopBreakdown } from './Breakdowns';
import { HourHeatMap } from './HourHeatMap';
import { KpiCards } from './KpiCards';
import { OverTimeChart } from './OverTimeChart';
import { isValidPeriod, presetPeriod, type Period, type Preset } from './period';
import { PeriodPicker } from './PeriodPicker';
import { kpiQuery, type Scope } from './queries';
import { ScopePicker } from './ScopePicker';
import { useAnalyticsScope } from './useAnalyticsScope';
import { numberOf, useCube } from './useCube';

/** The period outlives a change of restaurant (another route) and a visit elsewhere. */
const PRESET_KEY = 'analytics.preset';
const CUSTOM_KEY = 'analytics.custom';

/** The figures, then the charts, or the empty message when the period has no orders at all. */
function Dashboard({ scope, period }: { scope: Scope; period: Period }) {
  const kpis = useCube(kpiQuery(scope, period));
  const empty = kpis.data && numberOf(kpis.data.tablePivot()[0] ?? {}, 'Orders.count') === 0;
  return (
    <Stack spacing={2}>
      <KpiCards scope={scope} period={period} current={kpis} />
      {empty ? <EmptyMessage message="resources.analytics.empty" /> : <Charts scope={scope} period={period} />}
    </Stack>
  );
}

function Charts({ scope, period }: { scope: Scope; period: Period }) {
  // Shown two by two on wide screens.
  const halves = [
    <MixBreakdown key="orderType" dimension="orderType" scope={scope} period={period} />,
    <MixBreakdown key="paymentMethod" dimension="paymentMethod" scope={scope} period={period} />,
    <TopBreakdown key="menuName" dimension="menuName" scope={scope} period={period} />,
    <TopBreakdown key="categoryName" dimension="categoryName" scope={scope} period={period} />,
  ];
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <OverTimeChart scope={scope} period={period} />
      </Grid>
      {halves.map((chart) => (
        <Grid key={chart.key} size={{ xs: 12, lg: 6 }}>
          {chart}
        </Grid>
      ))}
      <Grid size={12}>
        <HourHeatMap scope={scope} period={period} />
      </Grid>
    </Grid>
  );
}

/** Analytics (area analytics, issue 12): one restaurant (`analytics/{restoUuid}`) or all the user may see (`analytics`). */
export default function AnalyticsScreen() {
  const translate = useTranslate();
  const { restoUuid } = useParams();
  const [preset, setPreset] = useStore<Preset>(PRESET_KEY, 'last30');
  const [custom, setCustom] = useStore<Period>(CUSTOM_KEY, presetPeriod('last30', { from: '', to: '' }));
  const period = presetPeriod(preset, custom);
  const scope = useAnalyticsScope(restoUuid);
  const title = translate('resources.analytics.title', { name: scope.name ?? translate('resources.analytics.allRestaurants') });
  return (
    <Box sx={{ my: 2 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <PeriodPicker preset={preset} custom={custom} onPreset={setPreset} onCustom={setCustom} />
        <ScopePicker restaurantId={restoUuid} scope={scope} />
      </Stack>
      {scope.error ? <LoadError refetch={scope.refetch} /> : null}
      {scope.scope !== undefined && isValidPeriod(period) && (
        <CurrencyContext.Provider value={scope.currency ?? 'Rp.'}>
          <Dashboard scope={scope.scope} period={period} />
        </CurrencyContext.Provider>
      )}
    </Box>
  );
}
