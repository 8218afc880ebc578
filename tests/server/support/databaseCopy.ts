/**
 * A test's own copy of the template database (tests/server/globalSetup.ts): a copied PGlite folder,
 * or a PostgreSQL database made from the template, with a data folder of its own beside it; as the
 * settings a server is started with, in process or as a process of its own.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { openPglite } from '../../../src/server/db/pglite';
import { openPostgres } from '../../../src/server/db/postgres';
import { databaseUrl, type PostgresTarget } from './provided';

export interface DatabaseCopy {
  settings: { dataDir: string; databaseUrl?: string };
  cleanup(): Promise<void>;
}

const dataFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-test-'));

export function pgliteCopy(): DatabaseCopy {
  const dataDir = dataFolder();
  fs.cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  return { settings: { dataDir }, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

export async function postgresCopy(target: PostgresTarget): Promise<DatabaseCopy> {
  const name = `${target.prefix}${randomBytes(4).toString('hex')}`;
  const admin = postgres(target.adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}" template "${target.template}"`);
  // A data folder all the same: what a server keeps beside its database (the local JWT secret, VAPID keys).
  const dataDir = dataFolder();
  return {
    settings: { dataDir, databaseUrl: databaseUrl(target.adminUrl, name) },
    cleanup: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** Runs `work` on the copy's database, opened for it alone (before a server process takes it). */
export async function onDatabase<T>(
  settings: DatabaseCopy['settings'],
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const database = settings.databaseUrl
    ? await openPostgres(settings.databaseUrl, async () => undefined)
    : await openPglite(settings.dataDir, async () => undefined);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
