/**
 * Builds the databases the server tests copy (docs/architecture.md §7): one migrated and seeded PGlite folder,
 * and, when PostgreSQL answers (TEST_DATABASE_URL, or 127.0.0.1:5432 database `test`), one
 * template database. A fresh PGlite costs seconds; a copy costs a fraction of one. With
 * TEST_DATABASE_URL set or under CI (CI=true) a PostgreSQL that cannot be used fails the run;
 * otherwise its suites are skipped, saying why.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import { seedDemoData } from '../../src/server/db/seed';
import { databaseUrl, postgresWanted, redactedUrl, type PostgresTarget } from './support/provided';

async function pgliteTemplate(root: string): Promise<string> {
  const dir = path.join(root, 'pglite-template');
  const database = await openPglite(dir, async (db) => {
    await seedDemoData(db);
  });
  await database.close();
  return dir;
}

async function postgresTemplate(adminUrl: string, prefix: string): Promise<PostgresTarget> {
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 3, onnotice: () => undefined });
  try {
    await admin`select 1`;
    const template = `${prefix}template`;
    await admin.unsafe(`create database "${template}"`);
    const database = await openPostgres(databaseUrl(adminUrl, template), async (db) => {
      await seedDemoData(db);
    });
    await database.close();
    return { adminUrl, template, prefix };
  } finally {
    await admin.end({ timeout: 5 });
  }
}

async function dropDatabases(target: PostgresTarget): Promise<void> {
  const admin = postgres(target.adminUrl, { max: 1, onnotice: () => undefined });
  try {
    const rows = await admin<
      { datname: string }[]
    >`select datname from pg_database where datname like ${`${target.prefix}%`}`;
    for (const { datname } of rows) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-server-tests-'));
  project.provide('pgliteTemplateDir', await pgliteTemplate(root));

  const wanted = postgresWanted();
  const prefix = `restoboard_test_${randomBytes(4).toString('hex')}_`;
  let target: PostgresTarget | undefined;
  try {
    target = await postgresTemplate(wanted.url, prefix);
    project.provide('postgres', { target });
  } catch (error) {
    const why = (error as Error).message;
    // Asked for (TEST_DATABASE_URL, or CI): the PostgreSQL suite must run, so the whole run fails here.
    if (wanted.requiredBecause) {
      fs.rmSync(root, { recursive: true, force: true });
      throw new Error(
        `${wanted.requiredBecause}, so the server tests must run on PostgreSQL, but ${redactedUrl(wanted.url)} cannot be used: ${why}`,
        { cause: error },
      );
    }
    project.provide('postgres', {
      skipReason: `no PostgreSQL at ${redactedUrl(wanted.url)} (${why}); set TEST_DATABASE_URL`,
    });
  }

  return async () => {
    if (target) await dropDatabases(target);
    fs.rmSync(root, { recursive: true, force: true });
  };
}
