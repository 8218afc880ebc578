/**
 * placeOrder: prices and charges computed by the server; every rule's refusal is a field error that writes nothing;
 * throttled per client address.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  menuCategories,
  menuOptionGroups,
  menuOptions,
  menus,
  orderItems,
  orders,
  orderStatusHistory,
  promoRestaurants,
  promos,
  restaurants,
} from '../../src/server/db/schema';
import { PLACE_ORDER_LIMIT } from '../../src/server/orders/placeOrder';
import { actors } from './support/actors';
import { SUPERADMIN } from './support/demo';
import { tableCodesOf } from './support/orders';
import { describeOnEachDatabase, type GraphQLResponse } from './support/testServer';

const PLACE = `mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id number restaurantId status paymentStatus subtotal discount tax serviceCharge deliveryCharge total promoTitle } }`;
const DETAIL =
  'query ($id: ID!) { Order(id: $id) { number table customerName items { name quantity unitPrice options { group name price } lineTotal } history { status } } }';

/** The server's clock: the real one unless a test sets it. */
let clock: Date | undefined;

describeOnEachDatabase(
  'placing orders',
  (server) => {
    const { ok } = actors(server);
    const db = () => server().server.database.db;
    let restaurantId = '';
    const ids = {
      burger: '',
      fries: '',
      soldOut: '',
      hidden: '',
      inHiddenCategory: '',
      cheese: '',
      bacon: '',
      rare: '',
      wellDone: '',
      elsewhere: '',
    };
    let address = 0;
    let from = '';
    let codes: Record<number, string> = {};

    const place = (
      data: Record<string, unknown>,
      ip = from,
    ): Promise<GraphQLResponse<{ placeOrder: Record<string, number | string> }>> =>
      server().gql(PLACE, { data }, { headers: { 'x-forwarded-for': ip } });
    const order = (extra: Record<string, unknown> = {}) => ({
      restaurantSlug: 'place-order-grill',
      orderType: 'DINE_IN',
      table: '4',
      tableCode: codes[4],
      paymentMethod: 'CASH',
      customerName: 'Rani',
      items: [{ menuId: ids.burger, quantity: 2, optionIds: [ids.cheese, ids.rare] }],
      ...extra,
    });
    const written = async () => {
      const [[o], [i], [h]] = await Promise.all([
        db().select({ n: count() }).from(orders),
        db().select({ n: count() }).from(orderItems),
        db().select({ n: count() }).from(orderStatusHistory),
      ]);
      return [o.n, i.n, h.n];
    };

    beforeAll(async () => {
      const [restaurant] = await db()
        .insert(restaurants)
        .values({
          name: 'Place Order Grill',
          slug: 'place-order-grill',
          currency: 'S$',
          orderPlan: 'GLOBAL',
          tax: 9,
          serviceCharge: 10,
          deliveryCharge: 5,
          minimumOrder: 8,
          tableCount: 10,
          paymentMethods: [
            { method: 'CASH', active: true },
            { method: 'EDC', active: false },
          ],
        })
        .returning();
      restaurantId = restaurant.id;
      codes = await tableCodesOf(db(), restaurantId);
      const [other] = await db()
        .insert(restaurants)
        .values({ name: 'Elsewhere Cafe', slug: 'elsewhere-cafe', currency: 'S$' })
        .returning();
      const menu = async (name: string, price: number, extra: Partial<typeof menus.$inferInsert> = {}) =>
        (
          await db()
            .insert(menus)
            .values({ restaurantId, name, price, ...extra })
            .returning()
        )[0].id;
      ids.burger = await menu('Burger', 10);
      ids.fries = await menu('Fries', 4, { orderTypes: ['TAKE_AWAY', 'DELIVERY'] });
      ids.soldOut = await menu('Laksa', 9, { soldOutUntil: new Date(Date.now() + 3_600_000) });
      ids.hidden = await menu('Secret', 9, { hidden: true });
      const [staff] = await db()
        .insert(menuCategories)
        .values({ restaurantId, name: 'Staff meals', hidden: true })
        .returning();
      ids.inHiddenCategory = await menu('Staff rice', 5, { categoryId: staff.id });
      ids.elsewhere = (
        await db().insert(menus).values({ restaurantId: other.id, name: 'Elsewhere soup', price: 3 }).returning()
      )[0].id;
      const [extras] = await db()
        .insert(menuOptionGroups)
        .values({ menuId: ids.burger, name: 'Extras', min: 0, max: 1 })
        .returning();
      const [doneness] = await db()
        .insert(menuOptionGroups)
        .values({ menuId: ids.burger, name: 'Doneness', min: 1, max: 1 })
        .returning();
      const option = async (groupId: string, name: string, price: number) =>
        (await db().insert(menuOptions).values({ groupId, name, price }).returning())[0].id;
      ids.cheese = await option(extras.id, 'Cheese', 1.5);
      ids.bacon = await option(extras.id, 'Bacon', 2);
      ids.rare = await option(doneness.id, 'Rare', 0);
      ids.wellDone = await option(doneness.id, 'Well done', 0);
    });

    beforeEach(() => {
      address += 1;
      from = `198.51.100.${address}`;
    });

    it('prices, service, tax and the number come from the server; the order lands in the history with its items and first status', async () => {
      const response = await place(order());
      expect(response.errors).toBeUndefined();
      const placed = response.data!.placeOrder;
      // (10 + 1.50) × 2 = 23; service 10% = 2.30; tax 9% of 25.30 = 2.28; total 27.58
      expect(placed).toMatchObject({
        number: 1,
        restaurantId,
        status: 'UNPROCESSED',
        paymentStatus: 'UNPAID',
        subtotal: 23,
        discount: 0,
        serviceCharge: 2.3,
        tax: 2.28,
        deliveryCharge: 0,
        total: 27.58,
        promoTitle: null,
      });
      const { Order } = await ok<{ Order: Record<string, unknown> }>(SUPERADMIN, DETAIL, { id: placed.id });
      expect(Order).toEqual({
        number: 1,
        table: '4',
        customerName: 'Rani',
        items: [
          {
            name: 'Burger',
            quantity: 2,
            unitPrice: 10,
            options: [
              { group: 'Extras', name: 'Cheese', price: 1.5 },
              { group: 'Doneness', name: 'Rare', price: 0 },
            ],
            lineTotal: 23,
          },
        ],
        history: [{ status: 'UNPROCESSED' }],
      });
      expect((await place(order())).data?.placeOrder.number).toBe(2);
    });

    it('a published promo offer for the restaurant takes its discount off, before service and tax', async () => {
      const [promo] = await db()
        .insert(promos)
        .values({
          title: 'Ten off',
          body: 'Ten percent off, up to 2',
          publishedAt: new Date(Date.now() - 60_000),
          discountType: 'PERCENTAGE',
          discountValue: 10,
          maxDiscount: 2,
        })
        .returning();
      await db().insert(promoRestaurants).values({ promoId: promo.id, restaurantId });
      try {
        const response = await place(order());
        expect(response.errors).toBeUndefined();
        // 23 − 10% capped at 2 = 21; service 10% = 2.10; tax 9% of 23.10 = 2.08; total 25.18
        expect(response.data!.placeOrder).toMatchObject({
          subtotal: 23,
          discount: 2,
          serviceCharge: 2.1,
          tax: 2.08,
          total: 25.18,
          promoTitle: 'Ten off',
        });
        const { Order } = await ok<{ Order: Record<string, unknown> }>(
          SUPERADMIN,
          'query ($id: ID!) { Order(id: $id) { discount promoId promoTitle } }',
          { id: response.data!.placeOrder.id },
        );
        expect(Order).toEqual({ discount: 2, promoId: promo.id, promoTitle: 'Ten off' });
      } finally {
        await db().delete(promos).where(eq(promos.id, promo.id));
      }
    });

    it("a delivery order pays the restaurant's delivery charge and needs no table", async () => {
      const response = await place(
        order({ orderType: 'DELIVERY', table: null, items: [{ menuId: ids.fries, quantity: 3 }] }),
      );
      expect(response.data?.placeOrder).toMatchObject({
        subtotal: 12,
        serviceCharge: 1.2,
        tax: 1.19,
        deliveryCharge: 5,
        total: 19.39,
      });
    });

    it.each([
      [
        'an unknown restaurant',
        () => order({ restaurantSlug: 'nowhere' }),
        'restaurantSlug',
        'validation.unknownValue',
      ],
      [
        'an order type outside the plan',
        () => order({ orderType: 'CATERING' }),
        'orderType',
        'validation.unknownValue',
      ],
      ['an inactive payment method', () => order({ paymentMethod: 'EDC' }), 'paymentMethod', 'validation.unknownValue'],
      ['dine-in without a table', () => order({ table: null }), 'table', 'validation.invalid'],
      ['a table the restaurant does not have', () => order({ table: '11' }), 'table', 'validation.invalid'],
      ['dine-in without the table’s code', () => order({ tableCode: null }), 'table', 'validation.tableCode'],
      ['a code that is no table’s', () => order({ tableCode: 'f'.repeat(32) }), 'table', 'validation.tableCode'],
      ['another table’s code', () => order({ tableCode: codes[5] }), 'table', 'validation.tableCode'],
      [
        'a code of 100,000 characters',
        () => order({ tableCode: 'f'.repeat(100_000) }),
        'table',
        'validation.tableCode',
      ],
      ['no items', () => order({ items: [] }), 'items', 'validation.required'],
      [
        'a sold-out menu (server clock)',
        () => order({ items: [{ menuId: ids.soldOut, quantity: 1 }] }),
        'items',
        'validation.soldOut',
      ],
      [
        'a hidden menu',
        () => order({ items: [{ menuId: ids.hidden, quantity: 1 }] }),
        'items',
        'validation.unknownValue',
      ],
      [
        'a menu of a hidden category (the guest page does not show it)',
        () => order({ items: [{ menuId: ids.inHiddenCategory, quantity: 1 }] }),
        'items',
        'validation.unknownValue',
      ],
      [
        "another restaurant's menu",
        () => order({ items: [{ menuId: ids.elsewhere, quantity: 1 }] }),
        'items',
        'validation.unknownValue',
      ],
      [
        'a menu not sold for the order type',
        () => order({ items: [{ menuId: ids.fries, quantity: 3 }] }),
        'items',
        'validation.soldOut',
      ],
      [
        'too few options of a group',
        () => order({ items: [{ menuId: ids.burger, quantity: 1, optionIds: [ids.cheese] }] }),
        'items',
        'validation.minSelected',
      ],
      [
        'too many options of a group',
        () => order({ items: [{ menuId: ids.burger, quantity: 1, optionIds: [ids.cheese, ids.bacon, ids.rare] }] }),
        'items',
        'validation.maxSelected',
      ],
      [
        'an option of another menu',
        () =>
          order({
            items: [{ menuId: ids.fries, quantity: 3, optionIds: [ids.rare] }],
            orderType: 'TAKE_AWAY',
            table: null,
          }),
        'items',
        'validation.unknownValue',
      ],
      [
        'a quantity of zero',
        () => order({ items: [{ menuId: ids.burger, quantity: 0, optionIds: [ids.rare] }] }),
        'items',
        'validation.maxValue',
      ],
      [
        'less than the minimum order',
        () => order({ orderType: 'TAKE_AWAY', table: null, items: [{ menuId: ids.fries, quantity: 1 }] }),
        'items',
        'validation.minValue',
      ],
    ])('refuses %s on its field, writing nothing', async (_label, data, field, key) => {
      const before = await written();
      const response = await place(data());
      expect(response.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { [field]: key } });
      expect(await written()).toEqual(before);
    });

    it('a menu sold out until a time now past is available again', async () => {
      await db()
        .update(menus)
        .set({ soldOutUntil: new Date(Date.now() - 60_000) })
        .where(eq(menus.id, ids.soldOut));
      expect((await place(order({ items: [{ menuId: ids.soldOut, quantity: 1 }] }))).errors).toBeUndefined();
    });

    it('a closed restaurant takes no orders; nothing is written', async () => {
      clock = new Date('2026-11-28T05:00:00Z'); // Saturday noon in Jakarta
      await db()
        .update(restaurants)
        .set({ timeZone: 'Asia/Jakarta', openingHours: [{ day: 0, start: '00:00', end: '23:59' }] })
        .where(eq(restaurants.id, restaurantId));
      try {
        const before = await written();
        const response = await place(order(), from);
        expect(response.errors?.[0].extensions?.fieldErrors).toEqual({ restaurantSlug: 'validation.restaurantClosed' });
        expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
        expect(await written()).toEqual(before);
      } finally {
        clock = undefined;
        await db().update(restaurants).set({ openingHours: [] }).where(eq(restaurants.id, restaurantId));
      }
    });

    describe("opening hours are read on the restaurant's clock, not the server's", () => {
      // As Warung Nusantara: Jakarta, open 09:00–23:00 every day.
      const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '09:00', end: '23:00', allDay: false }));
      beforeAll(async () => {
        await db()
          .update(restaurants)
          .set({ timeZone: 'Asia/Jakarta', openingHours: EVERY_DAY })
          .where(eq(restaurants.id, restaurantId));
      });
      afterAll(async () => {
        clock = undefined;
        await db().update(restaurants).set({ openingHours: [] }).where(eq(restaurants.id, restaurantId));
      });

      it.each<[string, string]>([
        ['02:49 in Jakarta, though 19:49 UTC the day before is within its hours in UTC', '2026-11-27T19:49:00Z'],
        ['23:00 in Jakarta, its closing minute', '2026-11-28T16:00:00Z'],
        ['08:59 in Jakarta', '2026-11-28T01:59:00Z'],
      ])('refuses an order at %s; nothing is written', async (_label, instant) => {
        clock = new Date(instant);
        const before = await written();
        const response = await place(order());
        expect(response.errors?.[0].extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: { restaurantSlug: 'validation.restaurantClosed' },
        });
        expect(await written()).toEqual(before);
      });

      it.each<[string, string]>([
        ['09:00 in Jakarta (02:00 UTC)', '2026-11-28T02:00:00Z'],
        ['22:59 in Jakarta (15:59 UTC)', '2026-11-28T15:59:00Z'],
      ])('accepts an order at %s', async (_label, instant) => {
        clock = new Date(instant);
        const response = await place(order());
        expect(response.errors).toBeUndefined();
        expect(response.data?.placeOrder.restaurantId).toBe(restaurantId);
      });

      it('the same instant is open for a restaurant whose zone is at that hour of its day', async () => {
        clock = new Date('2026-11-27T19:49:00Z'); // 19:49 in London
        await db().update(restaurants).set({ timeZone: 'Europe/London' }).where(eq(restaurants.id, restaurantId));
        try {
          expect((await place(order())).errors).toBeUndefined();
        } finally {
          await db().update(restaurants).set({ timeZone: 'Asia/Jakarta' }).where(eq(restaurants.id, restaurantId));
        }
      });
    });

    it(`one client address places at most ${PLACE_ORDER_LIMIT.orders} orders per window; others still can`, async () => {
      for (let i = 0; i < PLACE_ORDER_LIMIT.orders; i += 1) await place(order({ restaurantSlug: 'nowhere' }));
      const refused = await place(order());
      expect(refused.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
      expect((await place(order(), '198.51.100.250')).errors).toBeUndefined();
    });
  },
  { now: () => clock ?? new Date() },
);
