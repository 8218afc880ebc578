/** The database handle shared by both drivers, and where the migrations live. */
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of `db.execute(…)`: postgres.js answers with the rows, PGlite with `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** What the server does with a freshly opened database before serving: migrate, then seed. */
export type PrepareDatabase = (db: Database) => Promise<void>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs one `COPY (…) TO STDOUT` (no bind parameters) and returns all it wrote: for bounded output only. */
  copyOut(statement: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
