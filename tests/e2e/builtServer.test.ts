/**
 * The built server: what `npm run build` wrote (dist/ and dist-server/) and the production
 * dependencies alone — `npm ci --omit=dev` in a scratch folder holding package.json and its lockfile —
 * run on plain Node, without TypeScript, tsx or any tool: it starts on a fresh data folder with the
 * demo, is ready, serves the app and signs the demo super admin in.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app';
import { DEMO_PASSWORD, graphql } from '../support/graphql';

const scratch = mkdtempSync(join(tmpdir(), 'restoboard-built-'));
let app: RunningApp | undefined;

beforeAll(async () => {
  for (const entry of ['package.json', 'package-lock.json', 'dist', 'dist-server'])
    cpSync(entry, join(scratch, entry), { recursive: true });
  // Native packages (sharp, argon2) come prebuilt for the platform; no install script is needed.
  await promisify(execFile)(
    'npm',
    ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: scratch, timeout: 170_000 },
  );
  app = await startApp({ cwd: scratch, args: ['dist-server/main.mjs'], dataDir: join(scratch, 'data') });
});

afterAll(async () => {
  await app?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

it('runs with the production dependencies alone: no TypeScript, tsx, Vite or React installed', () => {
  for (const tool of ['typescript', 'tsx', 'vite', 'vitest', 'react', 'react-admin', '@mui/material'])
    expect([tool, existsSync(join(scratch, 'node_modules', tool))]).toEqual([tool, false]);
  for (const needed of ['graphql-yoga', 'drizzle-orm', '@electric-sql/pglite', 'sharp'])
    expect([needed, existsSync(join(scratch, 'node_modules', needed))]).toEqual([needed, true]);
});

it('is ready, serves the built app and signs the demo super admin in', async () => {
  const url = app?.url as string;
  expect((await fetch(`${url}/readyz`)).status).toBe(200);
  const page = await fetch(`${url}/login`);
  expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('<div id="root">')]);
  const { login } = await graphql<{ login: { profile: { role: string } } }>(
    url,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { profile { role } } }',
    { email: 'superadmin@restoboard.test', password: DEMO_PASSWORD },
  );
  expect(login.profile.role).toBe('SUPERADMIN');
});

it("has the backup command too, which refuses the running server's folder", async () => {
  const backup = promisify(execFile)(
    process.execPath,
    ['dist-server/db-backup.mjs', 'backup', join(scratch, 'backup.tar.gz')],
    { cwd: scratch, env: { ...process.env, DATA_DIR: join(scratch, 'data') } },
  );
  await expect(backup).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining('is in use by another Restoboard process'),
  });
  expect(existsSync(join(scratch, 'backup.tar.gz'))).toBe(false);
});
