/**
 * The database's twin of the business day (server/db/businessDaySql.ts) draws every day's line where
 * the domain's rule does (domain/businessDay.ts), on PGlite and on PostgreSQL: for a sweep of instants
 * through a year and every ten minutes around the DST changes, in whole-hour, half-hour and DST zones,
 * with midnight and later cut-offs (02:30 falls in Sydney's gap one night and is read twice another); and the
 * rollups' `business_day_of` (migration 0024) with it.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { businessDayBounds, businessDayOf, type DayRule } from '../../src/domain';
import { businessDaySql, businessDayStartSql } from '../../src/server/db/businessDaySql';
import { rowsOf } from '../../src/server/db/database';
import { describeOnEachDatabase } from './support/testServer';

const RULES: DayRule[] = [
  { timeZone: 'Asia/Jakarta', cutoff: '04:00' },
  { timeZone: 'Australia/Sydney', cutoff: '00:00' },
  { timeZone: 'Australia/Sydney', cutoff: '02:30' },
  { timeZone: 'Australia/Adelaide', cutoff: '03:00' },
  { timeZone: 'Asia/Kolkata', cutoff: '00:00' },
  { timeZone: 'America/New_York', cutoff: '01:30' },
];
const DST_NIGHTS = ['2026-03-08T00:00:00Z', '2026-04-03T00:00:00Z', '2026-10-02T00:00:00Z', '2026-11-01T00:00:00Z'].map(
  Date.parse,
);
const INSTANTS = [
  ...Array.from({ length: Math.ceil((365 * 24 * 60) / 131) }, (_, i) => Date.UTC(2026, 0, 1) + i * 131 * 60_000),
  ...DST_NIGHTS.flatMap((from) => Array.from({ length: (3 * 24 * 60) / 10 }, (_, i) => from + i * 10 * 60_000)),
].map((t) => new Date(t).toISOString());
const DAYS = ['2026-03-08', '2026-04-04', '2026-04-05', '2026-10-03', '2026-10-04', '2026-11-01', '2026-11-28'];

describeOnEachDatabase('the business day in SQL', (server) => {
  const db = () => server().server.database.db;

  it.each(RULES)('puts every instant in the day the domain does, in $timeZone cut at $cutoff', async (rule) => {
    // And the database function the analytics rollups are kept by (migration 0024) draws the same lines.
    const rows = rowsOf<{ at: string; day: string; rollupDay: string }>(
      await db().execute(sql`
      select at, ${businessDaySql(sql`at`, rule.timeZone, rule.cutoff)}::text as day,
        business_day_of(at, ${rule.timeZone}, ${rule.cutoff})::text as "rollupDay"
      from unnest(${sql.raw(`array[${INSTANTS.map((iso) => `'${iso}'`).join(',')}]`)}::timestamptz[]) as at`),
    );
    const differing = rows.filter(
      (row) => row.day !== businessDayOf(new Date(row.at), rule) || row.rollupDay !== row.day,
    );
    expect(rows).toHaveLength(INSTANTS.length);
    expect(
      differing.map(
        (row) =>
          `${new Date(row.at).toISOString()}: SQL ${row.day}, rollups ${row.rollupDay}, domain ${businessDayOf(new Date(row.at), rule)}`,
      ),
    ).toEqual([]);
  });

  it.each(RULES)("starts each day at the domain's instant, in $timeZone cut at $cutoff", async (rule) => {
    const rows = rowsOf<{ day: string; start: string }>(
      await db().execute(sql`
      select day::text as day, ${businessDayStartSql(sql`day`, rule.timeZone, rule.cutoff)} as start
      from unnest(${sql.raw(`array[${DAYS.map((day) => `'${day}'`).join(',')}]`)}::date[]) as day`),
    );
    expect(rows.map((row) => [row.day, new Date(row.start).toISOString()])).toEqual(
      DAYS.map((day) => [day, businessDayBounds(day, rule).start.toISOString()]),
    );
  });
});
