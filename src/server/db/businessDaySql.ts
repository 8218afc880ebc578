/**
 * The database's twin of the one rule for "day" (domain/businessDay.ts, docs/business-day.md): the
 * same line between days, drawn by PostgreSQL (and PGlite) for many orders and restaurants at once.
 * PostgreSQL reads a wall-clock time in a zone as the domain's `instantAt` does (a skipped time after
 * its gap, a time read twice at its second reading), so a day starts at the same instant in both;
 * tests/server/businessDaySql.test.ts holds them to it.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

type Operand = SQLWrapper | string;

/** The instant a business day `day` (a date) starts: its cut-off on its own date, on the zone's wall clock. */
export function businessDayStartSql(day: Operand, timeZone: Operand, cutoff: Operand): SQL {
  return sql`(((${day})::date + (${cutoff})::time) at time zone ${timeZone})`;
}

/**
 * The business day (a date) an instant belongs to: its local date, or the date before when it comes before that date's
 * start.
 */
export function businessDaySql(instant: SQLWrapper, timeZone: Operand, cutoff: Operand): SQL {
  const localDate = sql`((${instant} at time zone ${timeZone})::date)`;
  return sql`(case when ${instant} >= ${businessDayStartSql(localDate, timeZone, cutoff)} then ${localDate} else ${localDate} - 1 end)`;
}
