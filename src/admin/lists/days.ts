/** Days as `YYYY-MM-DD` in local time, the way date filters and day inputs hold them. */
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

export const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
