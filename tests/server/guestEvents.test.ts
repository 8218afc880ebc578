/**
 * Live guest menus (docs/features.md, "Live guest menus"): an open guest page's stream (GET /guest-events/{slug})
 * says `changed` when an order takes the last portion of an item or an admin hides one, never for a write guests
 * cannot see; a burst of writes makes one look and one event; a page opening on an older version is told at once;
 * the streams are bounded (per client network, in all, unknown slugs kept none), counted in the metrics, logged
 * with their request id, and ended whole by a stop. Looks are held by the test's pace, never waited for by time.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RequestLine } from '../../src/server/log';
import type { RunningServer } from '../../src/server/startServer';
import { SUPERADMIN } from './support/demo';
import { actors } from './support/actors';
import { openGuestStream, type GuestStream } from './support/guestStream';
import { insertOrderingRestaurant } from './support/orders';
import { pgliteCopies, startOnCopy } from './support/pgliteCopy';
import { describeOnEachDatabase } from './support/testServer';

const SET_STOCK = 'mutation ($id: ID!, $stockLeft: Int) { setMenuStock(id: $id, stockLeft: $stockLeft) { id } }';
const CREATE = 'mutation ($data: MenuInput!) { createMenu(data: $data) { id } }';
const UPDATE = 'mutation ($id: ID!, $data: MenuInput!) { updateMenu(id: $id, data: $data) { id } }';
const PLACE = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }';
const GUEST = 'query ($slug: String!) { guestMenu(slug: $slug) { version categories { items { id outOfStock } } } }';

type GuestMenu = { version: string; categories: { items: { id: string; outOfStock: boolean }[] }[] };

/** Looks of the watch pass while free; held, they wait until released (one test holds them over a burst). */
function paceGate() {
  let held = false;
  const waiting: (() => void)[] = [];
  return {
    pace: () => (held ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve()),
    hold: () => void (held = true),
    release() {
      held = false;
      for (const go of waiting.splice(0)) go();
    },
    waiting: () => waiting.length,
  };
}

const gate = paceGate();
const lines: RequestLine[] = [];
/** A morning in Jakarta: the guest menu's open state and today's hours stay put while the tests run. */
const NOW = new Date('2026-11-24T03:00:00.000Z');

describeOnEachDatabase(
  'live guest menus',
  (server) => {
    const { ok } = actors(server);
    let kitchen: { restaurantId: string; slug: string; menuId: string };
    let address = 0;
    const fresh = () => `198.51.100.${(address += 1)}`;
    const open: GuestStream[] = [];
    const stream = async (options: Parameters<typeof openGuestStream>[2] = {}, slug = kitchen.slug) => {
      const opened = await openGuestStream(server().url, slug, { address: fresh(), ...options });
      open.push(opened);
      return opened;
    };
    const guestMenu = async () =>
      (await ok<{ guestMenu: GuestMenu }>(SUPERADMIN, GUEST, { slug: kitchen.slug })).guestMenu;
    const item = (menu: GuestMenu, id: string) =>
      menu.categories.flatMap((category) => category.items).find((candidate) => candidate.id === id);
    const place = (menuId: string) =>
      server().gql<{ placeOrder: { id: string } }>(
        PLACE,
        {
          data: {
            restaurantSlug: kitchen.slug,
            orderType: 'TAKE_AWAY',
            paymentMethod: 'CASH',
            items: [{ menuId, quantity: 1 }],
          },
        },
        { headers: { 'x-forwarded-for': fresh() } },
      );
    const newMenu = async (name: string) =>
      (
        await ok<{ createMenu: { id: string } }>(SUPERADMIN, CREATE, {
          data: { restaurantId: kitchen.restaurantId, name, price: 4.5 },
        })
      ).createMenu.id;
    /** A stream open on the menu as it is now, its first message (the version, no event) received. */
    const streamOnCurrent = async () => {
      const { version } = await guestMenu();
      const opened = await stream({ version });
      await expect.poll(() => opened.lastId()).toBe(version);
      expect(opened.events).toEqual([]);
      return opened;
    };
    /** Closes a stream and waits until the server has let it go. */
    const closed = async (page: GuestStream) => {
      page.close();
      open.splice(open.indexOf(page), 1);
      await expect.poll(() => server().server.guestStreams.open()).toBe(open.length);
    };
    const lookAfter = async (before: number) =>
      expect.poll(() => server().server.guestStreams.looks()).toBeGreaterThan(before);

    beforeAll(async () => {
      kitchen = await insertOrderingRestaurant(server().server.database.db, 'Live Noodles');
    });
    beforeEach(() => gate.release());
    afterEach(async () => {
      for (const opened of open.splice(0)) opened.close();
      await expect.poll(() => server().server.guestStreams.open()).toBe(0);
    });

    it('an order taking the last portion tells an open page at once: `changed`, with the new version as its id, and no menu', async () => {
      await ok(SUPERADMIN, SET_STOCK, { id: kitchen.menuId, stockLeft: 1 });
      const page = await streamOnCurrent();
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');

      expect((await place(kitchen.menuId)).errors).toBeUndefined();
      const after = await guestMenu();
      expect(item(after, kitchen.menuId)?.outOfStock).toBe(true);
      await expect.poll(() => page.lastId()).toBe(after.version);
      expect(page.events).toEqual([{ id: after.version, data: 'changed' }]);
    });

    it('hiding an item tells the page; a write guests cannot see (a count on an item in stock) tells it nothing', async () => {
      const sate = await newMenu('Sate');
      const page = await streamOnCurrent();
      const looks = server().server.guestStreams.looks();
      await ok(SUPERADMIN, SET_STOCK, { id: sate, stockLeft: 40 });
      await lookAfter(looks);
      await ok(SUPERADMIN, UPDATE, { id: sate, data: { hidden: true } });
      const after = await guestMenu();
      expect(item(after, sate)).toBeUndefined();
      await expect.poll(() => page.events.length).toBe(1);
      expect(page.events).toEqual([{ id: after.version, data: 'changed' }]);
    });

    it('a burst (20 orders for the last 10 portions and 1,000 more announced writes) makes one event', async () => {
      const soto = await newMenu('Soto');
      const page = await streamOnCurrent();
      gate.hold();
      await ok(SUPERADMIN, SET_STOCK, { id: soto, stockLeft: 10 });
      await expect.poll(() => gate.waiting()).toBe(1);
      const looks = server().server.guestStreams.looks();
      const answers = await Promise.all(Array.from({ length: 20 }, () => place(soto)));
      expect(answers.filter((answer) => answer.data?.placeOrder)).toHaveLength(10);
      for (let write = 0; write < 1000; write += 1) server().server.tableWrites.written('menus');
      expect(gate.waiting()).toBe(1);
      expect(page.events).toEqual([]);

      gate.release();
      await lookAfter(looks);
      const soldOut = await guestMenu();
      expect(item(soldOut, soto)?.outOfStock).toBe(true);
      await expect.poll(() => page.events).toEqual([{ id: soldOut.version, data: 'changed' }]);

      // The next change is the second event: nothing else came between.
      await ok(SUPERADMIN, UPDATE, { id: soto, data: { hidden: true } });
      const hidden = await guestMenu();
      await expect.poll(() => page.events.length).toBe(2);
      expect(page.events[1]).toEqual({ id: hidden.version, data: 'changed' });
    });

    it('a page opening on another version than the menu is told at once (its `v`, or its browser reconnecting with Last-Event-ID); on the current one, not', async () => {
      const { version } = await guestMenu();
      const older = 'A'.repeat(22);
      for (const options of [{ version: older }, { headers: { 'last-event-id': older } }]) {
        const page = await stream(options);
        await expect.poll(() => page.events).toEqual([{ id: version, data: 'changed' }]);
        await closed(page); // the test's bounds hold 4 streams
      }
      for (const options of [{ version }, { version: '<not a version>' }, { headers: { 'last-event-id': version } }]) {
        const page = await stream(options);
        await expect.poll(() => page.lastId()).toBe(version);
        expect(page.events).toEqual([]);
        await closed(page);
      }
    });

    it('past 2 streams from one client network (429) or 4 in all (503) a stream is refused, until one closes; refusals and streams are in the metrics', async () => {
      const office = fresh();
      const [first, second] = [await stream({ address: office }), await stream({ address: office })];
      const third = await stream({ address: office });
      expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
      expect(third.headers['retry-after']).toBe('30');
      await expect.poll(() => third.ended()).toBe(true);
      const others = [await stream(), await stream()];
      expect(others.map((other) => other.status)).toEqual([200, 200]);
      const fifth = await stream();
      expect(fifth.status).toBe(503);
      expect(server().server.guestStreams.open()).toBe(4);

      const metrics = await (await fetch(server().server.metricsUrl as string)).text();
      expect(metrics).toMatch(/^restoboard_guest_streams 4$/m);
      expect(metrics).toMatch(/^restoboard_limit_refusals_total\{rule="guestEvents:network"\} [1-9]/m);
      expect(metrics).toMatch(/^restoboard_limit_refusals_total\{rule="guestEvents:total"\} [1-9]/m);

      others[0].close();
      await expect.poll(() => server().server.guestStreams.open()).toBe(3);
      expect((await stream()).status).toBe(200);
    });

    it('an unknown or malformed slug is answered 404 and keeps no stream nor place; only GET (and a preflight) is served', async () => {
      const guest = fresh();
      for (const slug of ['no-such-place', 'no-such-place', 'Not A Slug', 'x'.repeat(61)]) {
        const refused = await stream({ address: guest }, slug);
        expect(refused.status).toBe(404);
        await expect.poll(() => refused.ended()).toBe(true);
      }
      expect(server().server.guestStreams.open()).toBe(0);
      const both = [await stream({ address: guest }), await stream({ address: guest })];
      expect(both.map((page) => page.status)).toEqual([200, 200]);
      const posted = await fetch(`${server().url}/guest-events/${kitchen.slug}`, { method: 'POST' });
      expect(posted.status).toBe(405);
      const preflight = await fetch(`${server().url}/guest-events/${kitchen.slug}`, { method: 'OPTIONS' });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    });

    it("a stream's request is logged when it ends, by its route and the id its response carried", async () => {
      const page = await streamOnCurrent();
      const id = page.headers['x-request-id'];
      page.close();
      await expect
        .poll(() => lines.find((line) => line.requestId === id))
        .toMatchObject({ method: 'GET', route: 'guest-events', status: 200 });
    });
  },
  {
    now: () => NOW,
    guestMenuPace: gate.pace,
    guestStreamLimits: { total: 4, perNetwork: 2, lifetimeMs: 15 * 60_000, maxBufferedBytes: 16 * 1024 },
    onAnswered: (line) => lines.push(line),
    settings: { metricsPort: 0 },
  },
);

describe('a stop', () => {
  const copy = pgliteCopies('restoboard-guest-events-');
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startOnCopy(copy);
  });
  afterAll(() => running?.close());

  it('ends every open guest stream whole, at once, and then closes', async () => {
    if (!running) throw new Error('no server');
    const page = await openGuestStream(running.url, 'warung-nusantara');
    expect(page.status).toBe(200);
    await expect.poll(() => page.lastId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(running.guestStreams.open()).toBe(1);
    await running.close();
    await expect.poll(() => page.ended()).toBe(true);
    expect(page.complete()).toBe(true);
  });
});
