/**
 * When a sold-out menu comes back: after a fixed time, or at the restaurant's next business day (docs/business-day.md).
 */
import { businessDayBounds, businessDayOf, type DayRule } from './businessDay';
import { REST_OF_DAY, SOLD_OUT_DURATIONS, type SoldOutDuration } from './resources/menus';

/** When a menu sold out at `now` for `duration` comes back, for a restaurant whose day follows `rule`. */
export function soldOutUntil(duration: SoldOutDuration, now: Date, rule: DayRule): Date {
  if (duration === REST_OF_DAY) return businessDayBounds(businessDayOf(now, rule), rule).end;
  return new Date(now.getTime() + SOLD_OUT_DURATIONS[duration]);
}
