/**
 * Web Push of new orders: a stand-in push service receives what web-push sends (encrypted for
 * the subscribed browser, signed with the server's VAPID key), only for users who may see the
 * order; a subscription the service calls gone is deleted; a push service that is down never
 * touches placeOrder.
 */
import { count, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { pushSubscriptions, users } from '../../src/server/db/schema';
import { PUSH_LIMITS } from '../../src/server/push/pushNotifier';
import { startServer } from '../../src/server/startServer';
import { MAX_SUBSCRIPTIONS_PER_USER } from '../../src/server/push/pushOperations';
import { actors } from './support/actors';
import { ADMIN, SUPERADMIN } from './support/demo';
import {
  browserKeys,
  decrypt,
  PUSH_TEST_HOST,
  pushAgent,
  startFakePushService,
  type BrowserKeys,
} from './support/fakePushService';
import { dineIn, insertOrderingRestaurant, type OrderingRestaurant } from './support/orders';
import { pgliteCopy } from './support/databaseCopy';
import { client, describeOnEachDatabase, TEST_SERVER_SETTINGS } from './support/testServer';
import { POLL_INTERVAL_MS, WAIT_BUDGET_MS } from '../support/waitBudget';

const VAPID = webpush.generateVAPIDKeys();
const PUSH_SETTINGS = {
  vapidPublicKey: VAPID.publicKey,
  vapidPrivateKey: VAPID.privateKey,
  vapidSubject: 'mailto:ops@restoboard.test',
  pushServiceHosts: [PUSH_TEST_HOST],
};
const SAVE = 'mutation ($s: PushSubscriptionInput!) { savePushSubscription(subscription: $s) }';
const PLACE = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id number total } }';

let fake: Awaited<ReturnType<typeof startFakePushService>>;
beforeAll(async () => {
  fake = await startFakePushService();
});
afterAll(() => fake.close());

describeOnEachDatabase(
  'web push of new orders',
  (server) => {
    const { as, ok } = actors(server);
    const db = () => server().server.database.db;
    let ordering: OrderingRestaurant = { restaurantId: '', slug: '', menuId: '', codes: {} };
    let serial = 0;

    beforeAll(async () => {
      ordering = await insertOrderingRestaurant(db(), `Push Noodle Bar ${Math.random().toString(36).slice(2, 8)}`);
    });
    beforeEach(async () => {
      await db().delete(pushSubscriptions);
      fake.requests.length = 0;
    });

    /** A browser subscribed through the API by `user`: its keys and the path the push service sees. */
    async function subscribe(user = SUPERADMIN, locale = 'en'): Promise<{ keys: BrowserKeys; path: string }> {
      serial += 1;
      const keys = browserKeys();
      const path = `/push/${serial}-${Math.random().toString(36).slice(2)}`;
      const response = await as(
        user,
        SAVE,
        { s: { endpoint: fake.endpoint(path), p256dh: keys.p256dh, auth: keys.authText } },
        locale,
      );
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      return { keys, path };
    }

    async function placeOrder() {
      const response = await server().gql<{ placeOrder: { id: string; number: number; total: number } }>(PLACE, {
        data: dineIn(ordering),
      });
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      await server().server.settled(); // the push goes out after the answer, in the background
      return response.data!.placeOrder;
    }

    const sessionVersion = async () =>
      (await db().select({ v: users.sessionVersion }).from(users).where(eq(users.id, SUPERADMIN.id)))[0].v;
    const subscriptionCount = async () => (await db().select({ n: count() }).from(pushSubscriptions))[0].n;

    it("a subscribed super admin's browser gets the new order, VAPID-signed and encrypted for it, in its language", async () => {
      const { keys, path } = await subscribe(SUPERADMIN, 'id');
      const order = await placeOrder();
      expect(fake.requests.map((r) => r.path)).toEqual([path]);
      const [request] = fake.requests;
      expect(request.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${VAPID.publicKey}$`),
      );
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
      expect(JSON.parse(decrypt(request.body, keys))).toEqual({
        title: `Pesanan baru #${order.number}`,
        body: expect.stringMatching(/^Push Noodle Bar \w+ · S\$ 7\.50$/),
        url: `/admin/order_histories/${ordering.restaurantId}?order=${order.id}`,
        tag: `order-${order.id}`,
      });
    });

    it('the VAPID token names the push service and is signed once for its browsers, not once per browser', async () => {
      await subscribe();
      await subscribe();
      await placeOrder();
      await placeOrder();
      const tokens = fake.requests.map((r) => r.headers.authorization);
      expect(tokens).toHaveLength(4);
      expect(new Set(tokens).size).toBe(1);
      const jwt = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=/.exec(String(tokens[0]))?.[1] ?? '';
      const claims = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as { aud: string; exp: number };
      expect(claims.aud).toBe(new URL(fake.endpoint('/')).origin);
      expect(claims.exp * 1000 - Date.now()).toBeGreaterThan(11 * 3600_000);
      expect(claims.exp * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    });

    it('an ADMIN cannot subscribe, and a browser saved for it anyway (a role since changed) gets nothing', async () => {
      const keys = browserKeys();
      const refused = await as(ADMIN, SAVE, {
        s: { endpoint: fake.endpoint('/push/admin'), p256dh: keys.p256dh, auth: keys.authText },
      });
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect(await subscriptionCount()).toBe(0);
      await db()
        .insert(pushSubscriptions)
        .values({
          userId: ADMIN.id,
          endpoint: fake.endpoint('/push/admin'),
          p256dh: keys.p256dh,
          auth: keys.authText,
          sessionVersion: 0,
        });
      await placeOrder();
      expect(fake.requests).toEqual([]);
    });

    it('a super admin whose sessions ended since it subscribed (signed out everywhere) gets nothing until it subscribes again', async () => {
      await subscribe();
      await ok(SUPERADMIN, 'mutation { logout }');
      await placeOrder();
      expect(fake.requests).toEqual([]);
      await subscribe();
      await placeOrder();
      expect(fake.requests).toHaveLength(1);
    });

    it.each([410, 404])('a subscription the push service answers %i to is deleted; others stay', async (status) => {
      const gone = await subscribe();
      await subscribe();
      fake.answer(gone.path, status);
      await placeOrder();
      expect(fake.requests).toHaveLength(2);
      expect(
        (await db().select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map((s) => s.endpoint),
      ).not.toContain(fake.endpoint(gone.path));
      expect(await subscriptionCount()).toBe(1);
    });

    it('placeOrder answers as usual when the push service is down or failing, and keeps the subscription', async () => {
      const keys = browserKeys();
      await ok(SUPERADMIN, SAVE, {
        s: { endpoint: `https://${PUSH_TEST_HOST}:9/push/down`, p256dh: keys.p256dh, auth: keys.authText },
      });
      const failing = await subscribe();
      fake.answer(failing.path, 500);
      const order = await placeOrder();
      expect(order.number).toBeGreaterThan(0);
      expect(await subscriptionCount()).toBe(2);
    });

    it("a malformed subscription is a field error and writes nothing; a browser moves to whoever subscribes last; removing forgets only the caller's", async () => {
      const keys = browserKeys();
      const bad = await as(SUPERADMIN, SAVE, {
        s: { endpoint: 'http://push.example/x', p256dh: 'short', auth: keys.authText },
      });
      expect(bad.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { endpoint: 'validation.pushService', p256dh: 'validation.invalid' },
      });
      expect(await subscriptionCount()).toBe(0);
      const { path } = await subscribe();
      await db().update(pushSubscriptions).set({ userId: ADMIN.id });
      await subscribe(); // another browser
      const [moved] = await db()
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, fake.endpoint(path)));
      expect(moved.userId).toBe(ADMIN.id);
      await ok(SUPERADMIN, 'mutation ($e: String!) { removePushSubscription(endpoint: $e) }', {
        e: fake.endpoint(path),
      });
      expect(await subscriptionCount()).toBe(2); // ADMIN's row is not the caller's
    });

    it('only a browser push service is an endpoint: an address literal, localhost, a private name or another host is refused on the field, and nothing is saved', async () => {
      const keys = browserKeys();
      for (const endpoint of [
        'https://127.0.0.1/push',
        'https://[::1]:8443/push',
        'https://10.0.0.7/push',
        'https://localhost/push',
        'https://metadata.internal/push',
        'https://push.test.evil.example/push',
        'https://user:pw@push.test/push',
      ]) {
        const refused = await as(SUPERADMIN, SAVE, { s: { endpoint, p256dh: keys.p256dh, auth: keys.authText } }, 'id');
        expect(refused.errors?.[0].extensions, endpoint).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: { endpoint: 'validation.pushService' },
        });
      }
      expect(await subscriptionCount()).toBe(0);
    });

    it('a subscription saved before that rule, to another address, is never sent to, and is deleted', async () => {
      const keys = browserKeys();
      await db()
        .insert(pushSubscriptions)
        .values({
          userId: SUPERADMIN.id,
          endpoint: 'https://127.0.0.1:9/push/internal',
          p256dh: keys.p256dh,
          auth: keys.authText,
          sessionVersion: await sessionVersion(),
        });
      await subscribe();
      await placeOrder();
      expect(fake.requests).toHaveLength(1);
      expect(
        (await db().select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map((s) => s.endpoint),
      ).not.toContain('https://127.0.0.1:9/push/internal');
    });

    it(`one user keeps at most ${MAX_SUBSCRIPTIONS_PER_USER} browsers: the next one saved forgets the least recently saved`, async () => {
      const first = await subscribe();
      for (let i = 1; i < MAX_SUBSCRIPTIONS_PER_USER; i += 1) await subscribe();
      expect(await subscriptionCount()).toBe(MAX_SUBSCRIPTIONS_PER_USER);
      const last = await subscribe();
      const endpoints = (await db().select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map(
        (s) => s.endpoint,
      );
      expect([
        endpoints.length,
        endpoints.includes(fake.endpoint(first.path)),
        endpoints.includes(fake.endpoint(last.path)),
      ]).toEqual([MAX_SUBSCRIPTIONS_PER_USER, false, true]);
    });

    it(`sends go out at most ${PUSH_LIMITS.concurrency} at a time, however many browsers wait for them`, async () => {
      // Browsers of many users at once (each user may keep only a few): written around the API.
      const keys = browserKeys();
      const current = await sessionVersion();
      await db()
        .insert(pushSubscriptions)
        .values(
          Array.from({ length: 40 }, (_, i) => ({
            userId: SUPERADMIN.id,
            endpoint: fake.endpoint(`/push/many-${i}`),
            p256dh: keys.p256dh,
            auth: keys.authText,
            sessionVersion: current,
          })),
        );
      // Each send is held until as many as may go out together are under way, and 200 ms more: one beyond the limit
      // would be held with them.
      fake.delay(200);
      fake.holdUntilAtOnce(PUSH_LIMITS.concurrency);
      try {
        await placeOrder();
        expect([fake.requests.length, fake.mostAtOnce()]).toEqual([40, PUSH_LIMITS.concurrency]);
      } finally {
        fake.delay(0);
      }
    });

    it("the public key browsers subscribe with is the server's", async () => {
      expect(await ok(SUPERADMIN, '{ pushPublicKey }')).toEqual({ pushPublicKey: VAPID.publicKey });
      expect((await as(ADMIN, '{ pushPublicKey }')).errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    });
  },
  { pushAgent, settings: PUSH_SETTINGS },
);

it('a server that stops sends none of the pushes still waiting: it closes once the sends under way have ended', async () => {
  const copy = pgliteCopy();
  const running = await startServer({ ...TEST_SERVER_SETTINGS, ...copy.settings, ...PUSH_SETTINGS }, { pushAgent });
  fake.requests.length = 0;
  // Held long enough for the server to be closing before a place frees, however slow the machine.
  fake.delay(3000);
  try {
    const db = running.database.db;
    const ordering = await insertOrderingRestaurant(db, 'Push Closing Bar');
    const keys = browserKeys();
    const [{ v }] = await db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, SUPERADMIN.id));
    await db.insert(pushSubscriptions).values(
      Array.from({ length: 40 }, (_, i) => ({
        userId: SUPERADMIN.id,
        endpoint: fake.endpoint(`/push/closing-${i}`),
        p256dh: keys.p256dh,
        auth: keys.authText,
        sessionVersion: v,
      })),
    );
    const placed = await client(running).gql(PLACE, { data: dineIn(ordering) });
    expect(placed.errors, JSON.stringify(placed.errors)).toBeUndefined();
    // All the sends the server starts at once are under way (held), none more.
    await expect
      .poll(() => fake.requests.length, { timeout: WAIT_BUDGET_MS, interval: POLL_INTERVAL_MS })
      .toBe(PUSH_LIMITS.concurrency);
  } finally {
    await running.close();
    await copy.cleanup();
    fake.delay(0);
  }
  expect(fake.requests.length).toBe(PUSH_LIMITS.concurrency);
});
