/**
 * Cube's date ranges: two dates (or local date-times) in the query's time zone, or the relative
 * phrases Cube's own parser takes ("today", "yesterday", "this month", "last week", "last 7 days":
 * the 7 whole days before today, "next 2 weeks"…, weeks starting on Monday). The answer is Cube's
 * normalized form: two local times `YYYY-MM-DDTHH:mm:ss.SSS`, the end inclusive.
 */
import { QueryError } from './queryError';

type Unit = 'day' | 'week' | 'month' | 'quarter' | 'year';

/** A wall-clock time as if in UTC: the arithmetic below is calendar arithmetic, with no zone. */
type Local = Date;

const DAY_MS = 86_400_000;
const LOCAL_FORMAT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z?)?$/;

export const formatLocal = (d: Local): string => d.toISOString().slice(0, 23);

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock formatter of a zone, made once per zone (it costs more than a query's SQL); undefined for an unknown
 * zone.
 */
export function zoneClock(timezone: string): Intl.DateTimeFormat | undefined {
  let clock = clocks.get(timezone);
  if (!clock) {
    try {
      clock = new Intl.DateTimeFormat('en-US', {
        timeZone: timezone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      return undefined;
    }
    if (clocks.size < 1000) clocks.set(timezone, clock); // the zones, in whatever letter case callers write them
  }
  return clock;
}

/** The wall-clock time now in `timezone` (a known zone). */
function nowIn(timezone: string, now: Date): Local {
  const parts = Object.fromEntries(
    (zoneClock(timezone) as Intl.DateTimeFormat).formatToParts(now).map((p) => [p.type, Number(p.value)]),
  );
  return new Date(
    Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, now.getMilliseconds()),
  );
}

/**
 * Moves by whole units; a month's day is kept where it exists, else the month's last day (as Cube, through moment,
 * does).
 */
function add(d: Local, count: number, unit: Unit): Local {
  if (unit === 'day' || unit === 'week') return new Date(d.getTime() + count * (unit === 'week' ? 7 : 1) * DAY_MS);
  const months = d.getUTCMonth() + count * (unit === 'month' ? 1 : unit === 'quarter' ? 3 : 12);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(d.getUTCFullYear(), months, Math.min(d.getUTCDate(), lastDay)));
}

function startOf(d: Local, unit: Unit): Local {
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  switch (unit) {
    case 'day':
      return new Date(Date.UTC(y, m, day));
    case 'week':
      return new Date(Date.UTC(y, m, day - ((d.getUTCDay() + 6) % 7)));
    case 'month':
      return new Date(Date.UTC(y, m, 1));
    case 'quarter':
      return new Date(Date.UTC(y, m - (m % 3), 1));
    case 'year':
      return new Date(Date.UTC(y, 0, 1));
  }
}

const endOf = (d: Local, unit: Unit): Local => new Date(add(startOf(d, unit), 1, unit).getTime() - 1);

function relativeRange(text: string, timezone: string, now: Date): [Local, Local] | undefined {
  const today = nowIn(timezone, now);
  const phrase = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const days: Record<string, number> = { today: 0, yesterday: -1, tomorrow: 1 };
  if (phrase in days) {
    const day = add(today, days[phrase], 'day');
    return [startOf(day, 'day'), endOf(day, 'day')];
  }
  const single = /^(this|last|next) (day|week|month|quarter|year)$/.exec(phrase);
  if (single) {
    const unit = single[2] as Unit;
    const at = add(today, { this: 0, last: -1, next: 1 }[single[1] as 'this'], unit);
    return [startOf(at, unit), endOf(at, unit)];
  }
  const several = /^(last|next) (\d{1,4}) (day|week|month|quarter|year)s?$/.exec(phrase);
  if (several) {
    const [count, unit] = [Number(several[2]), several[3] as Unit];
    return several[1] === 'last'
      ? [startOf(add(today, -count, unit), unit), endOf(add(today, -1, unit), unit)]
      : [startOf(add(today, 1, unit), unit), endOf(add(today, count, unit), unit)];
  }
  return undefined;
}

/** A date or a local date-time; a date alone is the start (or, as `end`, the end) of its day. */
function localTime(text: unknown, end: boolean): Local | undefined {
  const match = typeof text === 'string' ? LOCAL_FORMAT.exec(text) : null;
  if (!match) return undefined;
  const [y, mo, d, h = 0, mi = 0, s = 0] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s, Number((match[7] ?? '0').padEnd(3, '0'))));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return undefined;
  return match[4] === undefined && end ? endOf(date, 'day') : date;
}

/** Cube's normalized [start, end] for a `dateRange`, or a QueryError naming it. */
export function dateRange(value: unknown, timezone: string, now: Date): [string, string] {
  const refuse = () => new QueryError('analyticsBadDateRange', { range: JSON.stringify(value) ?? String(value) });
  let range: [Local | undefined, Local | undefined] | undefined;
  if (typeof value === 'string') range = relativeRange(value, timezone, now);
  else if (Array.isArray(value) && (value.length === 1 || value.length === 2))
    range = [localTime(value[0], false), localTime(value[value.length - 1], true)];
  const [start, end] = range ?? [];
  if (!start || !end || start > end) throw refuse();
  return [formatLocal(start), formatLocal(end)];
}
