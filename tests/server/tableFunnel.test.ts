/**
 * The table funnel through the analytics API (cube TableFunnel): scans counted by the guest page and
 * orders placed at tables line up by table and by hour of the day on the restaurant's clock, paid
 * orders apart, tables scanned but never ordered from flagged as the screen reads them; an ADMIN
 * sees only its own restaurants' tables, whatever it asks.
 */
import type { Query } from '@cubejs-client/core';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { funnelRows } from '../../src/admin/resources/analytics/funnelRows';
import { funnelQuery, type FunnelDimension } from '../../src/admin/resources/analytics/queries';
import { orders } from '../../src/server/db/schema';
import { ADMIN, DEMO_RESTAURANT_IDS, SUPERADMIN } from './support/demo';
import { dineIn, insertOrderingRestaurant, tableCodesOf, type OrderingRestaurant } from './support/orders';
import { describeOnEachDatabase } from './support/testServer';

const APRIL = { from: '2021-04-01', to: '2021-04-30' };
const WARUNG = DEMO_RESTAURANT_IDS.warungNusantara;
const SCAN =
  'mutation ($slug: String!, $table: Int!, $code: String!) { countTableScan(slug: $slug, table: $table, code: $code) }';
const PLACE = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }';

type Row = Record<string, string | null>;

let clock = new Date('2021-04-05T03:00:00Z');

describeOnEachDatabase(
  'the table funnel (analytics)',
  (server) => {
    const db = () => server().server.database.db;
    let kitchen: OrderingRestaurant = { restaurantId: '', slug: '', menuId: '', codes: {} };
    const tokens: Record<string, string> = {};

    const at = (iso: string) => {
      clock = new Date(iso);
    };
    const scan = async ({ slug, codes }: Pick<OrderingRestaurant, 'slug' | 'codes'>, table: number, iso: string) => {
      at(iso);
      expect((await server().gql(SCAN, { slug, table, code: codes[table] })).errors).toBeUndefined();
    };
    const place = async (data: Record<string, unknown>, iso: string) => {
      at(iso);
      const response = await server().gql<{ placeOrder: { id: string } }>(PLACE, { data });
      expect(response.errors).toBeUndefined();
      return response.data!.placeOrder.id;
    };
    const load = async (query: Query, token = tokens.superadmin): Promise<Row[]> => {
      const response = await fetch(
        `${server().url}/cubejs-api/v1/load?query=${encodeURIComponent(JSON.stringify(query))}`,
        { headers: { authorization: token } },
      );
      const body = (await response.json()) as { data: Row[]; error?: string };
      expect(response.status, body.error).toBe(200);
      return body.data;
    };
    /** The screen's query for a restaurant in April, in Jakarta's time. */
    const screenQuery = (dimension: FunnelDimension, restaurantId = kitchen.restaurantId): Query => ({
      ...funnelQuery(dimension, restaurantId, APRIL),
      timezone: 'Asia/Jakarta',
    });
    const figures = (rows: Row[], dimension: FunnelDimension) =>
      funnelRows(rows, dimension).map(({ key, scans, orders: taken, paid, flagged }) => [
        key,
        scans,
        taken,
        paid,
        flagged,
      ]);

    beforeAll(async () => {
      kitchen = await insertOrderingRestaurant(db(), 'Funnel Test Kitchen'); // tables 1 … 10, open around the clock
      // 10:00 in Jakarta: two scans at table 3 and its order (paid later), one scan at table 7.
      await scan(kitchen, 3, '2021-04-05T03:10:00Z');
      await scan(kitchen, 3, '2021-04-05T03:20:00Z');
      const paid = await place(dineIn(kitchen, 3), '2021-04-05T03:25:00Z');
      await scan(kitchen, 7, '2021-04-05T03:30:00Z');
      // 12:00: table 7 twice more (its code never leads to an order), table 5 and its unpaid order, a take-away (no
      // table).
      await scan(kitchen, 7, '2021-04-05T05:00:00Z');
      await scan(kitchen, 7, '2021-04-05T05:10:00Z');
      await scan(kitchen, 5, '2021-04-05T05:20:00Z');
      await place(dineIn(kitchen, 5), '2021-04-05T05:30:00Z');
      await place({ ...dineIn(kitchen), orderType: 'TAKE_AWAY', table: null }, '2021-04-05T05:40:00Z');
      await db().update(orders).set({ paymentStatus: 'PAID' }).where(eq(orders.id, paid));
      // The ADMIN's own restaurant: one scan that month.
      const warung = { slug: 'warung-nusantara', codes: await tableCodesOf(db(), WARUNG) };
      await scan(warung, 2, '2021-04-06T05:00:00Z');
      tokens.superadmin = await server().tokenFor(SUPERADMIN.id);
      tokens.admin = await server().tokenFor(ADMIN.id);
    });

    it('by table: scans, orders taken at it and those paid; the table scanned but never ordered from is flagged', async () => {
      expect(figures(await load(screenQuery('table')), 'table')).toEqual([
        ['3', 2, 1, 1, false],
        ['5', 1, 1, 0, false],
        ['7', 3, 0, 0, true],
      ]);
    });

    it("by hour of the day on the restaurant's clock (Jakarta, its zone), whatever the query's zone", async () => {
      expect(figures(await load(screenQuery('hourOfDay')), 'hourOfDay')).toEqual([
        ['10', 3, 1, 1, false],
        ['12', 3, 1, 0, false],
      ]);
      const newYork = await load({ ...screenQuery('hourOfDay'), timezone: 'America/New_York' });
      expect(figures(newYork, 'hourOfDay').map(([hour]) => hour)).toEqual(['10', '12']);
    });

    it('a period without them has none', async () => {
      expect(
        await load({
          ...funnelQuery('table', kitchen.restaurantId, { from: '2021-05-01', to: '2021-05-31' }),
          timezone: 'Asia/Jakarta',
        }),
      ).toEqual([]);
    });

    it("an ADMIN sees only its own restaurant's tables: none of another's when it asks for them, its own when it asks for all", async () => {
      expect(await load(screenQuery('table'), tokens.admin)).toEqual([]);
      const everything: Query = {
        measures: ['TableFunnel.scans', 'TableFunnel.orders'],
        dimensions: ['TableFunnel.restaurantId', 'TableFunnel.table'],
        timeDimensions: [{ dimension: 'TableFunnel.createdAt', dateRange: [APRIL.from, APRIL.to] }],
      };
      expect(await load(everything, tokens.admin)).toEqual([
        {
          'TableFunnel.restaurantId': WARUNG,
          'TableFunnel.table': '2',
          'TableFunnel.scans': '1',
          'TableFunnel.orders': '0',
        },
      ]);
      const notMine = {
        ...everything,
        filters: [
          {
            or: [
              { member: 'TableFunnel.restaurantId', operator: 'equals', values: [kitchen.restaurantId] },
              { member: 'TableFunnel.table', operator: 'set' },
            ],
          },
        ],
      } as Query;
      expect((await load(notMine, tokens.admin)).map((row) => row['TableFunnel.restaurantId'])).toEqual([WARUNG]);
      const all = await load(everything);
      expect(new Set(all.map((row) => row['TableFunnel.restaurantId']))).toEqual(
        new Set([WARUNG, kitchen.restaurantId]),
      );
    });
  },
  { now: () => clock },
);
