/**
 * The order history at scale (docs/architecture.md §3): its count stops past ORDER_COUNT_BOUND orders or past the page
 * asked, and a page past DEEP_OFFSET (its ids first, then their rows) holds the same orders as reading page by page
 * would, also where the sort ties.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ORDER_COUNT_BOUND } from '../../src/domain';
import { rowsOf } from '../../src/server/db/database';
import { DEEP_OFFSET } from '../../src/server/graphql/crud/reads';
import { SUPERADMIN } from './support/demo';
import { insertRestaurant } from './support/orders';
import { describeOnEachDatabase } from './support/testServer';

const HELD = ORDER_COUNT_BOUND + 50;

describeOnEachDatabase('the order history of a restaurant with more orders than it counts', (server) => {
  const db = () => server().server.database.db;
  let restaurantId = '';
  let token = '';

  beforeAll(async () => {
    restaurantId = await insertRestaurant(db(), 'Busy Pages Kitchen');
    token = await server().tokenFor(SUPERADMIN.id);
    // Seven orders per instant, five totals, one name, a tenth canceled: every sort but by number ties.
    await db().execute(sql`insert into orders (restaurant_id, number, created_at, updated_at, status, payment_status,
        order_type, payment_method, customer_name, subtotal, total)
      select ${restaurantId}::uuid, g, timestamptz '2026-11-20T08:00:00Z' - (g / 7) * interval '1 minute',
        timestamptz '2026-11-20T08:00:00Z', case when g % 10 = 0 then 'CANCELED' else 'DONE' end,
        case when g % 10 = 0 then 'CANCELLED' else 'PAID' end, 'DINE_IN', 'CASH', 'Same Name', g % 5, g % 5
      from generate_series(1, ${HELD}) g`);
  });

  const page = async (page: number, perPage: number, sort: Record<string, string> = {}, filter = {}) => {
    const response = await server().gql<{ allOrders: { id: string }[]; _allOrdersMeta: { count: number } }>(
      `query ($filter: OrderFilter, $page: Int, $perPage: Int, $sortField: String, $sortOrder: String) {
        allOrders(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { id }
        _allOrdersMeta(page: $page, perPage: $perPage, filter: $filter) { count } }`,
      { page, perPage, ...sort, filter: { restaurantId, ...filter } },
      { token },
    );
    expect(response.errors).toBeUndefined();
    return { ids: response.data?.allOrders.map((row) => row.id) ?? [], count: response.data?._allOrdersMeta.count };
  };

  it('counts up to the bound, or up to the page asked, and one more; a smaller list exactly', async () => {
    expect((await page(0, 25)).count).toBe(ORDER_COUNT_BOUND + 1);
    expect((await page(399, 25)).count).toBe(ORDER_COUNT_BOUND + 1);
    // Page 401 ends at 10,025: there is more after it. Page 402 is the last (10,050), and says so.
    expect((await page(400, 25)).count).toBe(ORDER_COUNT_BOUND + 26);
    expect((await page(401, 25)).count).toBe(HELD);
    expect((await page(0, 25, {}, { status: 'CANCELED' })).count).toBe(Math.floor(HELD / 10));
    const totals = await server().gql<{ orderTotals: { count: number } }>(
      'query ($filter: OrderFilter) { orderTotals(filter: $filter) { count } }',
      { filter: { restaurantId } },
      { token },
    );
    expect(totals.data?.orderTotals.count).toBe(HELD);
  });

  const SORTS = [
    { sortField: 'createdAt', sortOrder: 'DESC', sql: sql`created_at desc, id desc` },
    { sortField: 'total', sortOrder: 'ASC', sql: sql`total asc, id asc` },
    { sortField: 'customerName', sortOrder: 'DESC', sql: sql`lower(customer_name) collate "C" desc, id desc` },
  ];
  for (const sort of SORTS) {
    it(`sorted by ${sort.sortField} ${sort.sortOrder}: page by page, then page 400 by itself, the same orders in the same order`, async () => {
      const expected = rowsOf<{ id: string }>(
        await db().execute(sql`select id from orders where restaurant_id = ${restaurantId} order by ${sort.sql}`),
      ).map((row) => row.id);
      const variables = { sortField: sort.sortField, sortOrder: sort.sortOrder };
      const seen: string[] = [];
      for (let at = 0; at * 100 < HELD; at += 1) seen.push(...(await page(at, 100, variables)).ids);
      expect(seen).toEqual(expected);
      // Page 400 of 25 (0-based 399) and the pages either side of where deep pages start.
      for (const [at, perPage] of [
        [399, 25],
        [DEEP_OFFSET / 25 - 1, 25],
        [DEEP_OFFSET / 25, 25],
        [Math.floor(HELD / 25), 25],
      ])
        expect((await page(at, perPage, variables)).ids).toEqual(expected.slice(at * perPage, (at + 1) * perPage));
    });
  }
});
