/**
 * Proves that a refused call wrote nothing, cheaply: every table of the suite's own database copy
 * (but the limits' counters, below) gets a row-level trigger that adds one to a single counter
 * row (and a statement-level one for TRUNCATE). A write that was rolled back leaves the counter as it was, so one read
 * after a call
 * tells whether anything it did stayed. Row counts of every table are compared around each batch
 * as well, in case a write ever went around the triggers.
 */
import { getTableName, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../../src/server/db/database';
import { limitCounters } from '../../../../src/server/db/schema';

const COUNTER = 'fuzz_writes';

/**
 * Tables a refused call writes by design, left out: the limits count refused attempts too (a
 * failed sign-in, a refused order), in PostgreSQL when several processes must count as one.
 */
const COUNTING_TABLES: readonly string[] = [getTableName(limitCounters)];

const tablesOf = async (db: Database): Promise<string[]> =>
  rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = current_schema() and tablename <> ${COUNTER} order by tablename`,
    ),
  )
    .map((row) => row.name)
    .filter((name) => !COUNTING_TABLES.includes(name));

/** The `setup` of the suite: runs on its database copy before the server serves it. */
export async function installWriteCounter(db: Database): Promise<void> {
  const tables = await tablesOf(db);
  await db.execute(sql.raw(`create table ${COUNTER} (n bigint not null)`));
  await db.execute(sql.raw(`insert into ${COUNTER} values (0)`));
  await db.execute(
    sql.raw(
      `create function fuzz_count_write() returns trigger language plpgsql as $$ begin update ${COUNTER} set n = n + 1; return null; end $$`,
    ),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `create trigger fuzz_rows after insert or update or delete on "${table}" for each row execute function fuzz_count_write()`,
      ),
    );
    await db.execute(
      sql.raw(
        `create trigger fuzz_truncate after truncate on "${table}" for each statement execute function fuzz_count_write()`,
      ),
    );
  }
}

export interface WriteWatch {
  /** How many rows have been written (inserted, updated, deleted) and kept so far. */
  writes(): Promise<number>;
  /** The row count of every table. */
  rowCounts(): Promise<Record<string, number>>;
}

export async function watchWrites(db: Database): Promise<WriteWatch> {
  const tables = await tablesOf(db);
  if (tables.length === 0) throw new Error('no tables to watch');
  const countAll = sql.raw(`select ${tables.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(', ')}`);
  return {
    writes: async () =>
      Number(rowsOf<{ n: string | number }>(await db.execute(sql.raw(`select n from ${COUNTER}`)))[0].n),
    rowCounts: async () => rowsOf<Record<string, number>>(await db.execute(countAll))[0],
  };
}
