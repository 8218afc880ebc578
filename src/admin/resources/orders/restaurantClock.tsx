/**
 * The restaurant's clock on the order screens (docs/business-day.md): times are shown on it, and
 * when it reads differently from the viewer's own clock a caption names its zone.
 */
import { Typography } from '@mui/material';
import { createContext, useContext } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { timeZoneLabel, utcOffsetMinutes, type DayRule } from '../../../domain';
import { DATE_TIME } from '../../lists/dateFormats';
import { useRestaurant } from '../restaurants/useRestaurant';
import { VIEWER_DAYS } from './orderDates';

export const DayRuleContext = createContext<DayRule>(VIEWER_DAYS);

/** The restaurant's day rule; the viewer's own days where there is no restaurant (a promo) or until its row is read. */
export function useRestaurantClock(restaurantId: string | undefined): DayRule {
  return useRestaurant(restaurantId).dayRule ?? VIEWER_DAYS;
}

/** An instant to the minute, on the restaurant's clock, in the UI language. */
export function useRestaurantTime(): (iso: string) => string {
  const { timeZone } = useContext(DayRuleContext);
  const [locale] = useLocaleState();
  return (iso) => new Date(iso).toLocaleString(locale, { ...DATE_TIME, timeZone });
}

/** "Times are Asia/Jakarta (UTC+07:00)" when that clock is not the viewer's now; nothing otherwise. */
export function RestaurantZoneCaption() {
  const { timeZone } = useContext(DayRuleContext);
  const translate = useTranslate();
  const now = new Date();
  if (utcOffsetMinutes(now, timeZone) === utcOffsetMinutes(now, VIEWER_DAYS.timeZone)) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {translate('resources.orders.restaurantClock', { zone: timeZoneLabel(timeZone, now) })}
    </Typography>
  );
}
