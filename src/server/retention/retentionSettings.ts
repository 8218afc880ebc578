/**
 * How long the tables that grow with every request keep their rows (docs/production.md, "Retention"): RETENTION_*
 * settings, each a number of days, weeks or years, or 0 / off to keep that table's rows for good.
 */

/** The tables the retention sweep trims, as their settings name them. */
export const RETAINED = ['auditEntries', 'tableScans', 'orderStatusHistory', 'sentMail'] as const;
export type Retained = (typeof RETAINED)[number];

/** Days each table keeps its rows; 0: kept for good. */
export type RetentionPeriods = Readonly<Record<Retained, number>>;

/** The environment variable of each. */
export const RETENTION_VARIABLES: Readonly<Record<Retained, string>> = {
  auditEntries: 'RETENTION_AUDIT_ENTRIES',
  tableScans: 'RETENTION_TABLE_SCANS',
  orderStatusHistory: 'RETENTION_ORDER_STATUS_HISTORY',
  sentMail: 'RETENTION_SENT_MAIL',
};

/** The defaults, in days (docs/production.md, "Retention", says why). */
export const DEFAULT_RETENTION: RetentionPeriods = {
  auditEntries: 730,
  tableScans: 400,
  orderStatusHistory: 730,
  sentMail: 30,
};

/**
 * The shortest period audit entries may keep: the database refuses to delete a younger entry (migration 0022), so the
 * trail of the last 90 days stays whole whoever asks.
 */
export const MIN_AUDIT_RETENTION_DAYS = 90;

/** The longest period a setting may name: 100 years (a longer one is as good as off, which says so). */
export const MAX_RETENTION_DAYS = 36_500;

const UNIT_DAYS: Record<string, number> = { d: 1, w: 7, y: 365 };

/** `'730d'`, `'104w'`, `'2y'` → days; `'0'`, `'off'` → 0; undefined when unreadable or too long. */
export function parseRetention(text: string): number | undefined {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'off' || /^0+\s*[dwy]?$/.test(trimmed)) return 0;
  const match = /^(\d+)\s*([dwy])$/.exec(trimmed);
  if (!match) return undefined;
  const days = Number(match[1]) * UNIT_DAYS[match[2]];
  return days <= MAX_RETENTION_DAYS ? days : undefined;
}

/**
 * The periods of the environment, each its default when unset. `value` reads a variable (unset and empty alike as
 * undefined).
 */
export function retentionFromEnv(value: (name: string) => string | undefined, problems: string[]): RetentionPeriods {
  const periods = { ...DEFAULT_RETENTION };
  for (const table of RETAINED) {
    const name = RETENTION_VARIABLES[table];
    const text = value(name);
    if (text === undefined) continue;
    const days = parseRetention(text);
    if (days === undefined)
      problems.push(
        `${name} must be a number of days, weeks or years such as 30d, 104w or 2y (at most 100y), or 0 or off to keep every row (got "${text}").`,
      );
    else if (table === 'auditEntries' && days > 0 && days < MIN_AUDIT_RETENTION_DAYS)
      problems.push(`${name} must keep audit entries at least ${MIN_AUDIT_RETENTION_DAYS} days (got "${text}").`);
    else periods[table] = days;
  }
  return periods;
}
