/**
 * A real server per test file, on a copy of the template database: PGlite (a copied folder) and
 * PostgreSQL (a database made from the template), with a small GraphQL client.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { signToken } from '../../../src/server/auth/jwt';
import type { Database } from '../../../src/server/db/database';
import { users } from '../../../src/server/db/schema';
import type { Settings } from '../../../src/server/config';
import { startServer, type RunningServer, type ServerExtras } from '../../../src/server/startServer';
import { pgliteCopy, postgresCopy } from './databaseCopy';
import { TEST_JWT_SECRET, type PostgresTarget } from './provided';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

export interface RequestOptions {
  token?: string;
  locale?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  server: RunningServer;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphQLResponse<T>>;
  /** A token for any user id, signed as the server signs them, of the user's current session version. */
  tokenFor(userId: string, ttlSeconds?: number): Promise<string>;
}

/**
 * What every test server starts with. The test client is a trusted proxy: a test chooses its client address with
 * X-Forwarded-For.
 */
export const TEST_SERVER_SETTINGS = {
  port: 0,
  jwtSecret: TEST_JWT_SECRET,
  logLevel: (process.env.TEST_LOG_LEVEL ?? 'silent') as 'silent',
  distDir: path.join(os.tmpdir(), 'restoboard-no-dist'),
  trustProxy: ['loopback'],
} as const;

/**
 * What a suite adds to its server: extra resources, a clock, settings of its own, tables made before the server starts
 * serving them.
 */
export interface SuiteOptions extends ServerExtras {
  setup?: (db: Database) => Promise<void>;
  settings?: Partial<Settings>;
}

type Started = { server: RunningServer; cleanup: () => Promise<void> };

/** Runs the suite's setup on the database copy first, through a server without the extra resources. */
async function start(settings: Parameters<typeof startServer>[0], options: SuiteOptions): Promise<RunningServer> {
  if (options.setup) {
    const bare = await startServer(settings);
    try {
      await options.setup(bare.database.db);
    } finally {
      await bare.close();
    }
  }
  return startServer(settings, options);
}

async function startOnPglite(options: SuiteOptions): Promise<Started> {
  const copy = pgliteCopy();
  const server = await start({ ...TEST_SERVER_SETTINGS, ...copy.settings, ...options.settings }, options);
  return { server, cleanup: copy.cleanup };
}

/**
 * Another server process beside `server`: on PostgreSQL on the same database; on PGlite (one
 * process holds a folder) on a copy of the seeded folder of its own.
 */
export async function startAnotherServer(server: RunningServer): Promise<Started> {
  const { databaseUrl } = server.config;
  if (!databaseUrl) return startOnPglite({});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-test-'));
  return {
    server: await startServer({ ...TEST_SERVER_SETTINGS, dataDir, databaseUrl }),
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function startOnPostgres(target: PostgresTarget, options: SuiteOptions): Promise<Started> {
  const copy = await postgresCopy(target);
  const server = await start({ ...TEST_SERVER_SETTINGS, ...copy.settings, ...options.settings }, options);
  return { server, cleanup: copy.cleanup };
}

export function client(server: RunningServer): TestServer {
  return {
    url: server.url,
    server,
    async gql<T>(
      query: string,
      variables?: Record<string, unknown>,
      options: RequestOptions = {},
    ): Promise<GraphQLResponse<T>> {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
      if (options.token !== undefined) headers.authorization = `JWT ${options.token}`;
      if (options.locale) headers['accept-language'] = options.locale;
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, ...((await response.json()) as Omit<GraphQLResponse<T>, 'status'>) };
    },
    async tokenFor(userId, ttlSeconds = 3600) {
      const [user] = await server.database.db
        .select({ sessionVersion: users.sessionVersion })
        .from(users)
        .where(eq(users.id, userId));
      return signToken(server.config.jwtSecret, userId, user?.sessionVersion ?? 0, ttlSeconds);
    },
  };
}

/**
 * `TEST_DATABASES=pglite`: the suites run on PGlite alone. CI's second pass on the machine's own Node
 * uses it: what differs between Node versions is the server's code, which the PGlite runs cover; the
 * PostgreSQL runs are the first pass's.
 */
const pgliteOnly = process.env.TEST_DATABASES === 'pglite';

/**
 * Runs the suite against a server on PGlite, and again on PostgreSQL; the PostgreSQL run is
 * skipped, with the reason in its name, only when no PostgreSQL answers.
 */
export function describeOnEachDatabase(
  title: string,
  suite: (server: () => TestServer) => void,
  options: SuiteOptions = {},
): void {
  const pg = inject('postgres');
  const postgresTarget =
    'target' in pg
      ? { label: 'PostgreSQL', skipReason: undefined, start: () => startOnPostgres(pg.target, options) }
      : { label: 'PostgreSQL', skipReason: pg.skipReason, start: () => startOnPglite(options) };
  const targets = [
    { label: 'PGlite', skipReason: undefined, start: () => startOnPglite(options) },
    ...(pgliteOnly ? [] : [postgresTarget]),
  ];
  for (const target of targets) {
    const name = target.skipReason
      ? `${title} on ${target.label} (skipped: ${target.skipReason})`
      : `${title} on ${target.label}`;
    describe.skipIf(target.skipReason !== undefined)(name, () => {
      let running: Started | undefined;
      let testServer: TestServer | undefined;
      beforeAll(async () => {
        running = await target.start();
        testServer = client(running.server);
      });
      afterAll(async () => {
        await running?.server.close();
        await running?.cleanup();
      });
      suite(() => testServer as TestServer);
    });
  }
}
