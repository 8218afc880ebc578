/**
 * No way in stalls the server: each hostile pattern of hostileTraffic.ts runs against a
 * server process of its own, on PGlite and on PostgreSQL, while a cheap request (`{ __typename }`) is
 * timed every 100 ms from another thread; none may wait a second. The slowest wait of each pattern is
 * printed at the end, for the record.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signToken } from '../../src/server/auth/jwt';
import { pushSubscriptions, users } from '../../src/server/db/schema';
import { pgliteCopy, postgresCopy, onDatabase, type DatabaseCopy } from '../server/support/databaseCopy';
import { ADMIN, DEMO_RESTAURANT_IDS, SUPERADMIN } from '../server/support/demo';
import { browserKeys } from '../server/support/fakePushService';
import { insertOrderingRestaurant } from '../server/support/orders';
import { TEST_JWT_SECRET } from '../server/support/provided';
import { startServerProcess, type ServerProcess } from '../server/support/serverProcess';
import { slowestCheapRequest } from '../server/support/stallProbe';
import { GUEST_STREAMS } from './guestStreamTraffic';
import { HOSTILE, type Target } from './hostileTraffic';

const MAX_WAIT_MS = 1000;
const SUBSCRIBED_BROWSERS = 1000;
/** A push service host no lookup finds: the pushes are made and sent, then fail at once. */
const PUSH_HOST = 'push.invalid';
const VAPID = webpush.generateVAPIDKeys();

const figures: string[] = [];
afterAll(() => console.log(`Slowest cheap request per pattern (limit ${MAX_WAIT_MS} ms):\n${figures.join('\n')}`));

/**
 * The demo restaurant the exports read, a restaurant that takes orders, browsers subscribed to its orders, and the demo
 * accounts' tokens.
 */
async function prepare(copy: DatabaseCopy, url: string): Promise<Target> {
  return onDatabase(copy.settings, async (db) => {
    const ordering = await insertOrderingRestaurant(db, 'Stall Test Noodles');
    const version = async (id: string) =>
      (await db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, id)))[0].v;
    const sessionVersion = await version(SUPERADMIN.id);
    const keys = browserKeys();
    await db.insert(pushSubscriptions).values(
      Array.from({ length: SUBSCRIBED_BROWSERS }, (_, i) => ({
        userId: SUPERADMIN.id,
        endpoint: `https://${PUSH_HOST}/browser-${i}`,
        p256dh: keys.p256dh,
        auth: keys.authText,
        sessionVersion,
      })),
    );
    const secret = new TextEncoder().encode(TEST_JWT_SECRET);
    return {
      url,
      superadmin: await signToken(secret, SUPERADMIN.id, sessionVersion, 3600),
      admin: await signToken(secret, ADMIN.id, await version(ADMIN.id), 3600),
      restaurantId: DEMO_RESTAURANT_IDS.warungNusantara,
      ordering,
    };
  });
}

const postgres = inject('postgres');
const databases = [
  { label: 'PGlite', skipReason: undefined, copy: async () => pgliteCopy() },
  'target' in postgres
    ? { label: 'PostgreSQL', skipReason: undefined, copy: () => postgresCopy(postgres.target) }
    : { label: 'PostgreSQL', skipReason: postgres.skipReason, copy: async () => pgliteCopy() },
];

for (const database of databases) {
  const title = database.skipReason
    ? `stalls on ${database.label} (skipped: ${database.skipReason})`
    : `stalls on ${database.label}`;
  describe.skipIf(database.skipReason !== undefined)(title, () => {
    let copy: DatabaseCopy | undefined;
    let server: ServerProcess | undefined;
    let target: Target;

    beforeAll(async () => {
      copy = await database.copy();
      target = await prepare(copy, '');
      server = await startServerProcess(copy.settings, {
        VAPID_PUBLIC_KEY: VAPID.publicKey,
        VAPID_PRIVATE_KEY: VAPID.privateKey,
        PUSH_SERVICE_HOSTS: PUSH_HOST,
      });
      target.url = server.url;
    });
    afterAll(async () => {
      await server?.stop();
      await copy?.cleanup();
    });

    for (const pattern of [...HOSTILE, GUEST_STREAMS]) {
      it(`${pattern.name}: no cheap request waits ${MAX_WAIT_MS} ms`, async () => {
        const { slowestMs, requests } = await slowestCheapRequest(target.url, () => pattern.send(target));
        figures.push(
          `  ${database.label.padEnd(10)} ${String(Math.round(slowestMs)).padStart(5)} ms  (${requests} requests)  ${pattern.name}`,
        );
        expect(slowestMs).toBeLessThan(MAX_WAIT_MS);
      });
    }
  });
}
