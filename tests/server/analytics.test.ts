/**
 * The analytics API (Cube's REST protocol at /cubejs-api/v1): every member against orders with
 * known numbers (March 2021, far from the demo orders; the test kitchen keeps UTC's clock), business
 * days and hours on each restaurant's own clock (a Jakarta bar cut at 04:00), filters, time zones and relative ranges
 * on
 * the server's clock, tenancy (an ADMIN never sees another restaurant's rows, whatever it asks),
 * refused roles and sessions, bad queries, GET, POST, multi, and @cubejs-client/core reading it all.
 */
import http from 'node:http';
import cube, { type Query } from '@cubejs-client/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardQueries } from '../../src/admin/resources/analytics/queries';
import { readQuery, type CubeQuery } from '../../src/server/analytics/cubeQuery';
import { MAX_QUERIES } from '../../src/server/analytics/cubeLoad';
import type { CubeDefinition } from '../../src/server/analytics/cubeMembers';
import { CUBES } from '../../src/server/analytics/cubes';
import { querySql } from '../../src/server/analytics/querySql';
import { ANALYTICS_CONCURRENCY } from '../../src/server/analytics/queryRunner';
import { dateRange } from '../../src/server/analytics/dateRanges';
import { sourceOf } from '../../src/server/analytics/rollups';
import { MAX_JSON_DEPTH } from '../../src/server/http/boundedJson';
import { rowsOf } from '../../src/server/db/database';
import { menuCategories, menus, orderItems, ordersHourly, tableScans, users } from '../../src/server/db/schema';
import { ADMIN, CASHIER, DEMO_RESTAURANT_IDS, SUPERADMIN } from './support/demo';
import { insertOrder, insertRestaurant } from './support/orders';
import { describeOnEachDatabase } from './support/testServer';
import { WAIT_BUDGET_MS } from '../support/waitBudget';

const NOW = new Date('2021-03-09T12:00:00Z');
const MARCH = ['2021-03-01', '2021-03-31'];
const ADMIN_RESTAURANT = DEMO_RESTAURANT_IDS.warungNusantara;

type Row = Record<string, string | null>;
interface LoadAnswer {
  data: Row[];
  query: Record<string, unknown>;
  annotation: Record<string, Record<string, unknown>>;
}

describeOnEachDatabase(
  'analytics API',
  (server) => {
    const db = () => server().server.database.db;
    let restaurantId = '';
    let menuId = '';
    const tokens: Record<string, string> = {};

    beforeAll(async () => {
      restaurantId = await insertRestaurant(db(), 'Analytics Test Kitchen', { timeZone: 'UTC' });
      const [category] = await db()
        .insert(menuCategories)
        .values({ restaurantId, name: 'Mains' })
        .returning({ id: menuCategories.id });
      [{ id: menuId }] = await db()
        .insert(menus)
        .values({ restaurantId, name: 'Satay', price: 5, categoryId: category.id })
        .returning({ id: menus.id });
      const at = (iso: string) => new Date(iso);
      // 2021-03-01 is a Monday. Each order carries one item "Nasi Goreng" × 2 worth its total.
      const ids = [
        await insertOrder(db(), {
          restaurantId,
          number: 1,
          createdAt: at('2021-03-01T10:15:00Z'),
          status: 'DONE',
          paymentStatus: 'PAID',
          orderType: 'DINE_IN',
          paymentMethod: 'CASH',
          table: '3',
          customerName: 'Alice',
          total: 20,
        }),
        await insertOrder(db(), {
          restaurantId,
          number: 2,
          createdAt: at('2021-03-01T12:30:00Z'),
          status: 'DONE',
          paymentStatus: 'PAID',
          orderType: 'TAKE_AWAY',
          paymentMethod: 'E_WALLET',
          customerName: 'Bob',
          total: 30,
        }),
        await insertOrder(db(), {
          restaurantId,
          number: 3,
          createdAt: at('2021-03-01T23:30:00Z'),
          status: 'CANCELED',
          paymentStatus: 'CANCELLED',
          orderType: 'DELIVERY',
          paymentMethod: 'CASH',
          customerName: 'Alice',
          total: 50,
        }),
        await insertOrder(db(), {
          restaurantId,
          number: 4,
          createdAt: at('2021-03-02T09:00:00Z'),
          status: 'ONGOING',
          paymentStatus: 'UNPAID',
          orderType: 'DINE_IN',
          paymentMethod: 'CREDIT_CARD',
          table: '5',
          customerName: 'Carol',
          total: 12.5,
        }),
        await insertOrder(db(), {
          restaurantId,
          number: 5,
          createdAt: at('2021-03-08T10:00:00Z'),
          status: 'DONE',
          paymentStatus: 'PAID',
          orderType: 'DINE_IN',
          paymentMethod: 'CASH',
          table: '3',
          customerName: 'Dan',
          total: 7.5,
        }),
      ];
      await db()
        .insert(orderItems)
        .values([
          {
            orderId: ids[0],
            menuId,
            name: 'Satay',
            quantity: 3,
            unitPrice: 5,
            lineTotal: 15,
            status: 'DONE',
            position: 1,
          },
          {
            orderId: ids[2],
            menuId,
            name: 'Satay',
            quantity: 1,
            unitPrice: 5,
            lineTotal: 5,
            status: 'CANCELED',
            position: 1,
          },
        ]);
      // The ADMIN's own restaurant: two orders that month.
      await insertOrder(db(), {
        restaurantId: ADMIN_RESTAURANT,
        number: 900_001,
        createdAt: at('2021-03-01T08:00:00Z'),
        paymentStatus: 'PAID',
        total: 100,
      });
      await insertOrder(db(), {
        restaurantId: ADMIN_RESTAURANT,
        number: 900_002,
        createdAt: at('2021-03-03T08:00:00Z'),
        paymentStatus: 'UNPAID',
        total: 40,
      });
      for (const user of [SUPERADMIN, ADMIN, CASHIER]) tokens[user.email] = await server().tokenFor(user.id);
    });

    const request = (path: string, init: RequestInit & { token?: string | null } = {}) => {
      const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
      const token = init.token === undefined ? tokens[SUPERADMIN.email] : init.token;
      if (token !== null) headers.authorization = token;
      return fetch(`${server().url}/cubejs-api/v1/${path}`, { ...init, headers });
    };
    const get = (query: unknown, token?: string | null, extra = '') =>
      request(`load?query=${encodeURIComponent(JSON.stringify(query))}${extra}`, { token });
    const loadOk = async (query: object, token?: string | null): Promise<LoadAnswer> => {
      const response = await get(query, token);
      const body = (await response.json()) as LoadAnswer & { error?: string };
      expect(response.status, body.error).toBe(200);
      return body;
    };
    /** The query, narrowed to the test's own restaurant. */
    const ours = (query: Record<string, unknown>) =>
      ({
        ...query,
        filters: [
          ...((query.filters as unknown[]) ?? []),
          {
            member: `${String((query.measures as string[])[0]).split('.')[0]}.restaurantId`,
            operator: 'equals',
            values: [restaurantId],
          },
        ],
      }) as Query;
    /** The analytics screen's queries for the test's restaurant in March. */
    const screen = () => dashboardQueries([restaurantId], { from: MARCH[0], to: MARCH[1] });
    const march = (granularity?: string) => [
      { dimension: 'Orders.createdAt', dateRange: MARCH, ...(granularity ? { granularity } : {}) },
    ];

    describe('Orders members', () => {
      it('count, revenue (paid only), average order value (paid) and distinct customers over a range', async () => {
        const { data } = await loadOk(
          ours({
            measures: ['Orders.count', 'Orders.revenue', 'Orders.averageOrderValue', 'Orders.customers'],
            timeDimensions: march(),
          }),
        );
        expect(data).toHaveLength(1);
        expect(Number(data[0]['Orders.count'])).toBe(5);
        expect(Number(data[0]['Orders.revenue'])).toBe(57.5);
        expect(Number(data[0]['Orders.averageOrderValue'])).toBeCloseTo(57.5 / 3, 6);
        expect(Number(data[0]['Orders.customers'])).toBe(4);
      });

      it("revenue and count by day, as local times of the range, with Cube's bare time key too", async () => {
        const { data, query } = await loadOk(
          ours({
            measures: ['Orders.count', 'Orders.revenue'],
            timeDimensions: [
              { dimension: 'Orders.createdAt', granularity: 'day', dateRange: ['2021-03-01', '2021-03-07'] },
            ],
          }),
        );
        expect(
          data.map((r) => [r['Orders.createdAt.day'], Number(r['Orders.count']), Number(r['Orders.revenue'])]),
        ).toEqual([
          ['2021-03-01T00:00:00.000', 3, 50],
          ['2021-03-02T00:00:00.000', 1, 0],
        ]);
        expect(data[0]['Orders.createdAt']).toBe('2021-03-01T00:00:00.000');
        expect(query).toMatchObject({
          timezone: 'UTC',
          limit: 10_000,
          timeDimensions: [{ dateRange: ['2021-03-01T00:00:00.000', '2021-03-07T23:59:59.999'] }],
        });
      });

      it.each([
        [
          'hour',
          [
            '2021-03-01T10:00:00.000',
            '2021-03-01T12:00:00.000',
            '2021-03-01T23:00:00.000',
            '2021-03-02T09:00:00.000',
            '2021-03-08T10:00:00.000',
          ],
        ],
        ['week', ['2021-03-01T00:00:00.000', '2021-03-08T00:00:00.000']],
        ['month', ['2021-03-01T00:00:00.000']],
      ])('granularity %s', async (granularity, expected) => {
        const { data } = await loadOk(ours({ measures: ['Orders.count'], timeDimensions: march(granularity) }));
        expect(data.map((r) => r[`Orders.createdAt.${granularity}`])).toEqual(expected);
      });

      it.each([
        ['status', { DONE: 3, CANCELED: 1, ONGOING: 1 }],
        ['paymentStatus', { PAID: 3, CANCELLED: 1, UNPAID: 1 }],
        ['orderType', { DINE_IN: 3, TAKE_AWAY: 1, DELIVERY: 1 }],
        ['paymentMethod', { CASH: 3, E_WALLET: 1, CREDIT_CARD: 1 }],
        ['table', { 3: 2, 5: 1, null: 2 }],
        ['hourOfDay', { 10: 2, 12: 1, 23: 1, 9: 1 }],
        ['dayOfWeek', { 1: 4, 2: 1 }],
        ['restaurantId', 'own'],
      ])('counts by %s', async (dimension, expected) => {
        const { data } = await loadOk(
          ours({ measures: ['Orders.count'], dimensions: [`Orders.${dimension}`], timeDimensions: march() }),
        );
        const counts = Object.fromEntries(
          data.map((r) => [String(r[`Orders.${dimension}`]), Number(r['Orders.count'])]),
        );
        expect(counts).toEqual(expected === 'own' ? { [restaurantId]: 5 } : expected);
      });

      it("business days, hours of day and days of week are the restaurant's own (its zone and cut-off), whatever the query's zone", async () => {
        // A Jakarta bar (UTC+7) whose day turns at 04:00: Friday 5 March 2021 19:00 and Saturday 01:30 are Friday's;
        // Saturday 04:30 is Saturday's.
        const bar = await insertRestaurant(db(), 'Analytics Night Bar', {
          timeZone: 'Asia/Jakarta',
          dayCutoff: '04:00',
        });
        for (const [number, iso] of [
          [1, '2021-03-05T12:00:00Z'],
          [2, '2021-03-05T18:30:00Z'],
          [3, '2021-03-05T21:30:00Z'],
        ] as const) {
          await insertOrder(db(), {
            restaurantId: bar,
            number,
            createdAt: new Date(iso),
            paymentStatus: 'PAID',
            total: 10,
          });
        }
        const onBar = { filters: [{ member: 'Orders.restaurantId', operator: 'equals', values: [bar] }] };
        for (const timezone of ['UTC', 'America/New_York']) {
          const byDay = await loadOk({
            ...onBar,
            measures: ['Orders.count'],
            timeDimensions: [
              { dimension: 'Orders.businessDay', granularity: 'day', dateRange: ['2021-03-05', '2021-03-06'] },
            ],
            timezone,
          });
          if (timezone === 'UTC')
            expect(byDay.data.map((r) => [r['Orders.businessDay.day'], r['Orders.count']])).toEqual([
              ['2021-03-05T00:00:00.000', '2'],
              ['2021-03-06T00:00:00.000', '1'],
            ]);
          const hours = await loadOk({
            ...onBar,
            measures: ['Orders.count'],
            dimensions: ['Orders.dayOfWeek', 'Orders.hourOfDay'],
            order: { 'Orders.dayOfWeek': 'asc', 'Orders.hourOfDay': 'asc' },
            timezone,
          });
          expect(hours.data.map((r) => [r['Orders.dayOfWeek'], r['Orders.hourOfDay'], r['Orders.count']])).toEqual([
            ['5', '1', '1'],
            ['5', '19', '1'],
            ['6', '4', '1'],
          ]);
        }
        // Friday alone: the 01:30 order is in, the 04:30 one is out (a range of business days).
        const friday = await loadOk({
          ...onBar,
          measures: ['Orders.count'],
          timeDimensions: [{ dimension: 'Orders.businessDay', dateRange: ['2021-03-05', '2021-03-05'] }],
          timezone: 'UTC',
        });
        expect(friday.data[0]['Orders.count']).toBe('2');
      });

      it('days and date ranges are local to the time zone', async () => {
        const { data } = await loadOk(
          ours({
            measures: ['Orders.count'],
            timeDimensions: [
              { dimension: 'Orders.createdAt', granularity: 'day', dateRange: ['2021-03-01', '2021-03-02'] },
            ],
            timezone: 'Asia/Jakarta',
          }),
        );
        expect(data.map((r) => [r['Orders.createdAt.day'], r['Orders.count']])).toEqual([
          ['2021-03-01T00:00:00.000', '2'],
          ['2021-03-02T00:00:00.000', '2'],
        ]);
      });

      it("relative ranges are read on the server's clock, as Cube reads them", async () => {
        const count = async (range: string) =>
          Number(
            (
              await loadOk(
                ours({
                  measures: ['Orders.count'],
                  timeDimensions: [{ dimension: 'Orders.createdAt', dateRange: range }],
                }),
              )
            ).data[0]?.['Orders.count'] ?? 0,
          );
        expect(await count('last 7 days')).toBe(2); // 2 March to 8 March, today (9 March) excluded
        expect(await count('yesterday')).toBe(1);
        expect(await count('this week')).toBe(1);
        expect(await count('last week')).toBe(4);
        expect(await count('this month')).toBe(5);
        expect(await count('today')).toBe(0);
      });
    });

    describe('OrderItems members', () => {
      it('quantity (every item) and revenue (paid orders) by menu, top first, and by category', async () => {
        const byMenu = await loadOk(
          ours({
            measures: ['OrderItems.revenue', 'OrderItems.quantity'],
            dimensions: ['OrderItems.menuName', 'OrderItems.menuId'],
            timeDimensions: [{ dimension: 'OrderItems.createdAt', dateRange: MARCH }],
            order: { 'OrderItems.revenue': 'desc' },
            limit: 10,
          }),
        );
        expect(
          byMenu.data.map((r) => [
            r['OrderItems.menuName'],
            r['OrderItems.menuId'],
            Number(r['OrderItems.revenue']),
            Number(r['OrderItems.quantity']),
          ]),
        ).toEqual([
          ['Nasi Goreng', null, 57.5, 10],
          ['Satay', menuId, 15, 4],
        ]);
        const byCategory = await loadOk(
          ours({
            measures: ['OrderItems.revenue'],
            dimensions: ['OrderItems.categoryName', 'OrderItems.restaurantId'],
            timeDimensions: [{ dimension: 'OrderItems.createdAt', dateRange: MARCH }],
          }),
        );
        expect(
          byCategory.data.map((r) => [
            r['OrderItems.categoryName'],
            r['OrderItems.restaurantId'],
            Number(r['OrderItems.revenue']),
          ]),
        ).toEqual([
          [null, restaurantId, 57.5],
          ['Mains', restaurantId, 15],
        ]);
      });
    });

    describe('the hourly rollup', () => {
      it('answers every figure of the screen as the orders and items do, on and off whole hours', async () => {
        // Jakarta with a cut-off at 04:00 is on whole hours; Kolkata (half an hour off) and a cut-off at 04:30 are not.
        const clocks = [
          { timeZone: 'Asia/Jakarta', dayCutoff: '04:00' },
          { timeZone: 'Asia/Kolkata', dayCutoff: '00:00' },
          { timeZone: 'UTC', dayCutoff: '04:30' },
        ];
        const kitchens: string[] = [];
        for (const [k, clock] of clocks.entries()) {
          const kitchen = await insertRestaurant(db(), `Screen Rollup Kitchen ${k}`, clock);
          kitchens.push(kitchen);
          const [category] = await db()
            .insert(menuCategories)
            .values({ restaurantId: kitchen, name: `Drinks ${k}` })
            .returning({ id: menuCategories.id });
          const made = await db()
            .insert(menus)
            .values(
              ['Tea', 'Coffee'].map((name) => ({ restaurantId: kitchen, name, price: 3, categoryId: category.id })),
            )
            .returning({ id: menus.id });
          const orderIds: string[] = [];
          // Minutes on either side of the hours and cut-offs, over three days, paid and not, of every type.
          for (let i = 0; i < 24; i += 1) {
            const id = await insertOrder(db(), {
              restaurantId: kitchen,
              number: i + 1,
              createdAt: new Date(Date.UTC(2021, 2, 1 + (i % 3), (i * 5) % 24, (i * 17) % 60)),
              paymentStatus: i % 4 === 0 ? 'UNPAID' : 'PAID',
              orderType: ['DINE_IN', 'TAKE_AWAY', 'DELIVERY'][i % 3],
              paymentMethod: ['CASH', 'E_WALLET'][i % 2],
              table: i % 3 ? String(1 + (i % 4)) : null,
              customerName: i % 5 ? ['Ana', 'Budi', 'Citra', 'Dewi'][i % 4] : null,
              total: 10 + i,
            });
            await db()
              .insert(orderItems)
              .values({
                orderId: id,
                menuId: made[i % 2].id,
                name: i % 2 ? 'Coffee' : 'Tea',
                quantity: 1 + (i % 3),
                unitPrice: 3,
                lineTotal: 3 * (1 + (i % 3)),
                status: 'DONE',
              });
            orderIds.push(id);
          }
          await db().execute(sql`update orders set payment_status = 'PAID' where id = ${orderIds[4]}`);
          await db().execute(sql`update orders set payment_status = 'REFUNDED' where id = ${orderIds[5]}`);
          await db().execute(sql`update orders set "table" = '9', customer_name = 'Eka' where id = ${orderIds[10]}`);
          await db().execute(sql`delete from orders where id = ${orderIds[7]}`);
          await db().delete(menus).where(eq(menus.id, made[1].id));
          const scans = await db()
            .insert(tableScans)
            .values(
              Array.from({ length: 12 }, (_, i) => ({
                restaurantId: kitchen,
                tableNumber: 1 + (i % 5),
                scannedAt: new Date(Date.UTC(2021, 2, 1 + (i % 3), (i * 7) % 24, (i * 13) % 60)),
              })),
            )
            .returning({ id: tableScans.id });
          await db().delete(tableScans).where(eq(tableScans.id, scans[3].id));
        }
        const screen = dashboardQueries(kitchens, { from: '2021-03-01', to: '2021-03-03' }, kitchens[0]);
        const answer = async (cube: CubeDefinition, query: CubeQuery) => {
          const { statement, columns } = querySql(cube, query, 'all');
          return rowsOf<Record<string, unknown>>(await db().execute(statement)).map((row) =>
            columns.map((_, i) => {
              const value = row[`c${i}`];
              return value === null || Number.isNaN(Number(value)) ? value : Number(value).toFixed(6);
            }),
          );
        };
        const compare = async () => {
          const compared = [];
          for (const [name, asked] of Object.entries(screen)) {
            const { cube, query } = readQuery(asked, NOW);
            const source = sourceOf(cube, query);
            if (source === cube) continue;
            compared.push(name);
            const fromOrders = await answer(cube, query);
            expect(fromOrders.length, name).toBeGreaterThan(0);
            expect(await answer(source, query), name).toEqual(fromOrders);
          }
          expect(compared).toEqual(Object.keys(screen));
        };
        await compare();
        // A restaurant's days move with its zone and cut-off.
        await db().execute(
          sql`update restaurants set time_zone = 'Asia/Makassar', day_cutoff = '02:00' where id = ${kitchens[0]}`,
        );
        await compare();
      });

      it('follows inserted, repaid and deleted orders, and answers as the orders themselves do', async () => {
        const kitchen = await insertRestaurant(db(), 'Rollup Test Kitchen');
        const orderAt = (number: number, iso: string, paymentStatus: string, total: number) =>
          insertOrder(db(), { restaurantId: kitchen, number, createdAt: new Date(iso), paymentStatus, total });
        const [, unpaid, gone] = [
          await orderAt(1, '2021-03-01T10:05:00Z', 'PAID', 10),
          await orderAt(2, '2021-03-01T10:55:00Z', 'UNPAID', 4),
          await orderAt(3, '2021-03-02T22:30:00Z', 'PAID', 6),
        ];
        await db().execute(sql`update orders set payment_status = 'PAID' where id = ${unpaid}`);
        await db().execute(sql`delete from orders where id = ${gone}`);
        const hours = await db()
          .select()
          .from(ordersHourly)
          .where(eq(ordersHourly.restaurantId, kitchen))
          .orderBy(ordersHourly.hour);
        expect(hours.map((h) => [h.hour.toISOString(), h.orders, h.paidOrders, Number(h.revenue)])).toEqual([
          ['2021-03-01T10:00:00.000Z', 2, 2, 14],
          ['2021-03-02T22:00:00.000Z', 0, 0, 0],
        ]);
        // Read from the rollup, then (a filter on a member it lacks) from the orders.
        const answers = await Promise.all(
          [[], [{ member: 'Orders.status', operator: 'set' }]].map(async (extra) =>
            (
              await loadOk({
                measures: ['Orders.count', 'Orders.revenue', 'Orders.averageOrderValue'],
                timeDimensions: [{ dimension: 'Orders.createdAt', granularity: 'day', dateRange: MARCH }],
                filters: [{ member: 'Orders.restaurantId', operator: 'equals', values: [kitchen] }, ...extra],
                timezone: 'Asia/Jakarta',
              })
            ).data.map((r) => ({
              ...r,
              'Orders.averageOrderValue': Number(r['Orders.averageOrderValue']).toFixed(6),
              'Orders.revenue': Number(r['Orders.revenue']),
            })),
          ),
        );
        expect(answers[0]).toEqual([
          {
            'Orders.createdAt.day': '2021-03-01T00:00:00.000',
            'Orders.createdAt': '2021-03-01T00:00:00.000',
            'Orders.count': '2',
            'Orders.revenue': 14,
            'Orders.averageOrderValue': '7.000000',
          },
        ]);
        expect(answers[1]).toEqual(answers[0]);
      });
    });

    describe('filters, order, limit, offset', () => {
      const countWhere = async (filters: unknown[], dimensions: string[] = []) =>
        (await loadOk(ours({ measures: ['Orders.count'], dimensions, timeDimensions: march(), filters }))).data.map(
          (r) => Object.values(r).join(' '),
        );
      it.each([
        ['equals', [{ member: 'Orders.paymentStatus', operator: 'equals', values: ['PAID', 'UNPAID'] }], ['4']],
        [
          'notEquals, keeping rows without a value',
          [{ member: 'Orders.table', operator: 'notEquals', values: ['3'] }],
          ['3'],
        ],
        ['set', [{ member: 'Orders.table', operator: 'set' }], ['3']],
        ['notSet', [{ member: 'Orders.table', operator: 'notSet' }], ['2']],
        ['gt', [{ member: 'Orders.hourOfDay', operator: 'gt', values: ['10'] }], ['2']],
        ['gte', [{ member: 'Orders.hourOfDay', operator: 'gte', values: ['10'] }], ['4']],
        ['lt', [{ member: 'Orders.hourOfDay', operator: 'lt', values: ['10'] }], ['1']],
        ['lte', [{ member: 'Orders.hourOfDay', operator: 'lte', values: [10] }], ['3']],
        [
          'or',
          [
            {
              or: [
                { member: 'Orders.orderType', operator: 'equals', values: ['DELIVERY'] },
                { member: 'Orders.paymentMethod', operator: 'equals', values: ['E_WALLET'] },
              ],
            },
          ],
          ['2'],
        ],
      ])('%s', async (_label, filters, expected) => {
        expect(await countWhere(filters)).toEqual(expected);
      });

      it('a filter on a measure keeps the groups it holds for (HAVING)', async () => {
        expect(
          await countWhere([{ member: 'Orders.count', operator: 'gt', values: ['1'] }], ['Orders.orderType']),
        ).toEqual(['DINE_IN 3']);
      });

      it('orders, limits and pages', async () => {
        const page = async (extra: Record<string, unknown>) =>
          (
            await loadOk(
              ours({
                measures: ['Orders.count'],
                dimensions: ['Orders.paymentMethod'],
                timeDimensions: march(),
                ...extra,
              }),
            )
          ).data.map((r) => r['Orders.paymentMethod']);
        expect(await page({ order: [['Orders.paymentMethod', 'asc']] })).toEqual(['CASH', 'CREDIT_CARD', 'E_WALLET']);
        expect(await page({ order: { 'Orders.paymentMethod': 'desc' }, limit: 2 })).toEqual([
          'E_WALLET',
          'CREDIT_CARD',
        ]);
        expect(await page({ order: { 'Orders.paymentMethod': 'desc' }, limit: 2, offset: 2 })).toEqual(['CASH']);
        expect((await page({}))[0]).toBe('CASH'); // by default the first measure, largest first
      });
    });

    describe('tenancy', () => {
      const adminRows = async (query: Record<string, unknown>) =>
        (await loadOk({ timeDimensions: march(), ...query }, tokens[ADMIN.email])).data;

      it('an ADMIN sees only its own restaurant, with no filter at all', async () => {
        const rows = await adminRows({
          measures: ['Orders.count', 'Orders.revenue'],
          dimensions: ['Orders.restaurantId'],
        });
        expect(rows).toEqual([
          {
            'Orders.restaurantId': ADMIN_RESTAURANT,
            'Orders.count': '2',
            'Orders.revenue': expect.stringMatching(/^100(\.0+)?$/),
          },
        ]);
      });

      it('an ADMIN asking for another restaurant gets none of its rows, through equals, or, notEquals and items', async () => {
        const other = { member: 'Orders.restaurantId', operator: 'equals', values: [restaurantId] };
        expect(await adminRows({ measures: ['Orders.count'], filters: [other] })).toEqual([{ 'Orders.count': '0' }]);
        expect(
          await adminRows({
            measures: ['Orders.count'],
            dimensions: ['Orders.restaurantId'],
            filters: [{ or: [other, { member: 'Orders.status', operator: 'set' }] }],
          }),
        ).toEqual([{ 'Orders.restaurantId': ADMIN_RESTAURANT, 'Orders.count': '2' }]);
        expect(
          await adminRows({
            measures: ['Orders.count'],
            dimensions: ['Orders.restaurantId'],
            filters: [{ member: 'Orders.restaurantId', operator: 'notEquals', values: [ADMIN_RESTAURANT] }],
          }),
        ).toEqual([]);
        const items = await adminRows({
          measures: ['OrderItems.quantity'],
          dimensions: ['OrderItems.restaurantId'],
          timeDimensions: [{ dimension: 'OrderItems.createdAt', dateRange: MARCH }],
        });
        expect(items).toEqual([{ 'OrderItems.restaurantId': ADMIN_RESTAURANT, 'OrderItems.quantity': '4' }]);
      });

      it('a SUPERADMIN sees every restaurant, by restaurant or all together', async () => {
        const { data } = await loadOk({
          measures: ['Orders.count'],
          dimensions: ['Orders.restaurantId'],
          timeDimensions: march(),
        });
        expect(Object.fromEntries(data.map((r) => [r['Orders.restaurantId'], r['Orders.count']]))).toMatchObject({
          [restaurantId]: '5',
          [ADMIN_RESTAURANT]: '2',
        });
        const byDay = (filters: unknown[]) =>
          loadOk({ measures: ['Orders.count', 'Orders.revenue'], timeDimensions: march('day'), filters }).then(
            (answer) => answer.data,
          );
        const [fromRollup, fromOrders] = [await byDay([]), await byDay([{ member: 'Orders.status', operator: 'set' }])];
        expect(fromRollup.map((r) => r['Orders.createdAt.day'])).toContain('2021-03-08T00:00:00.000');
        expect(
          fromRollup.map((r) => [r['Orders.createdAt.day'], r['Orders.count'], Number(r['Orders.revenue'])]),
        ).toEqual(fromOrders.map((r) => [r['Orders.createdAt.day'], r['Orders.count'], Number(r['Orders.revenue'])]));
      });
    });

    describe('refusals', () => {
      const query = { measures: ['Orders.count'] };

      it('refuses a cashier and an anonymous caller with 403 and a JSON error, meta too', async () => {
        for (const token of [tokens[CASHIER.email], null]) {
          for (const response of [await get(query, token), await request('meta', { token })]) {
            expect(response.status).toBe(403);
            expect(((await response.json()) as { error: string }).error).toMatch(/session has ended|sign in/);
          }
        }
      });

      it("refuses a bad token and an ended session (403), in the caller's language", async () => {
        expect((await get(query, 'not-a-token')).status).toBe(403);
        const token = await server().tokenFor(ADMIN.id);
        await db()
          .update(users)
          .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
          .where(eq(users.id, ADMIN.id));
        server().server.tableWrites.written('users');
        const response = await request(`load?query=${encodeURIComponent(JSON.stringify(query))}`, {
          token,
          headers: { 'accept-language': 'id' },
        });
        expect(response.status).toBe(403);
        expect(((await response.json()) as { error: string }).error).toContain('Sesi Anda telah berakhir');
        tokens[ADMIN.email] = await server().tokenFor(ADMIN.id);
      });

      it.each([
        ['an unknown member', { measures: ['Orders.price'] }, 'Unknown analytics member "Orders.price"'],
        ['an unknown cube', { measures: ['Payments.count'] }, 'Unknown analytics member'],
        [
          'a bad granularity',
          { measures: ['Orders.count'], timeDimensions: [{ dimension: 'Orders.createdAt', granularity: 'year' }] },
          'Unknown granularity "year"',
        ],
        [
          'a bad date range',
          {
            measures: ['Orders.count'],
            timeDimensions: [{ dimension: 'Orders.createdAt', dateRange: ['2021-02-30', '2021-03-01'] }],
          },
          'Invalid date range',
        ],
        [
          'an unknown relative range',
          {
            measures: ['Orders.count'],
            timeDimensions: [{ dimension: 'Orders.createdAt', dateRange: 'since the dawn of time' }],
          },
          'Invalid date range',
        ],
        [
          'a bad time zone',
          { measures: ['Orders.count'], timezone: "UTC'; drop table orders; --" },
          'Unknown time zone',
        ],
        ['a limit over 50,000', { measures: ['Orders.count'], limit: 50_001 }, 'at most 50,000 rows'],
        ['two cubes', { measures: ['Orders.count', 'OrderItems.quantity'] }, 'one cube'],
        [
          'a bad operator',
          { measures: ['Orders.count'], filters: [{ member: 'Orders.status', operator: 'startsWith', values: ['D'] }] },
          'Unknown filter operator',
        ],
        [
          'a text value for a number',
          { measures: ['Orders.count'], filters: [{ member: 'Orders.hourOfDay', operator: 'gt', values: ['noon'] }] },
          'Invalid filter values',
        ],
        [
          'a value holding U+0000',
          {
            measures: ['Orders.count'],
            filters: [{ member: 'Orders.status', operator: 'equals', values: ['DONE\u0000'] }],
          },
          'Invalid filter values',
        ],
        [
          'an order outside the query',
          { measures: ['Orders.count'], order: { 'Orders.status': 'asc' } },
          'not in the query',
        ],
        ['nothing to answer', {}, 'needs a measure'],
      ])('refuses %s with 400, a clear message and no SQL', async (_label, bad, message) => {
        const response = await get(bad);
        const { error } = (await response.json()) as { error: string };
        expect(response.status).toBe(400);
        expect(error).toContain(message);
        expect(error).not.toMatch(/select|from "|where/i);
      });

      it('refuses malformed JSON with 400, by GET and by POST', async () => {
        const viaGet = await request('load?query=%7Bnot-json');
        const viaPost = await request('load', {
          method: 'POST',
          body: '{"query": ',
          headers: { 'content-type': 'application/json' },
        });
        for (const response of [viaGet, viaPost]) {
          expect(response.status).toBe(400);
          expect(((await response.json()) as { error: string }).error).toContain('not valid JSON');
        }
      });
      it(`refuses a query nested deeper than ${MAX_JSON_DEPTH} levels with 400 before parsing it, by GET and by POST`, async () => {
        const deep = `{"measures":["Orders.count"],"filters":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`;
        const viaGet = await request(`load?query=${encodeURIComponent(deep)}`);
        const viaPost = await request('load', {
          method: 'POST',
          body: `{"query":${'['.repeat(30_000)}${']'.repeat(30_000)}}`,
          headers: { 'content-type': 'application/json' },
        });
        for (const response of [viaGet, viaPost]) {
          expect(response.status).toBe(400);
          expect(((await response.json()) as { error: string }).error).toContain(
            `nests deeper than ${MAX_JSON_DEPTH} levels`,
          );
        }
      });

      it('answers a POST body over 64 KB with 413, drops the rest, and the same connection then serves the next request', async () => {
        // One kept-alive connection for both: the rest of the refused body must not hold it (it waited for the body
        // until the keep-alive timeout, then reset).
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        const send = (method: string, path: string, body?: string) =>
          new Promise<{ status: number; text: string }>((resolve, reject) => {
            const headers = { authorization: tokens[SUPERADMIN.email], 'content-type': 'application/json' };
            const req = http.request(`${server().url}/cubejs-api/v1/${path}`, { method, agent, headers }, (res) => {
              let text = '';
              res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
            });
            // A connection held by the refused body is reset at the server's keep-alive timeout; the budget only bounds
            // a hang.
            req.setTimeout(WAIT_BUDGET_MS, () => req.destroy(new Error(`no answer within ${WAIT_BUDGET_MS} ms`)));
            req.on('error', reject).end(body);
          });
        try {
          const tooLarge = await send(
            'POST',
            'load',
            JSON.stringify({ query: { measures: ['Orders.count'], pad: 'x'.repeat(1024 * 1024) } }),
          );
          expect(tooLarge.status).toBe(413);
          const next = await send('GET', 'meta');
          expect(next.status).toBe(200);
          expect(JSON.parse(next.text)).toHaveProperty('cubes');
        } finally {
          agent.destroy();
        }
      });
    });

    describe('lists of queries (queryType=multi)', () => {
      const multi = (queries: unknown[]) => get(queries, undefined, '&queryType=multi');

      it("answers the screen's queries in one request, each as it answers it alone", async () => {
        const response = await multi(Object.values(screen()));
        const body = (await response.json()) as { queryType: string; results: LoadAnswer[] };
        expect(response.status).toBe(200);
        expect(body.queryType).toBe('blendingQuery');
        const alone = await Promise.all(Object.values(screen()).map((query) => loadOk(query)));
        expect(body.results.map((result) => result.data)).toEqual(alone.map((answer) => answer.data));
        expect(body.results[0].data[0]['Orders.count']).toBe('5');
      });

      it('refuses, as Cube does, a list whose granularities differ or where none has one, and a list of more than 16', async () => {
        const { kpis, overTime } = screen();
        const byWeek = { ...overTime, timeDimensions: [{ ...overTime.timeDimensions?.[0], granularity: 'week' }] };
        for (const list of [
          [overTime, byWeek],
          [kpis, kpis],
          Array.from({ length: MAX_QUERIES + 1 }, () => overTime),
        ]) {
          expect((await multi(list)).status).toBe(400);
        }
      });

      it(`runs a list's queries in parallel on PostgreSQL (one at a time on PGlite), each taking one of the ${ANALYTICS_CONCURRENCY} places however many requests they come from`, async () => {
        const { db, kind } = server().server.database;
        const execute = db.execute.bind(db);
        const places = kind === 'postgres' ? ANALYTICS_CONCURRENCY : 1;
        let running = 0;
        let most = 0;
        const counted = async (statement: Parameters<typeof execute>[0]) => {
          running += 1;
          most = Math.max(most, running);
          try {
            // Each query is held until as many as may run at once are under way together (however slowly the machine
            // starts them), and a moment more, in which a query beyond the limit would start too.
            const since = performance.now();
            while (most < places && performance.now() - since < WAIT_BUDGET_MS)
              await new Promise((resolve) => setTimeout(resolve, 5));
            await new Promise((resolve) => setTimeout(resolve, 20));
            return await execute(statement);
          } finally {
            running -= 1;
          }
        };
        const spy = vi.spyOn(db, 'execute').mockImplementation(counted as typeof execute);
        try {
          // Two requests of 8 queries: counted per request, 16 would run at once.
          const responses = await Promise.all([multi(Object.values(screen())), multi(Object.values(screen()))]);
          expect(responses.map((response) => response.status)).toEqual([200, 200]);
          expect(most).toBe(places);
        } finally {
          spy.mockRestore();
        }
      });
    });

    describe('protocol', () => {
      const query = () =>
        ours({
          measures: ['Orders.count'],
          timeDimensions: [
            { dimension: 'Orders.createdAt', granularity: 'day', dateRange: ['2021-03-01', '2021-03-02'] },
          ],
        });

      it('answers POST like GET, with the token after Bearer', async () => {
        const response = await request('load', {
          method: 'POST',
          body: JSON.stringify({ query: query() }),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[SUPERADMIN.email]}` },
          token: null,
        });
        const body = (await response.json()) as LoadAnswer;
        expect(response.status).toBe(200);
        expect(body.data.map((r) => r['Orders.count'])).toEqual(['3', '1']);
        expect(body.annotation.measures['Orders.count']).toMatchObject({ title: 'Orders Count', type: 'number' });
        expect(body.annotation.timeDimensions['Orders.createdAt.day']).toMatchObject({ type: 'time' });
      });

      it('answers queryType=multi with results and a pivot query', async () => {
        const body = (await (await get(query(), undefined, '&queryType=multi')).json()) as {
          queryType: string;
          results: LoadAnswer[];
          pivotQuery: Record<string, unknown>;
        };
        expect(body.queryType).toBe('regularQuery');
        expect(body.results[0].data.map((r) => r['Orders.count'])).toEqual(['3', '1']);
        expect(body.pivotQuery).toMatchObject({ measures: ['Orders.count'], queryType: 'regularQuery' });
      });

      it('@cubejs-client/core sends a list of queries as one request, and decomposes the answer into one result per query', async () => {
        const api = cube(tokens[SUPERADMIN.email], { apiUrl: `${server().url}/cubejs-api/v1` });
        const list = await api.load([screen().kpis, screen().overTime]);
        expect(list.decompose().map((result) => result.tablePivot()[0]['Orders.count'])).toEqual(['5', '3']);
      });

      it('lists the cubes and their members in meta', async () => {
        const body = (await (await request('meta')).json()) as {
          cubes: { name: string; measures: { name: string }[]; dimensions: { name: string }[] }[];
        };
        expect(body.cubes.map((c) => [c.name, c.measures.map((m) => m.name), c.dimensions.map((d) => d.name)])).toEqual(
          [
            [
              'Orders',
              ['Orders.count', 'Orders.revenue', 'Orders.averageOrderValue', 'Orders.customers'],
              [
                'Orders.restaurantId',
                'Orders.status',
                'Orders.paymentStatus',
                'Orders.orderType',
                'Orders.paymentMethod',
                'Orders.table',
                'Orders.hourOfDay',
                'Orders.dayOfWeek',
                'Orders.businessDay',
                'Orders.createdAt',
              ],
            ],
            [
              'OrderItems',
              ['OrderItems.quantity', 'OrderItems.revenue'],
              [
                'OrderItems.menuId',
                'OrderItems.menuName',
                'OrderItems.categoryName',
                'OrderItems.restaurantId',
                'OrderItems.businessDay',
                'OrderItems.createdAt',
              ],
            ],
            [
              'TableFunnel',
              ['TableFunnel.scans', 'TableFunnel.orders', 'TableFunnel.paidOrders'],
              [
                'TableFunnel.restaurantId',
                'TableFunnel.table',
                'TableFunnel.hourOfDay',
                'TableFunnel.dayOfWeek',
                'TableFunnel.businessDay',
                'TableFunnel.createdAt',
              ],
            ],
            [
              'DayCloses',
              ['DayCloses.expected', 'DayCloses.counted', 'DayCloses.difference', 'DayCloses.days'],
              ['DayCloses.restaurantId', 'DayCloses.paymentMethod', 'DayCloses.state', 'DayCloses.businessDay'],
            ],
          ],
        );
      });

      it('@cubejs-client/core reads the answers: a series with its missing days, a comparison, meta', async () => {
        const api = cube(tokens[SUPERADMIN.email], { apiUrl: `${server().url}/cubejs-api/v1` });
        const series = await api.load(
          ours({
            measures: ['Orders.revenue'],
            timeDimensions: [
              { dimension: 'Orders.createdAt', granularity: 'day', dateRange: ['2021-03-01', '2021-03-04'] },
            ],
          }),
        );
        expect(series.chartPivot().map((p) => [p.x, p['Orders.revenue']])).toEqual([
          ['2021-03-01T00:00:00.000', 50],
          ['2021-03-02T00:00:00.000', 0],
          ['2021-03-03T00:00:00.000', 0],
          ['2021-03-04T00:00:00.000', 0],
        ]);
        const compared = await api.load(
          ours({
            measures: ['Orders.count'],
            timeDimensions: [
              {
                dimension: 'Orders.createdAt',
                compareDateRange: [
                  ['2021-03-01', '2021-03-07'],
                  ['2021-03-08', '2021-03-14'],
                ],
              },
            ],
          }),
        );
        expect(compared.decompose().map((r) => r.tablePivot()[0]['Orders.count'])).toEqual(['4', '1']);
        const metaAnswer = await api.meta();
        expect(metaAnswer.resolveMember('OrderItems.menuName', 'dimensions')).toMatchObject({
          title: 'Order items Menu name',
        });
      });
    });
  },
  { now: () => NOW },
);

describe('Cube date ranges', () => {
  it("keeps a month's day where it exists, else its last day", () => {
    expect(dateRange('last 3 months', 'UTC', new Date('2021-03-31T10:00:00Z'))).toEqual([
      '2020-12-01T00:00:00.000',
      '2021-02-28T23:59:59.999',
    ]);
    expect(dateRange('this quarter', 'UTC', new Date('2021-05-10T10:00:00Z'))).toEqual([
      '2021-04-01T00:00:00.000',
      '2021-06-30T23:59:59.999',
    ]);
    expect(dateRange('today', 'Asia/Jakarta', new Date('2021-03-01T20:00:00Z'))).toEqual([
      '2021-03-02T00:00:00.000',
      '2021-03-02T23:59:59.999',
    ]);
    expect(dateRange(['2021-03-01T10:30:00', '2021-03-02'], 'UTC', new Date())).toEqual([
      '2021-03-01T10:30:00.000',
      '2021-03-02T23:59:59.999',
    ]);
  });
});

describe('the hourly rollup answers', () => {
  const orders = CUBES[0];
  const answeredBy = (query: Record<string, unknown>) => {
    const read = readQuery({ measures: ['Orders.revenue'], ...query }, NOW);
    return sourceOf(read.cube, read.query) === orders ? 'orders' : 'rollup';
  };
  it.each([
    [
      'revenue by day in a whole-hour zone',
      {
        timeDimensions: [{ dimension: 'Orders.createdAt', granularity: 'day', dateRange: 'last 30 days' }],
        timezone: 'Australia/Sydney',
      },
      'rollup',
    ],
    [
      'the hours of one restaurant (each on its own clock)',
      {
        dimensions: ['Orders.dayOfWeek', 'Orders.hourOfDay'],
        filters: [{ member: 'Orders.restaurantId', operator: 'equals', values: ['x'] }],
      },
      'rollup',
    ],
    [
      "business days (each restaurant's zone and cut-off)",
      {
        timeDimensions: [{ dimension: 'Orders.businessDay', granularity: 'day', dateRange: 'last 30 days' }],
        timezone: 'UTC',
      },
      'rollup',
    ],
    ['a zone half an hour off', { timezone: 'Asia/Kolkata' }, 'orders'],
    [
      'a range from the middle of an hour',
      { timeDimensions: [{ dimension: 'Orders.createdAt', dateRange: ['2021-03-01T10:30:00', '2021-03-02'] }] },
      'orders',
    ],
    ['order types', { dimensions: ['Orders.orderType'] }, 'rollup'],
    ['a dimension it lacks', { dimensions: ['Orders.status'] }, 'orders'],
    ['customers (distinct names)', { measures: ['Orders.customers'] }, 'rollup'],
    ['measures no one rollup holds', { measures: ['Orders.customers', 'Orders.revenue'] }, 'orders'],
    ['exact times', { dimensions: ['Orders.createdAt'] }, 'orders'],
  ])('%s: %s', (_label, query, expected) => {
    expect(answeredBy(query)).toBe(expected);
  });
});
