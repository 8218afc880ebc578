/**
 * `npm run db:backup` / `db:restore` (dataDirBackup.ts): a backup of a stopped server's DATA_DIR,
 * restored into another, is the same database with the same secret, keys and images; a running
 * server's folder is refused, a restore never writes over a database, and a file that is not a
 * backup leaves nothing behind.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import * as tar from 'tar';
import { afterEach, expect, it } from 'vitest';
import { backupDataDir, BackupError, restoreDataDir } from '../../src/server/db/dataDirBackup';
import { openPglite } from '../../src/server/db/pglite';
import { DatabaseLockedError } from '../../src/server/db/pgliteLock';
import { restaurants } from '../../src/server/db/schema';
import { onDatabase, pgliteCopy, type DatabaseCopy } from './support/databaseCopy';
import { DEMO_RESTAURANT_IDS } from './support/demo';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function scratch(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-backup-'));
  cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

function copy(): DatabaseCopy {
  const database = pgliteCopy();
  cleanups.push(() => database.cleanup());
  return database;
}

it('a backup restored into another DATA_DIR is the same database, with the same JWT secret, VAPID keys and images', async () => {
  const { settings } = copy();
  await onDatabase(settings, (db) =>
    db
      .update(restaurants)
      .set({ city: 'Backed-up City' })
      .where(eq(restaurants.id, DEMO_RESTAURANT_IDS.warungNusantara)),
  );
  fs.writeFileSync(path.join(settings.dataDir, 'jwt-secret'), 'the-local-secret');
  fs.writeFileSync(path.join(settings.dataDir, 'vapid-keys.json'), '{"publicKey":"p","privateKey":"k"}');
  fs.mkdirSync(path.join(settings.dataDir, 'media'));
  fs.writeFileSync(path.join(settings.dataDir, 'media', 'logo.webp'), 'image bytes');

  const file = path.join(scratch(), 'restoboard.tar.gz');
  const report = await backupDataDir(settings.dataDir, file);
  expect(report.entries).toEqual(['jwt-secret', 'media', 'pglite', 'vapid-keys.json']);
  expect(fs.existsSync(`${file}.partial`)).toBe(false);

  const restoredDir = path.join(scratch(), 'restored');
  await restoreDataDir(file, restoredDir);
  for (const kept of ['jwt-secret', 'vapid-keys.json', path.join('media', 'logo.webp')]) {
    expect(fs.readFileSync(path.join(restoredDir, kept), 'utf8')).toBe(
      fs.readFileSync(path.join(settings.dataDir, kept), 'utf8'),
    );
  }
  const [restaurant] = await onDatabase({ dataDir: restoredDir }, (db) =>
    db
      .select({ city: restaurants.city })
      .from(restaurants)
      .where(eq(restaurants.id, DEMO_RESTAURANT_IDS.warungNusantara)),
  );
  expect(restaurant.city).toBe('Backed-up City');
});

it('refuses the folder of a running server (its database is open), writing no file', async () => {
  const { settings } = copy();
  const running = await openPglite(settings.dataDir, async () => undefined);
  cleanups.unshift(() => running.close());
  const file = path.join(scratch(), 'restoboard.tar.gz');
  await expect(backupDataDir(settings.dataDir, file)).rejects.toBeInstanceOf(DatabaseLockedError);
  expect(fs.existsSync(file) || fs.existsSync(`${file}.partial`)).toBe(false);
});

it('never restores over a database, and a file that is not a backup leaves nothing behind', async () => {
  const { settings } = copy();
  const file = path.join(scratch(), 'restoboard.tar.gz');
  await backupDataDir(settings.dataDir, file);
  const before = fs.readdirSync(settings.dataDir).sort();
  await expect(restoreDataDir(file, settings.dataDir)).rejects.toThrow(/is not empty/);
  expect(fs.readdirSync(settings.dataDir).sort()).toEqual(before);

  const target = path.join(scratch(), 'target');
  const junk = path.join(scratch(), 'junk.tar.gz');
  fs.writeFileSync(junk, 'not a tar file');
  await expect(restoreDataDir(junk, target)).rejects.toBeInstanceOf(BackupError);
  // A real archive of something else: no pglite/ folder in it.
  const other = path.join(scratch(), 'other');
  fs.mkdirSync(other);
  fs.writeFileSync(path.join(other, 'notes.txt'), 'hello');
  const otherFile = path.join(scratch(), 'other.tar.gz');
  await tar.create({ gzip: true, file: otherFile, cwd: other }, ['notes.txt']);
  await expect(restoreDataDir(otherFile, target)).rejects.toThrow(/holds no embedded database/);
  expect([fs.existsSync(target), fs.existsSync(`${target}.restoring`)]).toEqual([false, false]);
});

it('on PostgreSQL (DATABASE_URL) says to use pg_dump and pg_restore, and backs nothing up', async () => {
  const run = promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/server/db/backupCli.ts', 'backup', path.join(scratch(), 'x.tar.gz')],
    {
      env: { ...process.env, DATABASE_URL: 'postgres://someone@db.invalid/restoboard' },
    },
  );
  await expect(run).rejects.toMatchObject({
    code: 1,
    stdout: expect.stringContaining('pg_dump --format=custom --file=FILE "$DATABASE_URL"'),
  });
});
