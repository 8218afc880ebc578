/**
 * The order history filters by instants (`createdFrom` inclusive, `createdBefore` exclusive); people
 * choose days in their own time zone. These convert between the two.
 */
import { dayStart, isDay, localDay } from '../../lists/days';

/** "Last {count} days": today and the count − 1 days before it, from local midnight. */
export function lastDaysFrom(count: number, now = new Date()): string {
  return dayStart(localDay(now), 1 - count).toISOString();
}

/** The "From" date input: a day ↔ its local midnight. */
export const fromDay = {
  parse: (value: unknown) => (isDay(value) ? dayStart(value).toISOString() : undefined),
  format: (value: unknown) => (typeof value === 'string' && value ? localDay(new Date(value)) : ''),
};

/** The "Until" date input (inclusive): a day ↔ the next day's local midnight. */
export const untilDay = {
  parse: (value: unknown) => (isDay(value) ? dayStart(value, 1).toISOString() : undefined),
  format: (value: unknown) => (typeof value === 'string' && value ? localDay(new Date(new Date(value).getTime() - 1)) : ''),
};
