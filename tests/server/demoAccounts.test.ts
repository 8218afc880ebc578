/**
 * Demo accounts have a published password: seeded by default only into the embedded
 * database, into PostgreSQL only with DEMO_SEED=1, and outside APP_ENV=local a server refuses to
 * start while they exist. GraphiQL only in local.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REMOVE_DEMO_ACCOUNTS_COMMAND } from '../../src/server/db/demoAccounts';
import { DEMO_STAFF } from '../../src/server/db/demo/staff';
import { DEMO_USERS } from '../../src/server/db/demoData';
import { users } from '../../src/server/db/schema';
import { startServer, type RunningServer } from '../../src/server/startServer';
import { pgliteCopies, QUIET_SETTINGS as settings, startOnCopy } from './support/pgliteCopy';
import { postgresSkipReason, withPostgresDatabase } from './support/postgresDatabase';
import { TEST_JWT_SECRET } from './support/provided';

const copyOfTemplate = pgliteCopies('restoboard-demo-');

/**
 * Runs a command-line entry point of the server as `npm run …` would; its exit code and output. A
 * server that starts instead of refusing is stopped as soon as it says it is ready (its code is then
 * null). No clock decides: a cold start on a loaded machine takes what it takes (docs/testing.md, "Flake hunt").
 */
async function run(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATABASE_URL: '', DEMO_SEED: '', ...env },
  });
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes(' is ready at ')) child.kill('SIGKILL');
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

/**
 * Two cold processes (tsx compiling the server, PGlite opening its files) and a server: minutes on a machine three
 * times loaded.
 */
const COLD_PROCESSES_MS = 240_000;

async function userCount(server: RunningServer): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(users);
  return row.n;
}

/** What GET /graphql answers a browser: GraphiQL's page, or not. */
async function servesGraphiql(server: RunningServer): Promise<boolean> {
  const response = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
  return (response.headers.get('content-type') ?? '').includes('text/html') && /graphiql/i.test(await response.text());
}

describe('demo accounts outside APP_ENV=local', () => {
  it(
    'the server refuses to start while they exist, saying how to remove them; once removed it starts, without GraphiQL',
    async () => {
      const dataDir = copyOfTemplate();
      const env = { DATA_DIR: dataDir, PORT: '0', JWT_SECRET: TEST_JWT_SECRET, APP_ENV: 'staging' };
      const refused = await run('src/server/main.ts', [], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('demo accounts whose password is published');
      for (const { email } of DEMO_USERS) expect(refused.output).toContain(email);
      expect(refused.output).toContain(REMOVE_DEMO_ACCOUNTS_COMMAND);

      const removed = await run('src/server/db/seedCli.ts', ['--remove-demo-accounts'], env);
      expect(removed).toMatchObject({ code: 0, output: expect.stringContaining('Removed the demo accounts') });

      const server = await startServer({ ...settings, dataDir, appEnv: 'staging' });
      try {
        // The demo staff have no password: they stay, like the demo restaurants.
        expect(await userCount(server)).toBe(DEMO_STAFF.length);
        expect(await servesGraphiql(server)).toBe(false);
      } finally {
        await server.close();
      }
    },
    COLD_PROCESSES_MS,
  );

  it(
    'seeding demo data is refused outside local',
    async () => {
      const result = await run('src/server/db/seedCli.ts', [], {
        DATA_DIR: copyOfTemplate(),
        JWT_SECRET: TEST_JWT_SECRET,
        APP_ENV: 'development',
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain('only seeded with APP_ENV=local');
    },
    COLD_PROCESSES_MS,
  );

  it('in local, the demo accounts are fine and GraphiQL is served', async () => {
    const server = await startOnCopy(copyOfTemplate);
    try {
      expect(await userCount(server)).toBe(DEMO_USERS.length + DEMO_STAFF.length);
      expect(await servesGraphiql(server)).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(postgresSkipReason !== undefined)(
  `demo data on PostgreSQL${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`,
  () => {
    it('an empty PostgreSQL database gets no demo data by default, and gets it with DEMO_SEED=1', () =>
      withPostgresDatabase('empty', async (databaseUrl) => {
        const postgresSettings = { ...settings, dataDir: os.tmpdir(), databaseUrl };
        const unseeded = await startServer(postgresSettings);
        const before = await userCount(unseeded);
        await unseeded.close();
        expect(before).toBe(0);

        const seeded = await startServer({ ...postgresSettings, demoSeed: true });
        const after = await userCount(seeded);
        await seeded.close();
        expect(after).toBe(DEMO_USERS.length + DEMO_STAFF.length);
      }));
  },
);
