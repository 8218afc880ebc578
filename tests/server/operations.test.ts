/**
 * Running it as a service (docs/operations.md): the probes, the graceful stop, request ids and the
 * log lines. Slow requests are made slow by the test itself: it holds the database (a transaction
 * that locks the tables the requests read) until it lets go, so nothing here depends on the
 * machine's speed; the test waits for the server to report the requests in flight, never a clock.
 */
import { sql } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { users } from '../../src/server/db/schema';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { WAIT_FOR } from '../support/waitBudget';
import type { Settings } from '../../src/server/config';
import { createLogger } from '../../src/server/log';
import { READINESS_REUSE_MS } from '../../src/server/readiness';
import type { RequestLine } from '../../src/server/log';
import { createMetrics } from '../../src/server/metrics/metrics';
import { requestIdOf } from '../../src/server/http/requestRecord';
import { startServer, type RunningServer, type ServerExtras } from '../../src/server/startServer';
import { pgliteCopy, postgresCopy, type DatabaseCopy } from './support/databaseCopy';
import { GUEST_MENU_RATE } from '../../src/server/graphql/resources/menuSupport/guestMenu';
import { DEMO_PASSWORD } from '../support/graphql';
import { DEMO_RESTAURANT_IDS, SUPERADMIN } from './support/demo';
import { client, TEST_SERVER_SETTINGS } from './support/testServer';
import { freePort } from '../support/app';

const pg = inject('postgres');
const DATABASES: { label: string; skipReason?: string; copy: () => Promise<DatabaseCopy> }[] = [
  { label: 'PGlite', copy: async () => pgliteCopy() },
  ...(process.env.TEST_DATABASES === 'pglite'
    ? []
    : [
        {
          label: 'PostgreSQL',
          skipReason: 'skipReason' in pg ? pg.skipReason : undefined,
          copy: () => ('target' in pg ? postgresCopy(pg.target) : Promise.reject(new Error('no PostgreSQL'))),
        },
      ]),
];

/** The log lines a server wrote, as parsed JSON. */
function logLines(): { destination: DestinationStream; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  };
}

const LIST = `query ($filter: OrderFilter) { allOrders(filter: $filter, perPage: 25) { id number total } _allOrdersMeta(filter: $filter) { count } }`;

/**
 * Holds the database until `release()`: a transaction that locks the tables the requests read
 * (orders, the migrations table readiness reads). On PGlite the transaction alone holds every
 * statement back (one connection); on PostgreSQL the locks hold back the statements on those tables.
 */
async function holdDatabase(server: RunningServer): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = server.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table orders, drizzle.__drizzle_migrations in access exclusive mode`);
    held();
    await released;
  });
  await holding;
  return {
    async release() {
      release();
      await done;
    },
  };
}

for (const database of DATABASES) {
  describe.skipIf(database.skipReason !== undefined)(
    `running it as a service on ${database.label}${database.skipReason ? ` (skipped: ${database.skipReason})` : ''}`,
    () => {
      const cleanups: (() => Promise<void>)[] = [];
      afterEach(async () => {
        for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
      });

      async function start(settings: Partial<Settings> = {}, extras: ServerExtras = {}): Promise<RunningServer> {
        const copy = await database.copy();
        cleanups.push(() => copy.cleanup());
        const server = await startServer({ ...TEST_SERVER_SETTINGS, ...copy.settings, ...settings }, extras);
        cleanups.push(() => server.close());
        return server;
      }

      describe('probes', () => {
        it('/healthz answers 200 and /readyz 200 with the database and its migrations checked, no token needed, never cached', async () => {
          const server = await start();
          const health = await fetch(`${server.url}/healthz`);
          expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
          expect(health.headers.get('cache-control')).toBe('no-store');
          for (let i = 0; i < 30; i++) {
            const ready = await fetch(`${server.url}/readyz`);
            expect([ready.status, await ready.json()]).toEqual([
              200,
              { status: 'ready', checks: { database: 'ok', migrations: 'ok' } },
            ]);
          }
          expect((await fetch(`${server.url}/readyz`, { method: 'POST' })).status).toBe(405);
        });

        it('/readyz answers 503 naming migrations that are behind, then the database once it is gone; /healthz stays 200', async () => {
          let clock = 0;
          const server = await start({}, { readinessClock: () => clock });
          await server.database.db.execute(
            sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
          );
          const behind = await fetch(`${server.url}/readyz`);
          expect([behind.status, await behind.json()]).toEqual([
            503,
            { status: 'unready', failed: ['migrations'], checks: { database: 'ok', migrations: 'behind' } },
          ]);

          await server.database.close();
          clock += READINESS_REUSE_MS; // the result of the check before is no longer reused
          const gone = await fetch(`${server.url}/readyz`);
          const text = await gone.text();
          expect([gone.status, JSON.parse(text)]).toEqual([
            503,
            { status: 'unready', failed: ['database'], checks: { database: 'error' } },
          ]);
          expect(text).not.toMatch(/postgres:|password|restoboard-test|ECONN|Error:|\bat /);
          expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        });

        it('100 concurrent /readyz share one check, whose result answers for READINESS_REUSE_MS', async () => {
          let clock = 0;
          const server = await start({}, { readinessClock: () => clock });
          const execute = vi.spyOn(server.database.db, 'execute');
          const probe = async () => {
            const response = await fetch(`${server.url}/readyz`);
            return [response.status, await response.json()] as const;
          };
          const ready = [200, { status: 'ready', checks: { database: 'ok', migrations: 'ok' } }];
          const answers = await Promise.all(Array.from({ length: 100 }, probe));
          expect(answers.filter((answer) => JSON.stringify(answer) !== JSON.stringify(ready))).toEqual([]);
          expect(execute).toHaveBeenCalledTimes(1);
          clock += READINESS_REUSE_MS - 1;
          expect(await probe()).toEqual(ready);
          expect(execute).toHaveBeenCalledTimes(1);
          clock += 1;
          expect(await probe()).toEqual(ready);
          expect(execute).toHaveBeenCalledTimes(2);
        });

        it('/readyz answers 503 naming Redis when REDIS_URL is set and nothing answers there', async () => {
          const server = await start({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
          const ready = await fetch(`${server.url}/readyz`);
          const text = await ready.text();
          expect([ready.status, JSON.parse(text)]).toEqual([
            503,
            { status: 'unready', failed: ['redis'], checks: { database: 'ok', migrations: 'ok', redis: 'error' } },
          ]);
          expect(text).not.toContain('127.0.0.1');
        });
      });

      describe('stopping', () => {
        it('40 order-history reads in flight when the stop begins are all answered 200; /readyz answers 503 from then on; no new connection is taken', async () => {
          // Held on purpose for as long as the test takes: no statement, probe or stop gives up meanwhile.
          const server = await start(
            { shutdownTimeout: '1h', statementTimeout: '1h' },
            { readinessTimeoutMs: 3_600_000 },
          );
          const token = await client(server).tokenFor(SUPERADMIN.id);
          const held = await holdDatabase(server);
          const read = async () => {
            const response = await fetch(`${server.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
              body: JSON.stringify({
                query: LIST,
                variables: { filter: { restaurantId: DEMO_RESTAURANT_IDS.warungNusantara } },
              }),
            });
            const body = (await response.json()) as { data?: { allOrders: unknown[] }; errors?: unknown };
            return { status: response.status, listed: body.data?.allOrders.length, errors: body.errors };
          };
          const reads = Array.from({ length: 40 }, () =>
            read().catch((error: unknown) => ({ status: 0, listed: undefined, errors: String(error) })),
          );
          const readiness = fetch(`${server.url}/readyz`).then(
            async (response) => [response.status, await response.json()] as const,
          );
          await vi.waitFor(() => expect(server.requestsInFlight()).toBe(41), WAIT_FOR);

          const stopped = server.close();
          await expect(fetch(`${server.url}/healthz`)).rejects.toThrow(); // the listener is closed
          await held.release();
          const answers = await Promise.all(reads);
          await stopped;

          expect(answers.filter((answer) => answer.status !== 200 || answer.errors !== undefined)).toEqual([]);
          expect(answers.every((answer) => answer.listed === 25)).toBe(true);
          expect(await readiness).toEqual([503, { status: 'stopping' }]);
          expect(server.requestsInFlight()).toBe(0);
        });

        it('a stop with nothing in flight does not wait for SHUTDOWN_TIMEOUT', async () => {
          const server = await start({ shutdownTimeout: '1h' });
          expect((await fetch(`${server.url}/healthz`)).status).toBe(200); // leaves an idle keep-alive connection
          await server.close(); // the test's own time limit would catch a wait for the hour
        });

        it('an export that cannot finish within SHUTDOWN_TIMEOUT ends as a broken connection, never as a file that looks whole, logged and counted as aborted', async () => {
          const { lines, destination } = logLines();
          const answered: RequestLine[] = [];
          const server = await start(
            { shutdownTimeout: '200ms', statementTimeout: '1h', logLevel: 'info', logFormat: 'json' },
            { logDestination: destination, onAnswered: (line) => answered.push(line) },
          );
          const token = await client(server).tokenFor(SUPERADMIN.id);
          const held = await holdDatabase(server);
          const now = Date.now();
          const filter = {
            restaurantId: DEMO_RESTAURANT_IDS.warungNusantara,
            createdFrom: new Date(now - 90 * 86_400_000).toISOString(),
            createdBefore: new Date(now).toISOString(),
          };
          const download = fetch(
            `${server.url}/exports/orders.csv?filter=${encodeURIComponent(JSON.stringify(filter))}`,
            { headers: { authorization: `JWT ${token}` } },
          ).then(async (response) => ({ status: response.status, text: await response.text() }));
          await vi.waitFor(() => expect(server.requestsInFlight()).toBe(1), WAIT_FOR);
          const stopped = server.close();
          await expect(download).rejects.toThrow();
          await held.release();
          await stopped;
          // The cut connection's line is written when Node reports the response closed: wait for it. It is
          // cut off (aborted: with no status sent, 0, or after the closing database failed it, 500) or,
          // when the database failed it first, a finished 500; which comes first is the two engines' and the
          // machine's, so either is right. Never a 200.
          const exportLines = () =>
            lines.filter((entry) => entry.msg === 'request' && entry.route === 'export orders.csv');
          await expect.poll(() => exportLines().length).toBe(1);
          const [exported] = exportLines();
          expect(
            exported.aborted === true || Number(exported.status) >= 500,
            `the export's line: ${JSON.stringify(exported)}`,
          ).toBe(true);
          if (!exported.aborted) expect(exported.status).toBe(500);
          expect(answered.filter((line) => line.route === 'export orders.csv')).toEqual([
            expect.objectContaining({ status: exported.status }),
          ]);
          const metrics = createMetrics();
          for (const line of answered) metrics.request(line);
          const { body } = await metrics.render();
          if (exported.aborted)
            expect(body).toMatch(
              /restoboard_http_requests_total\{route="export orders\.csv",method="GET",status="aborted"\} 1/,
            );
          expect(body).not.toMatch(/route="export orders\.csv",method="GET",status="200"/);
        });
      });

      describe('metrics', () => {
        /** The value of the metric `name` on the line carrying every one of `labels`, or undefined. */
        const valueOf = (text: string, name: string, labels: Record<string, string>): number | undefined => {
          const line = text
            .split('\n')
            .find(
              (candidate) =>
                candidate.startsWith(`${name}{`) &&
                Object.entries(labels).every(([label, value]) => candidate.includes(`${label}="${value}"`)),
            );
          return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
        };

        it('are served on a listener of their own (127.0.0.1, METRICS_PORT=0: a free port) with the requests, operations, errors, event loop and process; the public port has none', async () => {
          const server = await start({ metricsPort: 0 });
          expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
          const api = client(server);
          const token = await api.tokenFor(SUPERADMIN.id);
          expect(
            (await api.gql('{ allRestaurants(perPage: 1) { id } _allRestaurantsMeta { count } }', {}, { token }))
              .errors,
          ).toBeUndefined();
          expect((await api.gql('{ allOrders(perPage: 1) { id } }')).errors?.[0].extensions?.code).toBe(
            'UNAUTHENTICATED',
          );
          expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
          const publicMetrics = await fetch(`${server.url}/metrics`);
          expect(await publicMetrics.text()).not.toContain('restoboard_');

          const scraped = await vi.waitFor(async () => {
            const response = await fetch(server.metricsUrl as string);
            expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
            const text = await response.text();
            expect(
              valueOf(text, 'restoboard_http_requests_total', { route: 'healthz', method: 'GET', status: '200' }),
            ).toBe(1);
            return text;
          }, WAIT_FOR);
          expect(
            valueOf(scraped, 'restoboard_http_requests_total', { route: 'graphql', method: 'POST', status: '200' }),
          ).toBe(2);
          expect(valueOf(scraped, 'restoboard_http_request_duration_seconds_count', { route: 'graphql' })).toBe(2);
          expect(
            valueOf(scraped, 'restoboard_graphql_operation_duration_seconds_count', { field: 'allRestaurants' }),
          ).toBe(1);
          expect(
            valueOf(scraped, 'restoboard_graphql_operation_duration_seconds_count', { field: '_allRestaurantsMeta' }),
          ).toBe(1);
          expect(valueOf(scraped, 'restoboard_graphql_errors_total', { code: 'UNAUTHENTICATED' })).toBe(1);
          // The list read its page and its count: SELECT statements, timed.
          expect(
            valueOf(scraped, 'restoboard_db_statement_duration_seconds_count', { verb: 'SELECT' }),
          ).toBeGreaterThanOrEqual(2);
          // What the process holds now, read when scraped: nothing live, nothing waiting, no export running.
          for (const gauge of [
            'restoboard_live_sockets',
            'restoboard_live_subscriptions',
            'restoboard_push_waiting',
            'restoboard_exports_running',
            'restoboard_push_dropped_total',
          ]) {
            expect([gauge, Number(scraped.match(new RegExp(`^${gauge} (\\S+)$`, 'm'))?.[1])]).toEqual([gauge, 0]);
          }
          for (const family of [
            'restoboard_db_statements_running',
            'nodejs_eventloop_lag_seconds',
            'nodejs_eventloop_lag_p99_seconds',
            'process_cpu_user_seconds_total',
            'process_resident_memory_bytes',
            'nodejs_heap_size_used_bytes',
          ]) {
            expect(scraped).toContain(`# TYPE ${family} `);
          }
          // Labels only from fixed lists and the schema: no path, id or operation name.
          expect(scraped).not.toMatch(/route="\/|[0-9a-f]{8}-[0-9a-f]{4}-/);
        });

        it("count guests' menus by where their rows came from: a crowd shares one read", async () => {
          const server = await start({ metricsPort: 0 });
          const api = client(server);
          const guestMenu = 'query ($slug: String!) { guestMenu(slug: $slug) { name } }';
          const answers = await Promise.all(
            Array.from({ length: 5 }, () => api.gql(guestMenu, { slug: 'warung-nusantara' })),
          );
          expect(answers.map((answer) => answer.errors)).toEqual(Array(5).fill(undefined));
          const text = await (await fetch(server.metricsUrl as string)).text();
          const [own, shared] = [
            valueOf(text, 'restoboard_guest_menus_total', { source: 'database' }) ?? 0,
            valueOf(text, 'restoboard_guest_menus_total', { source: 'shared' }) ?? 0,
          ];
          // Each of the five is counted once; at least one read was shared (all five, unless a second passed between
          // them).
          expect([own + shared, own >= 1, shared >= 1]).toEqual([5, true, true]);
        });

        it('count sign-ins by outcome and refusals by the limit that refused', async () => {
          const server = await start({ metricsPort: 0 });
          const api = client(server);
          const login =
            'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { jwtToken } }';
          expect((await api.gql(login, { email: SUPERADMIN.email, password: DEMO_PASSWORD })).errors).toBeUndefined();
          expect(
            (await api.gql(login, { email: SUPERADMIN.email, password: 'not the password' })).errors?.[0].extensions
              ?.code,
          ).toBe('UNAUTHENTICATED');
          expect((await api.gql(login, { email: 'not an email', password: 'x' })).errors?.[0].extensions?.code).toBe(
            'BAD_USER_INPUT',
          );
          // One network past the guest menu's limit (a slug no restaurant could have: nothing is read).
          const from = { headers: { 'x-forwarded-for': '203.0.113.9' } };
          for (let i = 0; i < GUEST_MENU_RATE.menus; i += 1)
            await api.gql('{ guestMenu(slug: "-") { name } }', {}, from);
          expect((await api.gql('{ guestMenu(slug: "-") { name } }', {}, from)).errors?.[0].extensions?.code).toBe(
            'RATE_LIMITED',
          );

          const text = await (await fetch(server.metricsUrl as string)).text();
          const outcomes = ['signed_in', 'wrong_credentials', 'invalid', 'rate_limited'].map((outcome) =>
            valueOf(text, 'restoboard_sign_ins_total', { outcome }),
          );
          expect(outcomes).toEqual([1, 1, 1, undefined]);
          expect(valueOf(text, 'restoboard_limit_refusals_total', { rule: 'guestMenu' })).toBe(1);
        });

        it("METRICS_PORT=off (an in-process server's default) serves none", async () => {
          const server = await start({ metricsPort: 'off' });
          expect(server.metricsUrl).toBeUndefined();
        });
      });

      describe('request ids and log lines', () => {
        it('one JSON line per request with its id (the one the response carried), route, root fields, status, duration and user id, and nothing secret', async () => {
          const { lines, destination } = logLines();
          const server = await start({ logLevel: 'info', logFormat: 'json' }, { logDestination: destination });
          const token = await client(server).tokenFor(SUPERADMIN.id);
          const response = await fetch(`${server.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
            body: JSON.stringify({
              query: `query Sneaky { renamed: allRestaurants(perPage: 1) { id } ...Count } fragment Count on Query { _allRestaurantsMeta { count } }`,
            }),
          });
          expect(response.status).toBe(200);
          const requestId = response.headers.get('x-request-id');
          expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
          const line = await vi.waitFor(() => {
            const found = lines.find((entry) => entry.requestId === requestId);
            expect(found).toBeDefined();
            return found as Record<string, unknown>;
          }, WAIT_FOR);
          expect(line).toMatchObject({
            level: 30,
            msg: 'request',
            method: 'POST',
            route: 'graphql',
            fields: ['allRestaurants', '_allRestaurantsMeta'],
            status: 200,
            userId: SUPERADMIN.id,
          });
          expect(typeof line.durationMs).toBe('number');
          const text = JSON.stringify(lines);
          for (const secret of [token, SUPERADMIN.email, 'Sneaky', 'renamed', 'authorization'])
            expect(text).not.toContain(secret);
        });

        it('names a request by its route, never by the path it asked for; probes are logged at debug only', async () => {
          const { lines, destination } = logLines();
          const server = await start({ logLevel: 'info', logFormat: 'json' }, { logDestination: destination });
          const probe = await fetch(`${server.url}/readyz`);
          const probeId = probe.headers.get('x-request-id');
          await probe.arrayBuffer();
          const page = await fetch(`${server.url}/admin/some-secret-path?code=abc123`);
          const pageId = page.headers.get('x-request-id');
          await page.arrayBuffer();
          await vi.waitFor(() => expect(lines.some((entry) => entry.requestId === pageId)).toBe(true), WAIT_FOR);
          expect(lines.find((entry) => entry.requestId === pageId)).toMatchObject({ method: 'GET', route: 'app' });
          expect(JSON.stringify(lines)).not.toMatch(/some-secret-path|abc123/);
          // The probe was answered before the page was asked for: its line would be there by now, at info it is not.
          expect(lines.some((entry) => entry.requestId === probeId)).toBe(false);
        });

        it('a failed write to users is logged without the values it was given: no email, hash or params, in the error or its cause', async () => {
          const { lines, destination } = logLines();
          const server = await start({ logLevel: 'info', logFormat: 'json' }, { logDestination: destination });
          const email = 'leak.me@restoboard.test';
          const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2g';
          // No role (NOT NULL): the database refuses the row and quotes it back ("Failing row contains …").
          const failure: unknown = await server.database.db
            .insert(users)
            .values({ email, passwordHash: hash, role: null as unknown as string })
            .then(
              () => undefined,
              (error: unknown) => error,
            );
          expect(failure).toBeInstanceOf(Error);
          // Drizzle's message carries the params: what the log must not.
          expect((failure as Error).message).toContain(email);
          server.log.error('Saving a user failed', failure);
          // pino writes to the test's destination as it logs: the line is there now.
          const entry = lines.find((line) => line.msg === 'Saving a user failed') as {
            err: { message: string; cause?: { message: string } };
          };
          expect(entry.err.message).toMatch(/^Failed query: insert into "users"/);
          expect(entry.err.cause?.message).toMatch(/role/);
          const text = JSON.stringify(lines);
          for (const secret of [email, hash, 'params']) expect(text).not.toContain(secret);

          const written: string[] = [];
          createLogger('error', { destination: { write: (line: string) => void written.push(line) } }).error(
            'Saving a user failed',
            failure,
          );
          expect(written.join('')).toMatch(/Failed query: insert into "users"/);
          for (const secret of [email, hash, 'params']) expect(written.join('')).not.toContain(secret);
        });

        it("takes a trusted proxy's x-request-id when it is a short safe token, and makes its own otherwise", async () => {
          const server = await start(); // TEST_SERVER_SETTINGS trusts loopback as a proxy
          const idFor = async (given: string) =>
            (await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': given } })).headers.get('x-request-id');
          expect(await idFor('lb-7f3a.91:2')).toBe('lb-7f3a.91:2');
          for (const unsafe of ['a b', '<script>', 'x'.repeat(65), 'id\u00e9'])
            expect(await idFor(unsafe)).toMatch(/^[0-9a-f-]{36}$/);
        });
      });
    },
  );
}

describe('request ids and the readable log', () => {
  it("ignores an untrusted client's x-request-id", () => {
    const req = { headers: { 'x-request-id': 'client-chosen' } } as unknown as Parameters<typeof requestIdOf>[0];
    expect(requestIdOf(req, false)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(req, true)).toBe('client-chosen');
  });

  it('writes a readable line by default: the request in words, an error with its stack', () => {
    const written: string[] = [];
    const log = createLogger('debug', { destination: { write: (line: string) => void written.push(line) } });
    log.request(
      {
        requestId: 'r-1',
        method: 'POST',
        route: 'graphql',
        fields: ['allMenus', '_allMenusMeta'],
        status: 200,
        durationMs: 12.54,
        userId: 'u-1',
      },
      'info',
    );
    log.error('export of orders failed', new Error('boom'));
    log.debug('quiet', { table: 'menus' });
    expect(written[0]).toMatch(
      /^\[restoboard\] \d\d:\d\d:\d\d\.\d{3} INFO {2}POST graphql allMenus,_allMenusMeta 200 12\.5 ms user=u-1 id=r-1\n$/,
    );
    expect(written[1]).toMatch(/ERROR export of orders failed\nError: boom\n {4}at /);
    expect(written[2]).toMatch(/DEBUG quiet \{"table":"menus"\}\n$/);
  });

  it('writes nothing below its level', () => {
    const written: string[] = [];
    const log = createLogger('warn', {
      format: 'json',
      destination: { write: (line: string) => void written.push(line) },
    });
    log.info('not this');
    log.request({ requestId: 'r', method: 'GET', route: 'healthz', status: 200, durationMs: 1 }, 'debug');
    log.warn('this');
    expect(written.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['this']);
  });
});
