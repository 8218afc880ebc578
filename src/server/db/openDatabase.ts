/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
import type { DatabaseHandle, PrepareDatabase } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function openDatabase(
  {
    databaseUrl,
    dataDir,
    pgliteOneCall,
    statementTimeoutMs,
  }: { databaseUrl?: string; dataDir: string; pgliteOneCall: boolean; statementTimeoutMs: number },
  prepare: PrepareDatabase,
): Promise<DatabaseHandle> {
  return databaseUrl
    ? openPostgres(databaseUrl, prepare, statementTimeoutMs)
    : openPglite(dataDir, prepare, pgliteOneCall);
}
