/**
 * Order histories: every filter, sort and paging, totals of the filtered set, the detail, the CSV export and its
 * 6-month limit; SUPERADMIN only.
 */
import http from 'node:http';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORDER_PROMO } from '../../src/server/db/demo/orders';
import { menuOptionGroups, menus, orderItems, orders } from '../../src/server/db/schema';
import { EXPORT_LIMITS } from '../../src/server/exports/csvExport';
import { CSV_HEADERS, csvChunks } from '../../src/server/orders/ordersCsv';
import { actors } from './support/actors';
import { ADMIN, DEMO_RESTAURANT_IDS, MULTI_ADMIN, SUPERADMIN } from './support/demo';
import { insertManyOrders, insertOrder, insertRestaurant, type OrderSeed } from './support/orders';
import { describeOnEachDatabase } from './support/testServer';
import { POLL_INTERVAL_MS, WAIT_BUDGET_MS } from '../support/waitBudget';

const WAIT = { timeout: WAIT_BUDGET_MS, interval: POLL_INTERVAL_MS };

const DAY = 86_400_000;
const LIST = `query ($filter: OrderFilter, $sortField: String, $sortOrder: String, $page: Int, $perPage: Int) {
  allOrders(filter: $filter, sortField: $sortField, sortOrder: $sortOrder, page: $page, perPage: $perPage) { id number total }
  _allOrdersMeta(filter: $filter) { count }
}`;
const TOTALS =
  'query ($filter: OrderFilter) { orderTotals(filter: $filter) { count subtotal discount tax serviceCharge deliveryCharge total } }';
const DETAIL = `query ($id: ID!) { Order(id: $id) { id number restaurantId createdAt status paymentStatus orderType paymentMethod table customerName
  subtotal discount tax serviceCharge deliveryCharge total promoTitle
  items { name quantity unitPrice options { group name price } lineTotal status } history { status paymentStatus changedAt } } }`;

type Listed = { allOrders: { id: string; number: number; total: number }[]; _allOrdersMeta: { count: number } };

describeOnEachDatabase('order histories', (server) => {
  const { as, ok } = actors(server);
  const db = () => server().server.database.db;
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);
  let restaurantId = '';

  const ORDERS: Omit<OrderSeed, 'restaurantId'>[] = [
    {
      number: 1,
      createdAt: ago(2),
      status: 'DONE',
      paymentStatus: 'PAID',
      orderType: 'DINE_IN',
      paymentMethod: 'CASH',
      table: '3',
      customerName: 'Alice',
      total: 20,
    },
    {
      number: 2,
      createdAt: ago(10),
      status: 'CANCELED',
      paymentStatus: 'CANCELLED',
      orderType: 'DELIVERY',
      paymentMethod: 'E_WALLET',
      customerName: 'Bob',
      subtotal: 39,
      discount: 3.5,
      promoTitle: 'Spring deal',
      total: 35.5,
    },
    {
      number: 3,
      createdAt: ago(1),
      status: 'ONGOING',
      paymentStatus: 'UNPAID',
      orderType: 'TAKE_AWAY',
      paymentMethod: 'CREDIT_CARD',
      customerName: 'Carol',
      total: 12,
    },
    {
      number: 4,
      createdAt: ago(40),
      status: 'DONE',
      paymentStatus: 'UNPAID',
      orderType: 'DINE_IN',
      paymentMethod: 'EDC',
      table: '7',
      customerName: 'alice b',
      total: 50,
    },
    {
      number: 5,
      createdAt: ago(200),
      status: 'DONE',
      paymentStatus: 'PAID',
      orderType: 'PICKUP',
      paymentMethod: 'CASH',
      customerName: 'Dan',
      total: 8,
    },
  ];

  beforeAll(async () => {
    restaurantId = await insertRestaurant(db(), 'Order Test Kitchen');
    for (const order of ORDERS) await insertOrder(db(), { ...order, restaurantId });
  });

  const numbers = async (filter: Record<string, unknown>, sort: Record<string, unknown> = {}) => {
    const data = await ok<Listed>(SUPERADMIN, LIST, { filter: { restaurantId, ...filter }, ...sort });
    expect(data._allOrdersMeta.count).toBe(data.allOrders.length);
    return data.allOrders.map((o) => o.number);
  };

  it("a super admin lists a restaurant's orders newest first, and only that restaurant's", async () => {
    expect(await numbers({})).toEqual([3, 1, 2, 4, 5]);
  });

  it.each([
    ['order status', { status: 'DONE' }, [1, 4, 5]],
    ['payment status', { paymentStatus: 'UNPAID' }, [3, 4]],
    ['order type', { orderType: 'DINE_IN' }, [1, 4]],
    ['payment method', { paymentMethod: 'CASH' }, [1, 5]],
    ['table', { table: '7' }, [4]],
    ['last 7 days', { createdFrom: ago(7).toISOString() }, [3, 1]],
    ['a date range', { createdFrom: ago(30).toISOString(), createdBefore: ago(5).toISOString() }, [2]],
    ['a total range (inclusive)', { totalMin: 12, totalMax: 35.5 }, [3, 1, 2]],
    ['an order number', { q: '4' }, [4]],
    ['an order number with #', { q: '#2' }, [2]],
    ['a customer, in any case', { q: 'ALICE' }, [1, 4]],
    ['last 7 days and unpaid', { createdFrom: ago(7).toISOString(), paymentStatus: 'UNPAID' }, [3]],
  ])('filters by %s', async (_label, filter, expected) => {
    expect(await numbers(filter)).toEqual(expected);
  });

  it('sorts by total both ways and pages', async () => {
    expect(await numbers({}, { sortField: 'total', sortOrder: 'ASC' })).toEqual([5, 3, 1, 2, 4]);
    const page = await ok<Listed>(SUPERADMIN, LIST, {
      filter: { restaurantId },
      sortField: 'number',
      sortOrder: 'DESC',
      page: 1,
      perPage: 2,
    });
    expect(page.allOrders.map((o) => o.number)).toEqual([3, 2]);
    expect(page._allOrdersMeta.count).toBe(5);
  });

  it('a malformed date or total is a field error, not a failure', async () => {
    const bad = await as(SUPERADMIN, LIST, { filter: { restaurantId, createdFrom: 'yesterday' } });
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { createdFrom: 'validation.invalid' },
    });
  });

  it('totals add up the filtered set', async () => {
    const { orderTotals } = await ok<{ orderTotals: Record<string, number> }>(SUPERADMIN, TOTALS, {
      filter: { restaurantId, status: 'DONE' },
    });
    expect(orderTotals).toMatchObject({ count: 3, total: 78, subtotal: 78 });
    const none = await ok<{ orderTotals: Record<string, number> }>(SUPERADMIN, TOTALS, {
      filter: { restaurantId, table: 'none' },
    });
    expect(none.orderTotals).toEqual({
      count: 0,
      subtotal: 0,
      discount: 0,
      tax: 0,
      serviceCharge: 0,
      deliveryCharge: 0,
      total: 0,
    });
  });

  it('the detail holds the items with their options, the money breakdown and the timeline', async () => {
    const [{ id }] = (await ok<Listed>(SUPERADMIN, LIST, { filter: { restaurantId, q: '1' } })).allOrders;
    const { Order } = await ok<{ Order: Record<string, unknown> }>(SUPERADMIN, DETAIL, { id });
    expect(Order).toMatchObject({
      number: 1,
      restaurantId,
      status: 'DONE',
      table: '3',
      customerName: 'Alice',
      total: 20,
      promoTitle: null,
    });
    expect(Order.items).toEqual([
      {
        name: 'Nasi Goreng',
        quantity: 2,
        unitPrice: 10,
        options: [{ group: 'Spice level', name: 'Hot', price: 0 }],
        lineTotal: 20,
        status: 'DONE',
      },
    ]);
    expect(Order.history).toEqual([
      { status: 'UNPROCESSED', paymentStatus: 'UNPAID', changedAt: ago(2).toISOString() },
    ]);
  });

  it('orders are never written through the admin API', async () => {
    const create = await as(SUPERADMIN, 'mutation { createOrder(data: {}) { id } }');
    expect(create.errors?.[0].message).toMatch(/Cannot query field "createOrder"/);
  });

  it('an ADMIN has no order histories, not even of its own restaurant: FORBIDDEN for the list, the detail, the totals', async () => {
    for (const user of [ADMIN, MULTI_ADMIN]) {
      const own = user.restaurantIds[0];
      expect((await as(user, LIST, { filter: { restaurantId: own } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await as(user, TOTALS, { filter: { restaurantId: own } })).errors?.[0].extensions?.code).toBe(
        'FORBIDDEN',
      );
      const [{ id }] = (await ok<Listed>(SUPERADMIN, LIST, { filter: { restaurantId: own }, perPage: 1 })).allOrders;
      expect((await as(user, DETAIL, { id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('the demo seed gives every demo restaurant months of orders', async () => {
    const data = await ok<Listed>(SUPERADMIN, LIST, {
      filter: { restaurantId: DEMO_RESTAURANT_IDS.warungNusantara, createdBefore: ago(150).toISOString() },
      perPage: 1,
    });
    expect(data._allOrdersMeta.count).toBeGreaterThan(50);
  });

  it("the demo orders are of the restaurant's own menus, at their prices, with options that keep each group's min and max", async () => {
    const restaurant = DEMO_RESTAURANT_IDS.warungNusantara;
    const items = await db()
      .select({
        menuId: orderItems.menuId,
        unitPrice: orderItems.unitPrice,
        options: orderItems.options,
        menuRestaurant: menus.restaurantId,
        price: menus.price,
        categoryId: menus.categoryId,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(menus, eq(menus.id, orderItems.menuId))
      .where(eq(orders.restaurantId, restaurant));
    expect(items.length).toBeGreaterThan(2000);
    expect(items.filter((item) => item.menuRestaurant !== restaurant || item.unitPrice !== item.price)).toEqual([]);
    expect(new Set(items.map((item) => item.categoryId)).size).toBeGreaterThan(3);
    const groups = await db()
      .select()
      .from(menuOptionGroups)
      .innerJoin(menus, eq(menus.id, menuOptionGroups.menuId))
      .where(eq(menus.restaurantId, restaurant));
    const broken = items.filter((item) =>
      groups
        .filter(({ menu_option_groups: group }) => group.menuId === item.menuId)
        .some(({ menu_option_groups: group }) => {
          const chosen = item.options.filter((option) => option.group === group.name).length;
          return chosen < group.min || chosen > group.max;
        }),
    );
    expect(broken).toEqual([]);
    expect(items.some((item) => item.options.length > 0)).toBe(true);
    const [discounted] = await db()
      .select({ promoTitle: orders.promoTitle })
      .from(orders)
      .where(and(eq(orders.restaurantId, restaurant), gt(orders.discount, 0)))
      .limit(1);
    expect(discounted.promoTitle).toBe(DEMO_ORDER_PROMO);
  });

  describe('export', () => {
    const exportUrl = (filter: Record<string, unknown>, file = 'orders') =>
      `${server().url}/exports/orders.csv?file=${file}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const download = async (
      filter: Record<string, unknown>,
      options: { file?: string; user?: typeof SUPERADMIN | null; locale?: string } = {},
    ) => {
      const user = options.user === undefined ? SUPERADMIN : options.user;
      const headers: Record<string, string> = { 'accept-language': options.locale ?? 'en' };
      if (user) headers.authorization = `JWT ${await server().tokenFor(user.id)}`;
      return fetch(exportUrl(filter, options.file), { headers });
    };
    const sixMonths = { createdFrom: ago(180).toISOString(), createdBefore: new Date(now + DAY).toISOString() };
    const parse = (text: string) =>
      text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n');
    /** ISO 8601 in UTC as PostgreSQL writes it: the fraction without its trailing zeros. */
    const iso = (date: Date) =>
      date.toISOString().replace(/\.(\d*?)0*Z$/, (_, digits: string) => (digits ? `.${digits}Z` : 'Z'));

    it('the orders file holds exactly the rows the list shows for the same filter, with a BOM, one header, ISO dates and plain numbers', async () => {
      // The search text goes into COPY as a literal: a quote or a backslash in it must stay text.
      for (const extra of [
        {},
        { paymentStatus: 'UNPAID' },
        { q: 'alice' },
        { q: "o'b\\'; select 1; --" },
        { totalMin: 12 },
      ]) {
        const filter = { restaurantId, ...sixMonths, ...extra };
        const response = await download(filter);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const text = bytes.toString('utf8');
        expect(text.startsWith('\uFEFFnumber,created_at,status,')).toBe(true);
        const [header, ...rows] = parse(text);
        expect(header.split(',').at(-1)).toBe('id');
        const listed = (
          await ok<{ allOrders: { id: string }[] }>(SUPERADMIN, LIST, { filter, perPage: 100 })
        ).allOrders.map((o) => o.id);
        expect(rows.map((row) => row.split(',').at(-1))).toEqual(listed);
        expect(response.headers.get('x-export-rows')).toBe(String(listed.length));
      }
      const [, first] = parse(await (await download({ restaurantId, ...sixMonths, q: '2' })).text());
      expect(first.split(',').slice(0, 15)).toEqual([
        '2',
        iso(ago(10)),
        'CANCELED',
        'CANCELLED',
        'DELIVERY',
        'E_WALLET',
        '',
        'Bob',
        '39.00',
        '3.50',
        '0.00',
        '0.00',
        '0.00',
        '35.50',
        'Spring deal',
      ]);
    });

    it("the items file has one row per item with its order's number and options", async () => {
      const text = await (await download({ restaurantId, ...sixMonths, q: '1' }, { file: 'items' })).text();
      const [header, row] = parse(text);
      expect(header).toBe('order_number,order_created_at,name,quantity,unit_price,options,line_total,status,order_id');
      expect(row.split(',').slice(0, 8)).toEqual([
        '1',
        iso(ago(2)),
        'Nasi Goreng',
        '2',
        '10.00',
        'Spice level: Hot (0)',
        '20.00',
        'DONE',
      ]);
    });

    it("a range over 6 months, or none, is refused with a clear message in the user's language", async () => {
      const long = await download({
        restaurantId,
        createdFrom: ago(200).toISOString(),
        createdBefore: ago(0).toISOString(),
      });
      expect(long.status).toBe(400);
      expect((await long.json()).errors[0]).toMatchObject({
        message: 'The export range is limited to 6 months. Choose a shorter range.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const longId = await download(
        { restaurantId, createdFrom: ago(200).toISOString(), createdBefore: ago(0).toISOString() },
        { locale: 'id' },
      );
      expect((await longId.json()).errors[0].message).toBe(
        'Rentang ekspor dibatasi 6 bulan. Pilih rentang yang lebih pendek.',
      );
      const none = await download({ restaurantId });
      expect(none.status).toBe(400);
      expect((await none.json()).errors[0]).toMatchObject({
        message: 'Choose a period of at most 6 months to export: set From, or pick a period.',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { createdFrom: 'errors.exportRangeMissing' } },
      });
      const noStartId = await download({ restaurantId, createdBefore: ago(0).toISOString() }, { locale: 'id' });
      expect((await noStartId.json()).errors[0].message).toBe(
        'Pilih periode paling lama 6 bulan untuk diekspor: isi Dari, atau pilih periode.',
      );
    });

    it('quotes text holding a comma, a quote or a line break, and writes amounts with their two decimals, dates ISO in UTC and options as plain values', async () => {
      const kitchen = await insertRestaurant(db(), 'Csv Quoting Kitchen');
      const createdAt = new Date(now - 3 * DAY + 7);
      const id = await insertOrder(db(), {
        restaurantId: kitchen,
        number: 6,
        createdAt,
        customerName: 'Lee, "Jr"\nby the window',
        total: 12.5,
      });
      await db()
        .insert(orderItems)
        .values({
          orderId: id,
          name: 'Burger, "big"',
          quantity: 1,
          unitPrice: 6,
          lineTotal: 7.8,
          status: 'DONE',
          position: 1,
          options: [
            { group: 'Extra', name: 'Cheese', price: 1 },
            { group: 'Extra', name: 'Egg', price: 0.8 },
          ],
        });
      const at = iso(createdAt);
      const orders = await (await download({ restaurantId: kitchen, ...sixMonths })).text(); // text() drops the BOM
      expect(orders).toBe(
        `${CSV_HEADERS.orders.join(',')}\n6,${at},DONE,PAID,DINE_IN,CASH,,"Lee, ""Jr""\nby the window",12.50,0.00,0.00,0.00,0.00,12.50,,${id}\n`,
      );
      const items = await (await download({ restaurantId: kitchen, ...sixMonths }, { file: 'items' })).text();
      expect(items).toBe(
        `${CSV_HEADERS.items.join(',')}\n6,${at},Nasi Goreng,2,6.25,Spice level: Hot (0),12.50,DONE,${id}\n` +
          `6,${at},"Burger, ""big""",1,6.00,Extra: Cheese (1); Extra: Egg (0.8),7.80,DONE,${id}\n`,
      );
    });

    it('text a spreadsheet would run as a formula is written with a leading quote, in both files', async () => {
      const kitchen = await insertRestaurant(db(), 'Csv Formula Kitchen');
      const id = await insertOrder(db(), {
        restaurantId: kitchen,
        number: 1,
        createdAt: ago(1),
        customerName: '=HYPERLINK("http://x")',
        promoTitle: '@SUM(A1)',
      });
      await db()
        .update(orderItems)
        .set({ name: '+cmd', options: [{ group: '-x', name: 'y', price: 0 }] })
        .where(eq(orderItems.orderId, id));
      const [, order] = parse(await (await download({ restaurantId: kitchen, ...sixMonths })).text());
      expect(order).toContain(`,"'=HYPERLINK(""http://x"")",`);
      expect(order).toContain(`,'@SUM(A1),${id}`);
      const [, item] = parse(await (await download({ restaurantId: kitchen, ...sixMonths }, { file: 'items' })).text());
      expect(item.split(',').slice(2, 6)).toEqual(["'+cmd", '2', '5.00', "'-x: y (0)"]);
    });

    it("pages by keyset: orders sharing a creation time, and orders without items, are each written once, in the list's order", async () => {
      const kitchen = await insertRestaurant(db(), 'Csv Paging Kitchen');
      const tie = ago(3);
      const ids: string[] = [];
      for (let number = 1; number <= 7; number += 1)
        ids.push(
          await insertOrder(db(), { restaurantId: kitchen, number, createdAt: number <= 4 ? tie : ago(number) }),
        );
      const itemless = [ids[4], ids[5]]; // a whole page of them, between orders with items
      await db().delete(orderItems).where(inArray(orderItems.orderId, itemless));
      const listed = (await ok<Listed>(SUPERADMIN, LIST, { filter: { restaurantId: kitchen } })).allOrders.map(
        (o) => o.id,
      );
      const lastColumns = async (file: 'orders' | 'items') => {
        let text = '';
        for await (const chunk of csvChunks(server().server.database, eq(orders.restaurantId, kitchen), file, 2))
          text += Buffer.from(chunk).toString('utf8');
        return text
          .trimEnd()
          .split('\n')
          .map((line) => line.split(',').at(-1));
      };
      expect(await lastColumns('orders')).toEqual(listed);
      expect(await lastColumns('items')).toEqual(listed.filter((id) => !itemless.includes(id)));
    });

    it('an ADMIN is refused (403), anonymous is refused (401), a bad filter is a 400', async () => {
      expect((await download({ restaurantId: ADMIN.restaurantIds[0], ...sixMonths }, { user: ADMIN })).status).toBe(
        403,
      );
      expect((await download({ restaurantId, ...sixMonths }, { user: null })).status).toBe(401);
      expect((await download({ restaurantId, ...sixMonths, createdFrom: 'soon' })).status).toBe(400);
    });

    it('every filter member is taken as the list takes it: a malformed or unknown one is refused on its field (it was ignored, exporting every order)', async () => {
      for (const [member, value] of [
        ['ids', [{}]],
        ['totalMin', 'twelve'],
        ['status', ['DONE']],
        ['restaurantId', { id: 1 }],
        ['colour', 'red'],
      ] as const) {
        const response = await download({ restaurantId, ...sixMonths, [member]: value });
        const { errors } = (await response.json()) as {
          errors: { extensions: { code: string; fieldErrors: Record<string, string> } }[];
        };
        expect([response.status, errors[0].extensions.code, errors[0].extensions.fieldErrors], member).toEqual([
          400,
          'BAD_USER_INPUT',
          { [member]: 'validation.invalid' },
        ]);
      }
      // Text PostgreSQL cannot hold (a NUL) is refused on its field (was a 500).
      for (const member of ['status', 'q', 'table']) {
        const response = await download({ restaurantId, ...sixMonths, [member]: 'a\u0000b' });
        expect(
          [
            response.status,
            ((await response.json()) as { errors: { extensions: { fieldErrors: unknown } }[] }).errors[0].extensions
              .fieldErrors,
          ],
          member,
        ).toEqual([400, { [member]: 'validation.malformedText' }]);
      }
      // As GraphQL takes a single value for a list: ids "abc" is ["abc"], no order's id, so nothing (it was every
      // order).
      const none = await download({ restaurantId, ...sixMonths, ids: 'abc' });
      expect([none.status, parse(await none.text())]).toEqual([200, [CSV_HEADERS.orders.join(',')]]);
      // One restaurant's orders: its order history's (across restaurants, every page would sort all that is left).
      const anywhere = await download(sixMonths);
      expect([
        anywhere.status,
        ((await anywhere.json()) as { errors: { extensions: { fieldErrors: unknown } }[] }).errors[0].extensions
          .fieldErrors,
      ]).toEqual([400, { restaurantId: 'validation.required' }]);
    });

    it(`one user runs at most ${EXPORT_LIMITS.perUser} exports at once: the next is answered 429 with Retry-After until one ends`, async () => {
      // Orders enough that an export whose reader does not read stays running (its socket's buffers fill up).
      const busy = await insertRestaurant(db(), 'Csv Busy Kitchen');
      await insertManyOrders(db(), busy, 60_000);
      const url = new URL(exportUrl({ restaurantId: busy, ...sixMonths }));
      const token = await server().tokenFor(SUPERADMIN.id);
      const hold = () =>
        new Promise<http.ClientRequest>((resolve) => {
          const request = http.get(url, { headers: { authorization: `JWT ${token}` } }, (response) => {
            response.pause(); // never read: the export waits for its reader
            resolve(request);
          });
        });
      const held = await Promise.all(Array.from({ length: EXPORT_LIMITS.perUser }, hold));
      const refused = await download({ restaurantId, ...sixMonths });
      expect([
        refused.status,
        refused.headers.get('retry-after'),
        ((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code,
      ]).toEqual([429, String(EXPORT_LIMITS.retryAfterSeconds), 'RATE_LIMITED']);
      held[0].destroy(); // its reader goes away: the export stops and gives its place back
      await expect.poll(async () => (await download({ restaurantId, ...sixMonths })).status, WAIT).toBe(200);
      for (const request of held) request.destroy();
    });
  });
});
