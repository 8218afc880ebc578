import { Alert, Box, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { businessDayOf, formatCurrency, isDay, timeZoneLabel } from '../../../domain';
import { LoadError } from '../../lists/ListFeedback';
import { useCustomQuery } from '../../providers/useCustomQuery';
import { DayRuleContext, useRestaurantTime } from '../orders/restaurantClock';
import { useRestaurant } from '../restaurants/useRestaurant';
import { ClosedSummary } from './ClosedSummary';
import { CountForm } from './CountForm';
import { DAY_CLOSE_RESOURCE, type DayClose, type DaySheet } from './daySheet';
import { DayCloseExports } from './DayCloseExports';
import { DayPicker } from './DayPicker';
import { MonthOverview } from './MonthOverview';
import { DAY_SHEET } from './operations';
import { useDayCloseWords } from './useDayCloseWords';
import './dayClosePrint.css';

/**
 * day_close/{restoUuid}?day=YYYY-MM-DD: a business day of the restaurant (today on its clock at first) as its
 * orders say it, counted by payment method and closed; a closed day shown as counted.
 */
export function DayCloseScreen() {
  const translate = useTranslate();
  const words = useDayCloseWords();
  const { restoUuid = '' } = useParams();
  const { dayRule } = useRestaurant(restoUuid);
  // The day chosen is in the address (?day=), so it survives a change of language and can be linked to.
  const [params, setParams] = useSearchParams();
  const chosen = params.get('day');
  const day = chosen && isDay(chosen) ? chosen : dayRule ? businessDayOf(new Date(), dayRule) : undefined;
  const setChosen = (next: string) => setParams({ day: next }, { replace: true });
  const sheet = useCustomQuery<{ daySheet: DaySheet }>(
    DAY_CLOSE_RESOURCE,
    DAY_SHEET,
    { restaurantId: restoUuid, businessDay: day },
    Boolean(day),
  );
  const current =
    sheet.data?.daySheet.businessDay === day && sheet.data?.daySheet.restaurantId === restoUuid
      ? sheet.data.daySheet
      : undefined;
  const changed = (_close: DayClose) => void sheet.refetch();
  return (
    <Card className="day-close-sheet" sx={{ mt: 2 }}>
      <Title title={words('title')} />
      <CardContent>
        {day && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
            <DayPicker day={day} today={current?.today ?? day} onChange={setChosen} />
            {current && <DayState sheet={current} />}
            <Box sx={{ flex: 1 }} />
            <DayCloseExports restaurantId={restoUuid} day={day} />
          </Stack>
        )}
        {sheet.error ? (
          <LoadError refetch={() => void sheet.refetch()} />
        ) : !current ? (
          <LinearProgress aria-label={translate('app.waiting')} sx={{ my: 2 }} />
        ) : (
          <DayRuleContext.Provider value={{ timeZone: current.timeZone, cutoff: dayRule?.cutoff ?? '00:00' }}>
            <DayContent
              key={`${current.businessDay}-${current.close?.state ?? 'open'}`}
              sheet={current}
              onChange={changed}
            />
            <MonthOverview
              key={`month-${current.businessDay}-${current.close?.state ?? 'open'}`}
              restaurantId={restoUuid}
              day={current.businessDay}
              today={current.today}
              currency={current.currency}
              onOpen={setChosen}
            />
          </DayRuleContext.Provider>
        )}
      </CardContent>
    </Card>
  );
}

function DayState({ sheet }: { sheet: DaySheet }) {
  const words = useDayCloseWords();
  const state = sheet.close?.state;
  const label = state === 'CLOSED' ? 'closed' : state === 'REOPENED' ? 'reopened' : 'open';
  // A reopened day's chip keeps the text's colour (warning orange on white is too faint to read) and says it by its
  // border.
  return (
    <Chip
      label={words(label)}
      color={state === 'CLOSED' ? 'success' : 'default'}
      variant="outlined"
      sx={state === 'REOPENED' ? { borderColor: 'warning.main', borderWidth: 2 } : undefined}
    />
  );
}

function DayContent({ sheet, onChange }: { sheet: DaySheet; onChange(close: DayClose): void }) {
  const words = useDayCloseWords();
  const time = useRestaurantTime();
  const money = (amount: number) => formatCurrency(amount, sheet.currency);
  const zone = timeZoneLabel(sheet.timeZone, new Date(sheet.startsAt));
  const { close } = sheet;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {words('dayHours', { start: time(sheet.startsAt), end: time(sheet.endsAt), zone })}
      </Typography>
      {close?.state === 'REOPENED' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {words('reopenedBy', {
            email: close.reopenedByEmail,
            time: close.reopenedAt ? time(close.reopenedAt) : '',
            reason: close.reopenReason,
          })}
        </Alert>
      )}
      {close?.state === 'CLOSED' ? (
        <ClosedSummary sheet={sheet} close={close} onReopened={onChange} />
      ) : sheet.methods.length === 0 ? (
        <Alert severity="info">{words('noMethods')}</Alert>
      ) : (
        <CountForm sheet={sheet} onClosed={onChange} />
      )}
      <Stack spacing={0.5} sx={{ mt: 2 }}>
        {sheet.openingCash > 0 && (
          <Typography variant="body2">{words('openingCash', { amount: money(sheet.openingCash) })}</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {words('cancelled', { orders: sheet.cancelled.orders, total: money(sheet.cancelled.total) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {words('unpaid', { orders: sheet.unpaid.orders, total: money(sheet.unpaid.total) })}
        </Typography>
      </Stack>
    </Box>
  );
}
