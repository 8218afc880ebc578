/**
 * The order history filters by instants (`createdFrom` inclusive, `createdBefore` exclusive); people
 * choose the restaurant's business days (docs/business-day.md). These convert between the two by the
 * one rule for "day", so a day chosen here is the day the restaurant's till and reports mean.
 */
import { addDays, businessDayBounds, businessDayOf, isDay, type DayRule } from '../../../domain';

/** The viewer's own calendar days: for a list no restaurant's day rules (the audit log's). */
export const VIEWER_DAYS: DayRule = { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, cutoff: '00:00' };

/** "Last {count} days": the business day now and the count − 1 days before it, from the first one's start. */
export function lastDaysFrom(count: number, rule: DayRule, now = new Date()): string {
  return businessDayBounds(addDays(businessDayOf(now, rule), 1 - count), rule).start.toISOString();
}

const instant = (value: unknown) => (typeof value === 'string' && value ? new Date(value) : undefined);

/** The "From" and "Until" (inclusive) day inputs: a day ↔ its start, and a day ↔ the next day's start. */
export function dayInputs(rule: DayRule) {
  return {
    from: {
      parse: (value: unknown) => (isDay(value) ? businessDayBounds(value, rule).start.toISOString() : undefined),
      format: (value: unknown) => {
        const at = instant(value);
        return at ? businessDayOf(at, rule) : '';
      },
    },
    until: {
      parse: (value: unknown) => (isDay(value) ? businessDayBounds(value, rule).end.toISOString() : undefined),
      format: (value: unknown) => {
        const at = instant(value);
        return at ? businessDayOf(new Date(at.getTime() - 1), rule) : '';
      },
    },
  };
}
