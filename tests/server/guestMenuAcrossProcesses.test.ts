/**
 * The guest menu's rows are kept for a second by each process (guestRowsCache.ts; docs/operations.md,
 * "Several processes"): a change made through one process shows on that process's guest page at once;
 * on the other's, once PostgreSQL announces it: the database itself for restaurants (migration 0012), the
 * writing process for menus (docs/features.md, "Live guest menus"). How soon is printed, not asserted: a
 * test waits for the thing itself (docs/testing.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RESTAURANT_IDS, SUPERADMIN } from './support/demo';
import { pairTarget, startServerPair, type ServerPair } from './support/serverPair';
import type { TestServer } from './support/testServer';
import { WAIT_BUDGET_MS } from '../support/waitBudget';

const GUEST_MENU = '{ guestMenu(slug: "warung-nusantara") { name categories { items { id price } } } }';
const RENAME = 'mutation ($id: ID!, $data: RestaurantInput!) { updateRestaurant(id: $id, data: $data) { id } }';
const REPRICE = 'mutation ($id: ID!, $data: MenuInput!) { updateMenu(id: $id, data: $data) { id } }';

type GuestMenu = { name: string; categories: { items: { id: string; price: number }[] }[] };
const guestMenuOn = async (server: TestServer) => (await server.gql(GUEST_MENU)).data?.guestMenu as GuestMenu;
const nameOn = async (server: TestServer) => (await guestMenuOn(server)).name;
const priceOn = async (server: TestServer, id: string) =>
  (await guestMenuOn(server)).categories.flatMap((category) => category.items).find((item) => item.id === id)?.price;

/** Waits (within the one budget) until `read` gives `expected`; prints how long it took. */
async function until<T>(what: string, read: () => Promise<T>, expected: T): Promise<void> {
  const started = performance.now();
  await expect.poll(read, { timeout: WAIT_BUDGET_MS, interval: 20, message: what }).toBe(expected);
  console.log(`${what}: after ${(performance.now() - started).toFixed(0)} ms`);
}

describe.skipIf(!pairTarget())(
  `a guest page on another process${pairTarget() ? '' : ' (skipped: no PostgreSQL, two processes need one)'}`,
  () => {
    let pair: ServerPair;
    beforeAll(async () => {
      pair = await startServerPair();
    });
    afterAll(() => pair?.close());

    it("shows a restaurant's new name at once on the process that saved it, and on the other once PostgreSQL announces the write", async () => {
      expect(await nameOn(pair.b)).toBe('Warung Nusantara'); // b keeps these rows now
      const token = await pair.a.tokenFor(SUPERADMIN.id);
      const saved = await pair.a.gql(
        RENAME,
        { id: DEMO_RESTAURANT_IDS.warungNusantara, data: { name: 'Warung Nusantara Baru' } },
        { token },
      );
      expect(saved.errors).toBeUndefined();
      expect(await nameOn(pair.a)).toBe('Warung Nusantara Baru');
      await until(
        "a restaurant renamed on one process → the other's guest page (announced by PostgreSQL)",
        () => nameOn(pair.b),
        'Warung Nusantara Baru',
      );
    });

    it("shows a menu's new price at once on the process that saved it, and on the other once the writer's notice arrives", async () => {
      const item = (await guestMenuOn(pair.b)).categories[0].items[0];
      const token = await pair.a.tokenFor(SUPERADMIN.id);
      const saved = await pair.a.gql(REPRICE, { id: item.id, data: { price: item.price + 1000 } }, { token });
      expect(saved.errors).toBeUndefined();
      expect(await priceOn(pair.a, item.id)).toBe(item.price + 1000);
      await until(
        "a menu repriced on one process → the other's guest page (announced by the writing process)",
        () => priceOn(pair.b, item.id),
        item.price + 1000,
      );
    });
  },
);
