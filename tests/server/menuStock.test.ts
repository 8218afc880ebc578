/**
 * Stock counts (docs/features.md, "Stock counts"): a count set in the admin, taken by orders one portion at a time
 * even when they arrive at once, sold out for guests at zero, given back by an unpaid order cancelled, whole again
 * at the restaurant's next business day.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { auditEntries, menus, orders, restaurants } from '../../src/server/db/schema';
import { actors } from './support/actors';
import { ADMIN, DEMO_RESTAURANT_IDS, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { describeOnEachDatabase, type GraphQLResponse } from './support/testServer';

const SET_STOCK = `mutation ($id: ID!, $stockLeft: Int, $dailyStock: Int) {
  setMenuStock(id: $id, stockLeft: $stockLeft, dailyStock: $dailyStock) { id stockLeft dailyStock }
}`;
const STOCK = 'query ($id: ID!) { Menu(id: $id) { stockLeft dailyStock } }';
const PLACE = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }';
const GUEST = 'query ($slug: String!) { guestMenu(slug: $slug) { categories { items { id soldOut outOfStock } } } }';

/** 10:00 in Jakarta, the restaurant's zone; a business day later: the next morning. */
const MORNING = new Date('2026-11-24T03:00:00.000Z');
const NEXT_MORNING = new Date('2026-11-25T03:00:00.000Z');
let clock = MORNING;

type Placed = GraphQLResponse<{ placeOrder: { id: string } }>;

describeOnEachDatabase(
  'stock counts',
  (server) => {
    const { as, ok } = actors(server);
    const db = () => server().server.database.db;
    let menu = 0;
    let address = 0;
    let rendang = '';

    const place = (menuId: string, quantity = 1): Promise<Placed> => {
      address += 1;
      const data = {
        restaurantSlug: 'stock-warung',
        orderType: 'TAKE_AWAY',
        paymentMethod: 'CASH',
        items: [{ menuId, quantity }],
      };
      return server().gql(PLACE, { data }, { headers: { 'x-forwarded-for': `198.51.100.${address % 250}` } });
    };
    const stockOf = async (id: string) => (await ok<{ Menu: Record<string, unknown> }>(SUPERADMIN, STOCK, { id })).Menu;
    const guestItem = async (id: string) => {
      const { guestMenu } = await ok<{ guestMenu: { categories: { items: Record<string, unknown>[] }[] } }>(
        SUPERADMIN,
        GUEST,
        { slug: 'stock-warung' },
      );
      return guestMenu.categories.flatMap((category) => category.items).find((item) => item.id === id);
    };

    beforeAll(async () => {
      await db()
        .insert(restaurants)
        .values({
          name: 'Stock Warung',
          slug: 'stock-warung',
          currency: 'Rp.',
          timeZone: 'Asia/Jakarta',
          paymentMethods: [{ method: 'CASH', active: true }],
        });
    });

    beforeEach(async () => {
      clock = MORNING;
      menu += 1;
      const [restaurant] = await db().select().from(restaurants).where(eq(restaurants.slug, 'stock-warung'));
      [{ id: rendang }] = await db()
        .insert(menus)
        .values({ restaurantId: restaurant.id, name: `Rendang ${menu}`, price: 30000 })
        .returning({ id: menus.id });
    });

    it('50 orders at once for 10 portions: exactly 10 are placed, the rest refused as sold out on the item, and guests see it sold out', async () => {
      await ok(SUPERADMIN, SET_STOCK, { id: rendang, stockLeft: 10 });
      expect(await guestItem(rendang)).toMatchObject({ soldOut: false, outOfStock: false });
      const answers = await Promise.all(Array.from({ length: 50 }, () => place(rendang)));
      const placed = answers.filter((answer) => answer.data?.placeOrder);
      const refused = answers.filter((answer) => answer.errors);
      expect(placed).toHaveLength(10);
      expect(refused).toHaveLength(40);
      for (const answer of refused) {
        expect(answer.errors?.[0].extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: { items: 'validation.outOfStock' },
        });
        expect(answer.errors?.[0].message).toBe('There are some errors in your fields.');
      }
      expect(await stockOf(rendang)).toEqual({ stockLeft: 0, dailyStock: null });
      const written = await db()
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(restaurants, eq(orders.restaurantId, restaurants.id))
        .where(eq(restaurants.slug, 'stock-warung'));
      expect(written.length).toBeGreaterThanOrEqual(10);
      expect(await guestItem(rendang)).toMatchObject({ soldOut: true, outOfStock: true });
    });

    it('an order for more than is left is refused saying how many are left, and takes nothing', async () => {
      await ok(SUPERADMIN, SET_STOCK, { id: rendang, stockLeft: 2 });
      const refused = await place(rendang, 3);
      expect(refused.errors?.[0].extensions).toMatchObject({
        fieldErrors: { items: 'validation.fewLeft' },
        fieldErrorParams: { items: { attr: `Rendang ${menu}`, left: 2 } },
      });
      expect((await stockOf(rendang)).stockLeft).toBe(2);
      expect((await place(rendang, 2)).errors).toBeUndefined();
      expect((await stockOf(rendang)).stockLeft).toBe(0);
    });

    it('a menu not counted is never short, and its orders leave it uncounted', async () => {
      expect((await place(rendang, 5)).errors).toBeUndefined();
      expect(await stockOf(rendang)).toEqual({ stockLeft: null, dailyStock: null });
    });

    it('an unpaid order cancelled, by whoever cancels it, gives its portions back; a paid one does not', async () => {
      await ok(SUPERADMIN, SET_STOCK, { id: rendang, stockLeft: 5 });
      const unpaid = (await place(rendang, 2)).data!.placeOrder.id;
      const paid = (await place(rendang, 1)).data!.placeOrder.id;
      expect((await stockOf(rendang)).stockLeft).toBe(2);
      await db().update(orders).set({ paymentStatus: 'PAID' }).where(eq(orders.id, paid));
      await db().update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, paid));
      expect((await stockOf(rendang)).stockLeft).toBe(2);
      await db().update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, unpaid));
      expect((await stockOf(rendang)).stockLeft).toBe(4);
      await db().update(orders).set({ status: 'CANCELED', updatedAt: new Date() }).where(eq(orders.id, unpaid));
      expect((await stockOf(rendang)).stockLeft).toBe(4);
    });

    it('a daily count is whole again at the next business day, and what that day orders comes off it', async () => {
      await ok(SUPERADMIN, SET_STOCK, { id: rendang, stockLeft: 1, dailyStock: 40 });
      expect((await place(rendang)).errors).toBeUndefined();
      expect((await place(rendang)).errors?.[0].extensions?.fieldErrors).toEqual({ items: 'validation.outOfStock' });
      clock = NEXT_MORNING;
      expect(await stockOf(rendang)).toEqual({ stockLeft: 40, dailyStock: 40 });
      expect(await guestItem(rendang)).toMatchObject({ soldOut: false, outOfStock: false });
      expect((await place(rendang, 3)).errors).toBeUndefined();
      expect((await stockOf(rendang)).stockLeft).toBe(37);
    });

    it("a yesterday order cancelled today gives nothing back to today's daily count", async () => {
      await ok(SUPERADMIN, SET_STOCK, { id: rendang, stockLeft: 10, dailyStock: 10 });
      const yesterday = (await place(rendang, 4)).data!.placeOrder.id;
      clock = NEXT_MORNING;
      expect((await place(rendang, 1)).errors).toBeUndefined();
      await db().update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, yesterday));
      expect((await stockOf(rendang)).stockLeft).toBe(9);
    });

    it('an ADMIN sets the count of its own menus only, each change in the audit trail; bad counts are refused on their fields', async () => {
      const [own] = await db()
        .select({ id: menus.id })
        .from(menus)
        .where(eq(menus.restaurantId, DEMO_RESTAURANT_IDS.warungNusantara))
        .limit(1);
      const set = await ok<{ setMenuStock: Record<string, unknown> }>(ADMIN, SET_STOCK, {
        id: own.id,
        stockLeft: 12,
        dailyStock: 20,
      });
      expect(set.setMenuStock).toEqual({ id: own.id, stockLeft: 12, dailyStock: 20 });
      const [entry] = await db()
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.recordId, own.id), eq(auditEntries.action, 'setMenuStock')));
      expect(entry.changes).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'stockCount', after: '12' })]),
      );
      const [theirs] = await db()
        .insert(menus)
        .values({ restaurantId: UNOWNED_RESTAURANT_ID, name: `Not yours ${menu}`, price: 1 })
        .returning({ id: menus.id });
      expect((await as(ADMIN, SET_STOCK, { id: theirs.id, stockLeft: 1 })).errors?.[0].extensions?.code).toBe(
        'NOT_FOUND',
      );
      const negative = await as(ADMIN, SET_STOCK, { id: own.id, stockLeft: -1 });
      expect(negative.errors?.[0].extensions?.fieldErrors).toEqual({ stockLeft: 'validation.minValue' });
      const dailyAlone = await as(ADMIN, SET_STOCK, { id: own.id, dailyStock: 5 }, 'id');
      expect(dailyAlone.errors?.[0].extensions?.fieldErrors).toEqual({ stockLeft: 'validation.requiredWith' });
      expect(await stockOf(own.id)).toEqual({ stockLeft: 12, dailyStock: 20 });
    });
  },
  { now: () => clock },
);
