/**
 * Two processes on one PostgreSQL count every limit once: sign-in (per email and address,
 * per address, the slow-down of an email), account-link requests, placeOrder, table scans, exports; with the limits
 * in PostgreSQL, and again in Redis.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS } from '../../src/server/auth/loginLimiter';
import { MAIL_LIMITS } from '../../src/server/accounts/mailLimits';
import { EXPORT_LIMITS } from '../../src/server/exports/csvExport';
import { PLACE_ORDER_LIMIT } from '../../src/server/orders/placeOrder';
import { TABLE_SCAN_LIMIT } from '../../src/server/scans/countTableScan';
import { SUPERADMIN } from './support/demo';
import { dineIn, insertManyOrders, insertOrderingRestaurant, insertRestaurant } from './support/orders';
import { redisWanted } from './support/redis';
import { pairTarget, startServerPair, type ServerPair } from './support/serverPair';
import type { GraphQLResponse, TestServer } from './support/testServer';

const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { jwtToken } }';
const RESET = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const PLACE = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }';
const SCAN =
  'mutation ($slug: String!, $table: Int!, $code: String!) { countTableScan(slug: $slug, table: $table, code: $code) }';

/** A client address of this test alone (the machine's Redis outlives a run). */
const freshAddress = () => `10.${[...randomBytes(3)].join('.')}`;
const code = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
const from = (server: TestServer, address: string) => (query: string, variables: Record<string, unknown>) =>
  server.gql(query, variables, { headers: { 'x-forwarded-for': address } });

const redis = await redisWanted();
const stores = [
  { label: 'PostgreSQL', skipReason: undefined, settings: {} },
  { label: 'Redis', skipReason: redis.skipReason, settings: { redisUrl: redis.url } },
];
const noPostgres = pairTarget() ? undefined : 'no PostgreSQL: two processes need one';

for (const store of stores) {
  const skipReason = noPostgres ?? store.skipReason;
  describe.skipIf(skipReason !== undefined)(
    `limits shared by two processes, in ${store.label}${skipReason ? ` (skipped: ${skipReason})` : ''}`,
    () => {
      let pair: ServerPair;
      beforeAll(async () => {
        pair = await startServerPair(store.settings);
      });
      afterAll(() => pair?.close());
      const both = () => [pair.a, pair.b];

      it(`one email from one address: ${DEFAULT_LOGIN_LIMITS.perEmailAndAddress} attempts in all, across both, then each refuses it`, async () => {
        const address = freshAddress();
        const email = `pair-${randomBytes(4).toString('hex')}@restoboard.test`;
        for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perEmailAndAddress; i += 1)
          expect(code(await from(both()[i % 2], address)(LOGIN, { email, password: 'Wrong#1' }))).toBe(
            'UNAUTHENTICATED',
          );
        for (const server of both())
          expect(code(await from(server, address)(LOGIN, { email, password: 'Wrong#1' }))).toBe('RATE_LIMITED');
      });

      it(`one address: ${DEFAULT_LOGIN_LIMITS.perAddress} failed attempts in all, across both, then each refuses it`, async () => {
        const address = freshAddress();
        for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAddress; i += 1) {
          expect(
            code(
              await from(both()[i % 2], address)(LOGIN, {
                email: `guess-${i}-${randomBytes(3).toString('hex')}@restoboard.test`,
                password: 'Wrong#1',
              }),
            ),
          ).toBe('UNAUTHENTICATED');
        }
        for (const server of both())
          expect(
            code(await from(server, address)(LOGIN, { email: 'one-more@restoboard.test', password: 'Wrong#1' })),
          ).toBe('RATE_LIMITED');
      });

      it('failures of one email from anywhere slow it down on both processes', async () => {
        const email = `slow-${randomBytes(4).toString('hex')}@restoboard.test`;
        for (let i = 0; i <= DEFAULT_LOGIN_LIMITS.freeFailuresPerEmail; i += 1)
          await from(pair.a, freshAddress())(LOGIN, { email, password: 'Wrong#1' });
        expect(await pair.b.server.loginLimiter.delayMs(email)).toBe(2 * DEFAULT_LOGIN_LIMITS.baseDelayMs);
      });

      it(`account-link requests from one address: ${MAIL_LIMITS.perAddress} in all, across both`, async () => {
        const address = freshAddress();
        for (let i = 0; i < MAIL_LIMITS.perAddress; i += 1)
          expect(
            code(
              await from(both()[i % 2], address)(RESET, {
                email: `reset-${i}-${randomBytes(3).toString('hex')}@restoboard.test`,
              }),
            ),
          ).toBeUndefined();
        for (const server of both())
          expect(code(await from(server, address)(RESET, { email: 'another@restoboard.test' }))).toBe('RATE_LIMITED');
        await Promise.all(both().map((server) => server.server.settled()));
      });

      it(`orders from one address: ${PLACE_ORDER_LIMIT.orders} in all, across both`, async () => {
        const noodles = await insertOrderingRestaurant(
          pair.a.server.database.db,
          `Pair Noodles ${randomBytes(3).toString('hex')}`,
        );
        const address = freshAddress();
        for (let i = 0; i < PLACE_ORDER_LIMIT.orders; i += 1)
          expect(code(await from(both()[i % 2], address)(PLACE, { data: dineIn(noodles) }))).toBeUndefined();
        for (const server of both())
          expect(code(await from(server, address)(PLACE, { data: dineIn(noodles) }))).toBe('RATE_LIMITED');
      });

      it(`table scans from one address: ${TABLE_SCAN_LIMIT.scans} in all, across both`, async () => {
        const { slug, codes } = await insertOrderingRestaurant(
          pair.a.server.database.db,
          `Pair Scans ${randomBytes(3).toString('hex')}`,
        );
        const address = freshAddress();
        const scan = { slug, table: 1, code: codes[1] };
        for (let i = 0; i < TABLE_SCAN_LIMIT.scans; i += 50) {
          const answers = await Promise.all(
            Array.from({ length: 50 }, (_, j) => from(both()[(i + j) % 2], address)(SCAN, scan)),
          );
          expect(answers.map(code).filter(Boolean)).toEqual([]);
        }
        for (const server of both()) expect(code(await from(server, address)(SCAN, scan))).toBe('RATE_LIMITED');
      });

      it(`one user runs ${EXPORT_LIMITS.perUser} exports at once across both processes: the next, on either, is 429`, async () => {
        const db = pair.a.server.database.db;
        const busy = await insertRestaurant(db, `Pair Busy Kitchen ${randomBytes(3).toString('hex')}`);
        await insertManyOrders(db, busy, 60_000);
        const filter = encodeURIComponent(
          JSON.stringify({
            restaurantId: busy,
            createdFrom: new Date(Date.now() - 30 * 86_400_000).toISOString(),
            createdBefore: new Date(Date.now() + 86_400_000).toISOString(),
          }),
        );
        const token = await pair.a.tokenFor(SUPERADMIN.id);
        const hold = (server: TestServer) =>
          new Promise<http.ClientRequest>((resolve) => {
            const request = http.get(
              `${server.url}/exports/orders.csv?filter=${filter}`,
              { headers: { authorization: `JWT ${token}` } },
              (response) => {
                response.pause(); // never read: the export waits for its reader
                resolve(request);
              },
            );
          });
        const held = [
          await hold(pair.a),
          ...(await Promise.all(Array.from({ length: EXPORT_LIMITS.perUser - 1 }, () => hold(pair.b)))),
        ];
        try {
          for (const server of both())
            expect(
              (
                await fetch(`${server.url}/exports/orders.csv?filter=${filter}`, {
                  headers: { authorization: `JWT ${token}` },
                })
              ).status,
            ).toBe(429);
        } finally {
          for (const request of held) request.destroy();
        }
      });
    },
  );
}
