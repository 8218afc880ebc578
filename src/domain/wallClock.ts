/**
 * The wall clock of an IANA zone at an instant, and its offset from UTC: what the time zone picker
 * names and the business day's rule reads. No I/O: Intl only.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock formatter of a zone, made once per zone; undefined when Intl does not know it. */
function clockOf(timeZone: string): Intl.DateTimeFormat | undefined {
  let clock = formatters.get(timeZone);
  if (!clock) {
    try {
      clock = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        weekday: 'short',
      });
    } catch {
      return undefined;
    }
    if (formatters.size < 1000) formatters.set(timeZone, clock);
  }
  return clock;
}

/** A wall-clock reading in a zone. `weekday`: 0 = Sunday. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const WEEKDAYS: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The wall clock in `timeZone` (a zone `isTimeZone` accepts) at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const clock = clockOf(timeZone);
  if (!clock) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const parts: Record<string, string> = {};
  for (const { type, value } of clock.formatToParts(instant)) parts[type] = value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday],
  };
}

/**
 * Minutes the zone's wall clock is ahead of UTC at `instant` (Jakarta 420, Adelaide 570 or 630, New York −300 or −240).
 */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/** An offset as the picker names it: `UTC+07:00`, `UTC+05:30`, `UTC-03:00`. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A zone as the picker shows it at `instant`: `Asia/Jakarta (UTC+07:00)`. */
export const timeZoneLabel = (timeZone: string, instant: Date): string =>
  `${timeZone} (${formatUtcOffset(utcOffsetMinutes(instant, timeZone))})`;
