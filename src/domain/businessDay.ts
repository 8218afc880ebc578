/**
 * The one rule for "day": a restaurant's day is read on its own
 * wall clock, in its IANA time zone, and turns at its cut-off rather than at midnight. A bar whose
 * cut-off is 04:00 counts a 01:30 order in the evening before. Pure: Intl only, no I/O, so the
 * browser and the server read days alike.
 *
 * A business day is named by its date (`YYYY-MM-DD`) and covers the instants [start, end): from the
 * cut-off on that date to the cut-off on the next, on the restaurant's wall clock. Across a DST
 * change a day is 23 or 25 hours long. A cut-off that falls in a DST gap (a wall-clock time that
 * does not exist that night) starts the day as late after the gap as the cut-off was into it: the
 * gap's length later on the wall clock (a 02:30 cut-off on a night 02:00 jumps to 03:00 starts the
 * day at 03:30, not at 03:00); one that falls in an overlap (a time read twice) starts it at the
 * second reading. Both are how PostgreSQL reads a wall-clock time in a zone (`timestamp AT TIME ZONE`),
 * so the database's twin of this rule (server/db/businessDaySql.ts) draws every day's line at the same
 * instant (docs/business-day.md).
 */
import { isDayCutoff } from './timeZones';
import { utcOffsetMinutes, wallClock } from './wallClock';

/** What a restaurant's day depends on: its IANA zone and its cut-off (`HH:MM`, `00:00` = midnight). */
export interface DayRule {
  timeZone: string;
  cutoff: string;
}

/** A wall-clock reading with no zone: a date and a time of day. */
export interface LocalTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM` */
  time: string;
  /** 0 = Sunday, as opening hours name days. */
  weekday: number;
  /** Minutes since the date's midnight (0–1439). */
  minutes: number;
}

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateText = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const cutoffMinutes = (cutoff: string): number => {
  if (!isDayCutoff(cutoff)) throw new RangeError(`Not a cut-off (HH:MM): ${cutoff}`);
  return Number(cutoff.slice(0, 2)) * 60 + Number(cutoff.slice(3, 5));
};

/** Whether a text is a date `YYYY-MM-DD` that exists. */
export function isDay(value: unknown): value is string {
  const match = typeof value === 'string' ? DATE_PATTERN.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Calendar arithmetic on a date `YYYY-MM-DD` (no zone involved). */
export function addDays(day: string, count: number): string {
  if (!isDay(day)) throw new RangeError(`Not a date (YYYY-MM-DD): ${day}`);
  const date = new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS);
  return dateText(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The wall clock of `timeZone` at `instant`: its date, time of day and weekday. */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const w = wallClock(instant, timeZone);
  return {
    date: dateText(w.year, w.month, w.day),
    time: `${pad(w.hour)}:${pad(w.minute)}`,
    weekday: w.weekday,
    minutes: w.hour * 60 + w.minute,
  };
}

/**
 * The instant the wall clock of `timeZone` reads `date` at `minutes` past midnight. A time skipped
 * by a DST change is read with the offset before the change (so it lands after the gap); a time
 * read twice is its second reading (both as PostgreSQL reads them).
 */
export function instantAt(date: string, minutes: number, timeZone: string): Date {
  if (!isDay(date)) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const before = utcOffsetMinutes(new Date(asUtc - DAY_MS), timeZone);
  const after = utcOffsetMinutes(new Date(asUtc + DAY_MS), timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset * 60_000)
    .filter((candidate) => asUtc - utcOffsetMinutes(new Date(candidate), timeZone) * 60_000 === candidate)
    .sort((a, b) => a - b);
  return new Date(candidates.at(-1) ?? asUtc - before * 60_000);
}

/**
 * The business day (`YYYY-MM-DD`) an instant belongs to: its local date, or the date before when it
 * comes before that date's cut-off. Judged against the day's instants (`businessDayBounds`), not
 * the time of day alone, so that on a night the clocks go back an hour read twice falls in one day
 * only: with a 02:30 cut-off, the first 02:45 comes before the second 02:30 and is the day before's.
 */
export function businessDayOf(instant: Date, rule: DayRule): string {
  const { date, minutes } = localTime(instant, rule.timeZone);
  const cutoff = cutoffMinutes(rule.cutoff);
  // Far from the cut-off the time of day decides; within two hours of it (a DST change's reach), the day's instants do.
  if (Math.abs(minutes - cutoff) > 120 && Math.abs(minutes - cutoff) < 24 * 60 - 120)
    return minutes < cutoff ? addDays(date, -1) : date;
  return instant < instantAt(date, cutoff, rule.timeZone) ? addDays(date, -1) : date;
}

/** The instants of a business day: [start, end), from its cut-off to the next day's. */
export function businessDayBounds(day: string, rule: DayRule): { start: Date; end: Date } {
  const cutoff = cutoffMinutes(rule.cutoff);
  return { start: instantAt(day, cutoff, rule.timeZone), end: instantAt(addDays(day, 1), cutoff, rule.timeZone) };
}
