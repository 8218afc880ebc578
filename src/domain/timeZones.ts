/**
 * A restaurant's time zone (IANA, as Intl knows it) and its business day's cut-off: the names and
 * rules shared by the settings form and the API, the default a new restaurant takes from its
 * country, and the wall clock of a zone at an instant. No I/O: Intl only.
 */
import { isBlank, type Rule } from './validation';

/**
 * The zone of a restaurant whose country says nothing we know: the platform's home market (its
 * first currency is the rupiah). Every restaurant has a zone; this one is shown in its settings
 * like any other, to be changed there.
 */
export const PLATFORM_TIME_ZONE = 'Asia/Jakarta';

/** A business day starts at midnight unless the restaurant says otherwise. */
export const DEFAULT_DAY_CUTOFF = '00:00';

/**
 * The zone a new restaurant takes from its country (its name in English or Indonesian, or its
 * ISO 3166 code, in any letter case), and existing rows took in migration 0017 (which repeats this
 * table: a test compares them). A country spanning several zones gets its largest city's; the
 * admin picks another in the settings.
 */
export const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  indonesia: 'Asia/Jakarta',
  id: 'Asia/Jakarta',
  singapore: 'Asia/Singapore',
  singapura: 'Asia/Singapore',
  sg: 'Asia/Singapore',
  australia: 'Australia/Sydney',
  au: 'Australia/Sydney',
  'new zealand': 'Pacific/Auckland',
  'selandia baru': 'Pacific/Auckland',
  nz: 'Pacific/Auckland',
  'united states': 'America/New_York',
  'united states of america': 'America/New_York',
  'amerika serikat': 'America/New_York',
  usa: 'America/New_York',
  us: 'America/New_York',
  malaysia: 'Asia/Kuala_Lumpur',
  my: 'Asia/Kuala_Lumpur',
  thailand: 'Asia/Bangkok',
  th: 'Asia/Bangkok',
  philippines: 'Asia/Manila',
  filipina: 'Asia/Manila',
  ph: 'Asia/Manila',
  vietnam: 'Asia/Ho_Chi_Minh',
  'viet nam': 'Asia/Ho_Chi_Minh',
  vn: 'Asia/Ho_Chi_Minh',
  japan: 'Asia/Tokyo',
  jepang: 'Asia/Tokyo',
  jp: 'Asia/Tokyo',
  india: 'Asia/Kolkata',
  in: 'Asia/Kolkata',
  'united kingdom': 'Europe/London',
  uk: 'Europe/London',
  gb: 'Europe/London',
};

/** The zone a restaurant of that country starts with. */
export function defaultTimeZone(country: unknown): string {
  return (typeof country === 'string' && COUNTRY_TIME_ZONES[country.trim().toLowerCase()]) || PLATFORM_TIME_ZONE;
}

const ZONE_NAME = /^[A-Za-z0-9_+\-/]{1,64}$/;
let supported: ReadonlySet<string> | undefined;

/** The zones this runtime's Intl lists (its canonical names), plus UTC, which it takes but does not list. */
export function supportedTimeZones(): ReadonlySet<string> {
  supported ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return supported;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock formatter of a zone, made once per zone; undefined when Intl does not know it. */
function clockOf(timeZone: string): Intl.DateTimeFormat | undefined {
  let clock = formatters.get(timeZone);
  if (!clock) {
    try {
      clock = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', weekday: 'short' });
    } catch {
      return undefined;
    }
    if (formatters.size < 1000) formatters.set(timeZone, clock);
  }
  return clock;
}

/**
 * Whether Intl knows the zone: one it lists, or an alias it resolves to one it lists (Node 20's
 * Intl lists `Asia/Calcutta` but takes `Asia/Kolkata`, as newer runtimes list it).
 */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !ZONE_NAME.test(value)) return false;
  const clock = clockOf(value);
  if (!clock) return false;
  const zones = supportedTimeZones();
  const resolved = clock.resolvedOptions().timeZone;
  // A listed zone exactly as listed (Intl also takes `asia/jakarta`, which would be stored as such), or an alias of one.
  return zones.has(value) || (zones.has(resolved) && resolved.toLowerCase() !== value.toLowerCase());
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

/** Minutes the zone's wall clock is ahead of UTC at `instant` (Jakarta 420, Adelaide 570 or 630, New York −300 or −240). */
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
export const timeZoneLabel = (timeZone: string, instant: Date): string => `${timeZone} (${formatUtcOffset(utcOffsetMinutes(instant, timeZone))})`;

/** A restaurant's time zone: one Intl knows. Left out on create, it comes from the country. */
export const timeZone = (): Rule => (value) => (isBlank(value) || isTimeZone(value) ? undefined : { key: 'validation.unknownValue', params: { attr: 'Time zone' } });

const CUTOFF_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a text is a cut-off: `HH:MM` of one day (00:00–23:59). */
export const isDayCutoff = (value: unknown): value is string => typeof value === 'string' && CUTOFF_PATTERN.test(value);

/** The business day's cut-off: HH:MM (00:00 when left out). */
export const dayCutoff = (): Rule => (value) => (isBlank(value) || isDayCutoff(value) ? undefined : { key: 'validation.invalid', params: { attr: 'Day cut-off' } });
