/**
 * A restaurant's time zone (IANA, as Intl knows it) and its business day's cut-off: the names and
 * rules shared by the settings form and the API, and the default a new restaurant takes from its
 * country. No I/O: Intl only. (The wall clock of a zone is `wallClock.ts`: only the picker and the
 * day's rule read it, so it stays out of the settings form's first chunk.)
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

/**
 * Whether Intl knows the zone: one it lists, or an alias it resolves to one it lists (Node 20's
 * Intl lists `Asia/Calcutta` but takes `Asia/Kolkata`, as newer runtimes list it).
 */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !ZONE_NAME.test(value)) return false;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return false;
  }
  const zones = supportedTimeZones();
  // A listed zone exactly as listed (Intl also takes `asia/jakarta`, which would be stored as such), or an alias of
  // one.
  return zones.has(value) || (zones.has(resolved) && resolved.toLowerCase() !== value.toLowerCase());
}

/**
 * A text that is given but blank (`""`, `"  "`). Left out (undefined) is not given; null is refused
 * by the required-column check. A blank text would otherwise be stored in the NOT NULL column.
 */
const isBlankText = (value: unknown) => typeof value === 'string' && isBlank(value);

/**
 * A restaurant's time zone: one Intl knows. Left out on create, it comes from the country; given
 * blank, on create or update, it is refused as required (a blank zone breaks every local time).
 */
export const timeZone = (): Rule => (value) => {
  if (isBlankText(value)) return { key: 'validation.required' };
  return value === undefined || value === null || isTimeZone(value)
    ? undefined
    : { key: 'validation.unknownValue', params: { attr: 'Time zone' } };
};

const CUTOFF_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a text is a cut-off: `HH:MM` of one day (00:00–23:59). */
export const isDayCutoff = (value: unknown): value is string => typeof value === 'string' && CUTOFF_PATTERN.test(value);

/** The business day's cut-off: HH:MM (00:00 when left out); given blank, refused as required. */
export const dayCutoff = (): Rule => (value) => {
  if (isBlankText(value)) return { key: 'validation.required' };
  return value === undefined || value === null || isDayCutoff(value)
    ? undefined
    : { key: 'validation.invalid', params: { attr: 'Day cut-off' } };
};
