/**
 * `npm run db:move -- --to postgres://…` (built: `node dist-server/db-move.mjs --to …`): the embedded
 * database of DATA_DIR and its images into an empty PostgreSQL (moveToPostgres.ts), with the server
 * stopped; then which settings to carry over, without printing a secret.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { settingsFromEnv } from '../config';
import { JWT_SECRET_FILE } from '../localJwtSecret';
import { VAPID_KEYS_FILE } from '../push/vapidKeys';
import { reportStartupError } from '../startupError';
import { moveToPostgres } from './moveToPostgres';

function settingsToCarry(dataDir: string): string[] {
  const lines = ['Start every server process with DATABASE_URL set to the target, and with:'];
  lines.push(
    fs.existsSync(path.join(dataDir, JWT_SECRET_FILE))
      ? `  JWT_SECRET: the content of ${path.join(dataDir, JWT_SECRET_FILE)} (not printed here), so that the sessions signed so far stay valid.`
      : '  JWT_SECRET: the one this server ran with.',
  );
  const vapidFile = path.join(dataDir, VAPID_KEYS_FILE);
  if (fs.existsSync(vapidFile)) {
    const { publicKey } = JSON.parse(fs.readFileSync(vapidFile, 'utf8')) as { publicKey: string };
    lines.push(
      `  VAPID_PUBLIC_KEY=${publicKey}`,
      `  VAPID_PRIVATE_KEY: the privateKey of ${vapidFile} (not printed here), so that the browsers subscribed so far still get their pushes.`,
    );
  } else {
    lines.push('  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: the ones this server ran with, if any.');
  }
  return lines;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
    console.error('Usage: npm run db:move -- --to postgres://user:password@host:5432/database   (an empty database)');
    process.exit(2);
  }
  const { dataDir } = settingsFromEnv(process.env);
  const report = await moveToPostgres(dataDir, values.to, (line) => console.log(line));
  const tables = Object.entries(report.rows);
  const rows = tables.reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `Moved ${rows.toLocaleString('en')} rows of ${tables.length} tables (each table's count checked on both sides) and ${report.images} images (each read back against its checksum).`,
  );
  for (const [table, n] of tables) if (n > 0) console.log(`  ${table}: ${n.toLocaleString('en')}`);
  console.log(settingsToCarry(dataDir).join('\n'));
  console.log(`The embedded database in ${path.resolve(dataDir)} is left as it was.`);
}

main().catch(reportStartupError);
