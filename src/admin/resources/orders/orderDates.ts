/**
 * The order history filters by instants (`createdFrom` inclusive, `createdBefore` exclusive); people
 * choose days in their own time zone. These convert between the two.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of an instant, in local time. */
export function localDay(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** The local midnight starting `day` (`YYYY-MM-DD`), `shift` days later. */
export function dayStart(day: string, shift = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d + shift);
}

/** "Last {count} days": today and the count − 1 days before it, from local midnight. */
export function lastDaysFrom(count: number, now = new Date()): string {
  return dayStart(localDay(now), 1 - count).toISOString();
}

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

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
