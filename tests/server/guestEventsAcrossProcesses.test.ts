/**
 * Live guest menus across processes (docs/features.md, "Live guest menus"): a guest page whose stream is held by one
 * process is told of an order taking the last portion, and of an item hidden, through the other; the process that
 * made the write announces it over NOTIFY. How soon is printed, not
 * asserted: the test waits for the event itself (docs/testing.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPERADMIN } from './support/demo';
import { openGuestStream } from './support/guestStream';
import { insertOrderingRestaurant } from './support/orders';
import { pairTarget, startServerPair, type ServerPair } from './support/serverPair';
import type { TestServer } from './support/testServer';

const SET_STOCK = 'mutation ($id: ID!, $stockLeft: Int) { setMenuStock(id: $id, stockLeft: $stockLeft) { id } }';
const UPDATE = 'mutation ($id: ID!, $data: MenuInput!) { updateMenu(id: $id, data: $data) { id } }';
const PLACE = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }';
const GUEST = 'query ($slug: String!) { guestMenu(slug: $slug) { version categories { items { id outOfStock } } } }';

type GuestMenu = { version: string; categories: { items: { id: string; outOfStock: boolean }[] }[] };

describe.skipIf(!pairTarget())(
  `a guest page's stream on another process${pairTarget() ? '' : ' (skipped: no PostgreSQL, two processes need one)'}`,
  () => {
    let pair: ServerPair;
    let kitchen: { restaurantId: string; slug: string; menuId: string };
    beforeAll(async () => {
      pair = await startServerPair();
      kitchen = await insertOrderingRestaurant(pair.a.server.database.db, 'Noodles Across');
    });
    afterAll(() => pair?.close());

    const guestMenuOn = async (server: TestServer) => {
      const answer = await server.gql<{ guestMenu: GuestMenu }>(GUEST, { slug: kitchen.slug });
      expect(answer.errors).toBeUndefined();
      return answer.data?.guestMenu as GuestMenu;
    };
    const itemOn = async (server: TestServer) =>
      (await guestMenuOn(server)).categories
        .flatMap((category) => category.items)
        .find((item) => item.id === kitchen.menuId);
    const asSuperadmin = async (query: string, variables: Record<string, unknown>) => {
      const answer = await pair.a.gql(query, variables, { token: await pair.a.tokenFor(SUPERADMIN.id) });
      expect(answer.errors).toBeUndefined();
    };

    it('an order on one process taking the last portion, then the item hidden there, each reach a page streaming from the other', async () => {
      await asSuperadmin(SET_STOCK, { id: kitchen.menuId, stockLeft: 1 });
      const { version } = await guestMenuOn(pair.b);
      const page = await openGuestStream(pair.b.url, kitchen.slug, { version, address: '203.0.113.7' });
      try {
        await expect.poll(() => page.lastId()).toBe(version);
        expect(page.events).toEqual([]);

        let started = performance.now();
        const placed = await pair.a.gql(PLACE, {
          data: {
            restaurantSlug: kitchen.slug,
            orderType: 'TAKE_AWAY',
            paymentMethod: 'CASH',
            items: [{ menuId: kitchen.menuId, quantity: 1 }],
          },
        });
        expect(placed.errors).toBeUndefined();
        await expect.poll(() => page.events.length).toBe(1);
        console.log(`the last portion taken on one process → the other's guest stream: ${ms(started)}`);
        expect(await itemOn(pair.b)).toMatchObject({ outOfStock: true });
        expect(page.events).toEqual([{ id: (await guestMenuOn(pair.b)).version, data: 'changed' }]);

        started = performance.now();
        await asSuperadmin(UPDATE, { id: kitchen.menuId, data: { hidden: true } });
        await expect.poll(() => page.events.length).toBe(2);
        console.log(`an item hidden on one process → the other's guest stream: ${ms(started)}`);
        expect(await itemOn(pair.b)).toBeUndefined();
        expect(page.events[1]).toEqual({ id: (await guestMenuOn(pair.b)).version, data: 'changed' });
      } finally {
        page.close();
      }
    });
  },
);

const ms = (since: number) => `after ${(performance.now() - since).toFixed(0)} ms`;
