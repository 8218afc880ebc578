/** How a command line reports a failed start: a known problem as its message, anything else in full. */
import { ConfigError } from './config';
import { BackupError } from './db/dataDirBackup';
import { DemoAccountsError } from './db/demoAccounts';
import { MoveError } from './db/moveToPostgres';
import { DatabaseFolderError } from './db/pglite';
import { DatabaseLockedError } from './db/pgliteLock';

const EXPECTED = [ConfigError, DatabaseLockedError, DatabaseFolderError, DemoAccountsError, BackupError, MoveError];

export function reportStartupError(error: unknown): never {
  const expected = EXPECTED.some((kind) => error instanceof kind);
  console.error(expected ? `[restoboard] ${(error as Error).message}` : error);
  process.exit(1);
}
