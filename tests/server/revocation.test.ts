/**
 * Two processes on one PostgreSQL end a session as one: a sign-out on one process, or a
 * demotion or deactivation written with SQL, is refused on the other, and closes the live sockets of
 * both. The database announces every write of the tables a viewer is made of (migration 0012), and
 * each process drops what its viewer cache held. How soon (the aim: 200 ms at p95) is printed
 * here, not asserted: a test waits for the thing itself (docs/testing.md), speed is a benchmark's.
 */
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { percentile } from '../bench/figures';
import { users } from '../../src/server/db/schema';
import { DEMO_RESTAURANT_IDS, MULTI_ADMIN, SUPERADMIN } from './support/demo';
import { pairTarget, startServerPair, type ServerPair } from './support/serverPair';
import type { TestServer } from './support/testServer';
import { POLL_INTERVAL_MS, WAIT_BUDGET_MS } from '../support/waitBudget';

const ME = '{ me { id } }';
const SIGN_OUTS = 20;
const WAIT = { timeout: WAIT_BUDGET_MS, interval: POLL_INTERVAL_MS };

const refused = async (server: TestServer, token: string) =>
  (await server.gql(ME, undefined, { token })).errors?.[0]?.extensions?.code === 'UNAUTHENTICATED';

/**
 * Milliseconds until `server` refuses `token` (asking every 5 ms, within the one wait budget): for the log, never
 * asserted.
 */
async function untilRefused(server: TestServer, token: string): Promise<number> {
  const started = performance.now();
  await expect
    .poll(() => refused(server, token), { timeout: WAIT_BUDGET_MS, interval: 5, message: 'the token is refused' })
    .toBe(true);
  return performance.now() - started;
}

describe.skipIf(!pairTarget())(
  `sessions end on every process at once${pairTarget() ? '' : ' (skipped: no PostgreSQL, two processes need one)'}`,
  () => {
    let pair: ServerPair;
    beforeAll(async () => {
      pair = await startServerPair();
    });
    afterAll(() => pair?.close());

    it(`a sign-out on one process is refused on the other (${SIGN_OUTS} sign-outs)`, async () => {
      const waits: number[] = [];
      for (let i = 0; i < SIGN_OUTS; i += 1) {
        const token = await pair.a.tokenFor(SUPERADMIN.id);
        expect(await refused(pair.b, token)).toBe(false); // kept in b's viewer cache
        expect((await pair.a.gql('mutation { logout }', undefined, { token })).errors).toBeUndefined();
        waits.push(await untilRefused(pair.b, token));
      }
      console.log(
        `sign-out on one process → refused on the other: p50 ${percentile(waits, 50).toFixed(1)} ms, p95 ${percentile(waits, 95).toFixed(1)} ms, slowest ${Math.max(...waits).toFixed(1)} ms`,
      );
    });

    it('a deactivation or a demotion written with SQL, outside the app, is refused on both processes', async () => {
      const sql = postgres(pair.a.server.config.databaseUrl as string, { max: 1, onnotice: () => undefined });
      try {
        for (const change of [
          sql`update users set active = false where id = ${SUPERADMIN.id}`,
          sql`update users set role = 'CASHIER' where id = ${SUPERADMIN.id}`,
        ]) {
          const token = await pair.a.tokenFor(SUPERADMIN.id);
          // Accepted by both first: the last round's restore was written around the app too, and reaches each
          // process's viewer cache by the database's notice (docs/testing.md, "Flake hunt").
          await expect
            .poll(async () => [await refused(pair.a, token), await refused(pair.b, token)], WAIT)
            .toEqual([false, false]);
          await change;
          const waits = await Promise.all([untilRefused(pair.a, token), untilRefused(pair.b, token)]);
          console.log(`a write outside the app → refused on both processes: ${Math.max(...waits).toFixed(1)} ms`);
          await pair.a.server.database.db
            .update(users)
            .set({ active: true, role: 'SUPERADMIN' })
            .where(eq(users.id, SUPERADMIN.id));
        }
      } finally {
        await sql.end({ timeout: 5 });
      }
    });

    it('a restaurant renamed through one process is named so at once by the other (its viewers re-read their restaurants)', async () => {
      const token = await pair.b.tokenFor(MULTI_ADMIN.id);
      const names = async () =>
        (
          (
            await pair.b.gql<{ me: { restaurants: { name: string }[] } }>(
              '{ me { restaurants { name } } }',
              undefined,
              { token },
            )
          ).data?.me.restaurants ?? []
        ).map((r) => r.name);
      const before = await names();
      const renamed = `Renamed ${Date.now()}`;
      const update = await pair.a.gql(
        'mutation ($id: ID!, $data: RestaurantInput!) { updateRestaurant(id: $id, data: $data) { id } }',
        { id: MULTI_ADMIN.restaurantIds[0], data: { name: renamed } },
        { token: await pair.a.tokenFor(SUPERADMIN.id) },
      );
      expect(update.errors).toBeUndefined();
      await expect.poll(names, WAIT).toContain(renamed);
      expect((await names()).length).toBe(before.length);
    });

    it('a sign-out on one process closes the live sockets of that session on both, at once (4401)', async () => {
      const token = await pair.a.tokenFor(SUPERADMIN.id);
      const closed: (number | undefined)[] = [undefined, undefined];
      const clients = [pair.a, pair.b].map((server, i) =>
        createClient({
          url: `${server.url.replace(/^http/, 'ws')}/graphql`,
          webSocketImpl: WebSocket,
          connectionParams: { authorization: `JWT ${token}` },
          retryAttempts: 0,
          lazy: false,
          on: { closed: (event) => (closed[i] = (event as { code: number }).code) },
          onNonLazyError: () => undefined,
        }),
      );
      try {
        for (const client of clients) {
          client.subscribe(
            {
              query: `subscription { orderEvents(restaurantId: "${DEMO_RESTAURANT_IDS.warungNusantara}") { orderId } }`,
            },
            { next: () => undefined, error: () => undefined, complete: () => undefined },
          );
        }
        // Both subscriptions in place, each on its process.
        await expect
          .poll(() => [pair.a.server.live.subscriptions(), pair.b.server.live.subscriptions()], WAIT)
          .toEqual([1, 1]);
        expect(closed).toEqual([undefined, undefined]);
        await pair.b.gql('mutation { logout }', undefined, { token });
        await expect.poll(() => closed, WAIT).toEqual([4401, 4401]);
      } finally {
        await Promise.all(clients.map((client) => client.dispose()));
      }
    });
  },
);
