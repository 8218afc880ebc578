/** SQL written with PostgreSQL's positional parameters (`$1`, `$2`, …), as Cube writes it, run on a test database. */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../src/server/db/database';

export type SqlRunner = <T = Record<string, unknown>>(text: string, values: readonly unknown[]) => Promise<T[]>;

function withParams(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)),
    sql.raw(''),
  );
}

/** Runs on `db`; given a role, as that role (`SET LOCAL ROLE` in a transaction of its own). */
export function positionalRunner(db: Database, role?: string): SqlRunner {
  return async <T>(text: string, values: readonly unknown[]) => {
    if (!role) return rowsOf<T>(await db.execute(withParams(text, values)));
    return db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL ROLE "${role}"`));
      return rowsOf<T>(await tx.execute(withParams(text, values)));
    });
  };
}
