/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE` (built: `node dist-server/db-backup.mjs
 * backup|restore FILE`): the embedded database of DATA_DIR, with the server stopped (dataDirBackup.ts).
 * On PostgreSQL (DATABASE_URL) they print the pg_dump and pg_restore lines instead: the database is
 * backed up by its own tools, while the servers run.
 */
import { settingsFromEnv } from '../config';
import { reportStartupError } from '../startupError';
import { backupDataDir, restoreDataDir } from './dataDirBackup';

const POSTGRES_LINES = `On PostgreSQL (DATABASE_URL) back up and restore with PostgreSQL's own tools, servers running or not:
  pg_dump --format=custom --file=FILE "$DATABASE_URL"
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE
Images kept in a bucket (MEDIA_S3_BUCKET) are backed up with the bucket; keep JWT_SECRET and the VAPID pair with the backup.`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('Usage: npm run db:backup -- FILE   or   npm run db:restore -- FILE');
    process.exit(2);
  }
  // The settings as given, not resolved: resolving makes DATA_DIR and its local JWT secret, which a restore must find
  // absent.
  const config = settingsFromEnv(process.env);
  if (config.databaseUrl) {
    console.log(POSTGRES_LINES);
    process.exit(1);
  }
  if (command === 'backup') {
    const report = await backupDataDir(config.dataDir, file);
    console.log(
      `Backed up ${config.dataDir} (${report.entries.join(', ')}) to ${report.file}, ${megabytes(report.bytes)}.`,
    );
    console.log('It holds the JWT secret and the VAPID keys: keep it as secret as the server itself.');
  } else {
    const restored = await restoreDataDir(file, config.dataDir);
    console.log(`Restored ${file} into ${restored.dataDir} (${restored.entries.join(', ')}). Start the server on it.`);
  }
}

main().catch(reportStartupError);
