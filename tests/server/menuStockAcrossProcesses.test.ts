/**
 * A stock count holds across processes (docs/features.md, "Stock counts"): orders for one menu arriving at once on
 * two server processes of one PostgreSQL take exactly the portions counted, and both processes then read the menu
 * sold out, in the admin and on the guest page.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import { SUPERADMIN } from './support/demo';
import { insertOrderingRestaurant } from './support/orders';
import { pairTarget, startServerPair, type ServerPair } from './support/serverPair';
import type { GraphQLResponse, TestServer } from './support/testServer';

const SET_STOCK = `mutation ($id: ID!, $stockLeft: Int) {
  setMenuStock(id: $id, stockLeft: $stockLeft) { id stockLeft dailyStock }
}`;
const STOCK = 'query ($id: ID!) { Menu(id: $id) { stockLeft dailyStock } }';
const PLACE = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }';
const GUEST = 'query ($slug: String!) { guestMenu(slug: $slug) { categories { items { id soldOut outOfStock } } } }';

const ORDERS = 50;
const PORTIONS = 10;
const noPostgres = pairTarget() ? undefined : 'no PostgreSQL: two processes need one';

type Placed = GraphQLResponse<{ placeOrder: { id: string } }>;

describe.skipIf(noPostgres !== undefined)(
  `a stock count across two processes${noPostgres ? ` (skipped: ${noPostgres})` : ''}`,
  () => {
    let pair: ServerPair;
    beforeAll(async () => {
      pair = await startServerPair();
    });
    afterAll(() => pair?.close());

    it(`${ORDERS} orders at once for ${PORTIONS} portions, split between two processes: exactly ${PORTIONS} are placed, the rest refused as out of stock, and both processes read it sold out`, async () => {
      const kitchen = await insertOrderingRestaurant(pair.a.server.database.db, `Stock Pair ${Date.now()}`);
      const tokenOn = async (server: TestServer) => server.tokenFor(SUPERADMIN.id);
      const stockOn = async (server: TestServer) => {
        const answer = await server.gql<{ Menu: Record<string, unknown> }>(
          STOCK,
          { id: kitchen.menuId },
          { token: await tokenOn(server) },
        );
        expect(answer.errors).toBeUndefined();
        return answer.data?.Menu;
      };
      const guestItemOn = async (server: TestServer) => {
        const answer = await server.gql<{ guestMenu: { categories: { items: Record<string, unknown>[] }[] } }>(GUEST, {
          slug: kitchen.slug,
        });
        expect(answer.errors).toBeUndefined();
        return answer.data?.guestMenu.categories
          .flatMap((category) => category.items)
          .find((item) => item.id === kitchen.menuId);
      };
      // Each order from an address of its own, so the per-address order limit never refuses one.
      const placeOn = (server: TestServer, n: number): Promise<Placed> =>
        server.gql(
          PLACE,
          {
            data: {
              restaurantSlug: kitchen.slug,
              orderType: 'TAKE_AWAY',
              paymentMethod: 'CASH',
              items: [{ menuId: kitchen.menuId, quantity: 1 }],
            },
          },
          { headers: { 'x-forwarded-for': `198.51.100.${n + 1}` } },
        );

      const set = await pair.a.gql(
        SET_STOCK,
        { id: kitchen.menuId, stockLeft: PORTIONS },
        { token: await tokenOn(pair.a) },
      );
      expect(set.errors).toBeUndefined();
      for (const server of [pair.a, pair.b]) {
        expect(await stockOn(server)).toEqual({ stockLeft: PORTIONS, dailyStock: null });
        // Each process now keeps the guest rows that show it in stock.
        expect(await guestItemOn(server)).toMatchObject({ soldOut: false, outOfStock: false });
      }

      const answers = await Promise.all(
        Array.from({ length: ORDERS }, (_, n) => placeOn(n % 2 === 0 ? pair.a : pair.b, n)),
      );
      const placed = answers.filter((answer) => answer.data?.placeOrder);
      const refused = answers.filter((answer) => answer.errors);
      expect(placed).toHaveLength(PORTIONS);
      expect(refused).toHaveLength(ORDERS - PORTIONS);
      for (const answer of refused) {
        expect(answer.errors?.[0].extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: { items: 'validation.outOfStock' },
        });
      }
      const written = await pair.a.server.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.restaurantId, kitchen.restaurantId));
      expect(written.map((row) => row.id).sort()).toEqual(placed.map((answer) => answer.data?.placeOrder.id).sort());

      for (const server of [pair.a, pair.b]) {
        expect(await stockOn(server)).toEqual({ stockLeft: 0, dailyStock: null });
        // A process whose last order was not the one that took the last portion may show its kept guest rows for
        // up to a second (docs/operations.md, "Several processes"): wait for the guest page itself.
        await expect
          .poll(() => guestItemOn(server), { message: `guest page on process ${server === pair.a ? 'a' : 'b'}` })
          .toMatchObject({ soldOut: true, outOfStock: true });
      }
    });
  },
);
