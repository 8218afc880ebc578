/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
import type { DatabaseHandle, PrepareDatabase } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function openDatabase(
  { databaseUrl, dataDir, pgliteOneCall }: { databaseUrl?: string; dataDir: string; pgliteOneCall: boolean },
  prepare: PrepareDatabase,
): Promise<DatabaseHandle> {
  return databaseUrl ? openPostgres(databaseUrl, prepare) : openPglite(dataDir, prepare, pgliteOneCall);
}
