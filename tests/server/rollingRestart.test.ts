/**
 * A rolling restart for real: nginx with the shipped deploy/nginx.conf in front of two server
 * processes on one PostgreSQL, 50 clients reading and saving through it, and each process restarted in
 * turn as docs/operations.md says (out of nginx's upstreams by a reload, SIGTERM, started again, back in):
 * no request fails, every save answered is in the database, and a browser subscribed to live orders gets
 * them again once its process went away. How long they paused is printed, not asserted: it is the time a
 * process takes to stop and start, which a loaded machine stretches (9.5 s, docs/testing.md, beside
 * other suites; 970 ms quiet).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signToken } from '../../src/server/auth/jwt';
import { menus, users } from '../../src/server/db/schema';
import { freePort } from '../support/app';
import { WAIT_FOR } from '../support/waitBudget';
import { onDatabase, postgresCopy, type DatabaseCopy } from './support/databaseCopy';
import { SUPERADMIN } from './support/demo';
import { dineIn, insertOrderingRestaurant, type OrderingRestaurant } from './support/orders';
import { postgresSkipReason } from './support/postgresDatabase';
import { pairTarget } from './support/serverPair';
import { TEST_JWT_SECRET } from './support/provided';
import { startServerProcess, type ServerProcess } from './support/serverProcess';

const CLIENTS = 50;
/** How fetch fails when the idle connection it reused was closed under it, before any answer. */
const UNANSWERED_ON_A_CLOSED_CONNECTION = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);
const run = promisify(execFile);

interface Upstream {
  port: number;
  dataDir: string;
  process?: ServerProcess;
  down: boolean;
}

/** deploy/nginx.conf with the test's ports and a folder of its own for nginx's files. */
function nginxConfig(folder: string, listen: number, upstreams: readonly Upstream[]): string {
  const shipped = fs.readFileSync('deploy/nginx.conf', 'utf8');
  const servers = upstreams
    .map(
      (upstream) => `    server 127.0.0.1:${upstream.port} max_fails=1 fail_timeout=5s${upstream.down ? ' down' : ''};`,
    )
    .join('\n');
  const config = shipped
    .replace(/ {4}server app1:4000[^\n]*\n {4}server app2:4000[^\n]*/, servers)
    .replace('listen 80;', `listen 127.0.0.1:${listen};`)
    .replace(
      'http {',
      [
        'http {',
        'access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${folder}/${kind};`),
      ].join('\n  '),
    );
  if (config === shipped || !config.includes(`127.0.0.1:${upstreams[1].port}`))
    throw new Error('deploy/nginx.conf no longer has the upstream lines this test replaces');
  return `pid ${folder}/nginx.pid;\nerror_log ${folder}/error.log;\n${config}`;
}

/** The pids of nginx's workers (the master's children). */
async function workers(masterPid: number): Promise<number[]> {
  const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(masterPid)]).catch(() => ({ stdout: '' }));
  return stdout
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
}

describe.skipIf(postgresSkipReason !== undefined)(
  `a rolling restart behind nginx${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`,
  () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-nginx-'));
    const configFile = path.join(folder, 'nginx.conf');
    let copy: DatabaseCopy;
    let nginx: ChildProcess;
    let url: string;
    let upstreams: Upstream[];
    let token: string;
    let ordering: OrderingRestaurant;
    let savedMenus: string[];

    const startUpstream = async (upstream: Upstream) => {
      upstream.process = await startServerProcess(
        { ...copy.settings, dataDir: upstream.dataDir },
        { PORT: String(upstream.port), LOG_LEVEL: 'error', SHUTDOWN_TIMEOUT: '20s' },
      );
    };

    /** Writes the configuration and reloads nginx; resolves once every worker runs it (the old ones have ended). */
    const reload = async () => {
      fs.writeFileSync(configFile, nginxConfig(folder, Number(new URL(url).port), upstreams));
      const before = await workers(nginx.pid as number);
      await run('nginx', ['-p', folder, '-c', configFile, '-s', 'reload']);
      await expect
        .poll(async () => (await workers(nginx.pid as number)).some((pid) => before.includes(pid)), WAIT_FOR)
        .toBe(false);
    };

    beforeAll(async () => {
      const target = pairTarget();
      if (!target) throw new Error('PostgreSQL is required');
      await run('nginx', ['-v']).catch(() => {
        throw new Error(
          'This test runs nginx in front of the servers: install it (Debian: apt-get install nginx-light; .ci/run does).',
        );
      });
      copy = await postgresCopy(target);
      ({ token, ordering, savedMenus } = await onDatabase(copy.settings, async (db) => {
        const [{ sessionVersion }] = await db
          .select({ sessionVersion: users.sessionVersion })
          .from(users)
          .where(eq(users.id, SUPERADMIN.id));
        const rows = await db.select({ id: menus.id }).from(menus).limit(CLIENTS);
        return {
          token: await signToken(new TextEncoder().encode(TEST_JWT_SECRET), SUPERADMIN.id, sessionVersion, 3600),
          ordering: await insertOrderingRestaurant(db, 'Rolling Noodles'),
          savedMenus: rows.map((row) => row.id),
        };
      }));
      upstreams = await Promise.all(
        [0, 1].map(async () => ({
          port: await freePort(),
          dataDir: fs.mkdtempSync(path.join(folder, 'data-')),
          down: false,
        })),
      );
      await Promise.all(upstreams.map(startUpstream));
      url = `http://127.0.0.1:${await freePort()}`;
      fs.writeFileSync(configFile, nginxConfig(folder, Number(new URL(url).port), upstreams));
      nginx = spawn('nginx', ['-p', folder, '-c', configFile, '-g', 'daemon off; worker_processes 1;'], {
        stdio: 'inherit',
      });
      await vi.waitFor(async () => {
        if ((await fetch(`${url}/healthz`)).status !== 200) throw new Error('nginx does not pass /healthz on yet');
      }, WAIT_FOR);
    }, 180_000);

    afterAll(async () => {
      nginx?.kill('SIGQUIT');
      await Promise.all(upstreams?.map((upstream) => upstream.process?.stop()) ?? []);
      await copy?.cleanup();
      fs.rmSync(folder, { recursive: true, force: true });
    });

    it(`restarts each process in turn while ${CLIENTS} clients read and save: no request fails, no save is lost, live orders resume`, async () => {
      let resent = 0;
      const post = (body: string, headers: Record<string, string>) =>
        fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, ...headers },
          body,
        });
      const graphql = async (
        query: string,
        variables: Record<string, unknown>,
        headers: Record<string, string> = {},
      ) => {
        const body = JSON.stringify({ query, variables });
        // An nginx worker that a reload retires closes its idle keep-alive connections: a request sent on one
        // at that moment gets no answer at all, the connection closed (UND_ERR_SOCKET) or, when the request's
        // bytes were already in the closing socket, reset (ECONNRESET; CI run 19). Browsers send such a request
        // again on a new connection (nothing of it reached the app), and so do these clients; an answer the
        // app gave is never resent.
        const response = await post(body, headers).catch(async (error: unknown) => {
          if (!UNANSWERED_ON_A_CLOSED_CONNECTION.has((error as { cause?: { code?: string } }).cause?.code ?? ''))
            throw error;
          resent += 1;
          return post(body, headers);
        });
        const answer = (await response.json().catch(() => ({}))) as { data?: unknown; errors?: unknown[] };
        return response.status === 200 && answer.data && !answer.errors ? answer.data : undefined;
      };
      const failures: string[] = [];
      const acknowledged = new Map<string, string>();
      let running = true;

      // The subscribed browser, which reconnects as a browser's graphql-ws client does.
      const received: number[] = [];
      const live = createClient({
        url: `${url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `JWT ${token}` },
        retryAttempts: 20,
        retryWait: () => new Promise((resolve) => setTimeout(resolve, 200)),
      });
      const unsubscribe = live.subscribe(
        {
          query: 'subscription ($restaurantId: ID!) { orderEvents(restaurantId: $restaurantId) { kind } }',
          variables: { restaurantId: ordering.restaurantId },
        },
        {
          next: () => received.push(performance.now()),
          error: (error) => failures.push(`subscription: ${String(error)}`),
          complete: () => undefined,
        },
      );

      const clients = savedMenus.map(async (menuId, client) => {
        for (let n = 0; running; n += 1) {
          const description = `save ${n} of client ${client}`;
          if (n % 4 === 3) {
            if (
              await graphql('mutation ($id: ID!, $data: MenuInput!) { updateMenu(id: $id, data: $data) { id } }', {
                id: menuId,
                data: { description },
              })
            )
              acknowledged.set(menuId, description);
            else failures.push(`save ${n} of client ${client}`);
          } else if (!(await graphql('{ allRestaurants(perPage: 5) { id } }', {})))
            failures.push(`read ${n} of client ${client}`);
        }
      });
      // A guest orders every 300 ms, so that the live history has something to show.
      const orders = (async () => {
        for (let n = 0; running; n += 1) {
          const placed = await graphql(
            'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }',
            { data: dineIn(ordering) },
            { 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` },
          );
          if (!placed) failures.push(`order ${n}`);
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      })();

      await expect.poll(() => received.length, WAIT_FOR).toBeGreaterThan(0);
      const restartFrom = performance.now();
      for (const upstream of upstreams) {
        upstream.down = true;
        await reload();
        await upstream.process?.stop();
        await startUpstream(upstream);
        upstream.down = false;
        await reload();
      }
      // Live orders arrive again after each process (and each old nginx worker) went away: the longest wait between
      // two.
      const restartedAt = performance.now();
      await expect.poll(() => received.some((at) => at > restartedAt), WAIT_FOR).toBe(true);
      const during = [restartFrom, ...received.filter((at) => at > restartFrom)];
      const longestGapMs = Math.round(Math.max(...during.slice(1).map((at, i) => at - during[i])));
      running = false;
      await Promise.all([...clients, orders]);
      unsubscribe();
      await live.dispose();

      console.log(
        `Rolling restart: the longest wait between two live orders was ${longestGapMs} ms (one placed every 300 ms); ${acknowledged.size} clients' last saves checked; ${resent} requests sent again after a retired nginx worker closed their connection unanswered.`,
      );
      expect(failures).toEqual([]);
      const stored = await onDatabase(copy.settings, (db) =>
        db
          .select({ id: menus.id, description: menus.description })
          .from(menus)
          .where(inArray(menus.id, [...acknowledged.keys()])),
      );
      expect(new Map(stored.map((row) => [row.id, row.description]))).toEqual(acknowledged);
    }, 300_000);
  },
);
