/**
 * A list's count asked beside its page (as the admin asks every list) is the list's whole count,
 * however the page falls: full, partly filled, empty past the end, asked before the page, beside
 * other lists of other filters, and within an ADMIN's reach.
 */
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { restaurants } from '../../src/server/db/schema';
import { ADMIN, MULTI_ADMIN, SUPERADMIN } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

interface Page {
  items: { id: string }[];
  total: { count: number };
}

const LIST =
  'query ($page: Int, $perPage: Int, $filter: RestaurantFilter) { items: allRestaurants(page: $page, perPage: $perPage, filter: $filter) { id } total: _allRestaurantsMeta(page: $page, perPage: $perPage, filter: $filter) { count } }';

describeOnEachDatabase('list totals beside their pages', (server) => {
  const as = async <T>(userId: string, query: string, variables?: Record<string, unknown>) => {
    const response = await server().gql<T>(query, variables, { token: await server().tokenFor(userId) });
    expect(response.errors).toBeUndefined();
    return response.data as T;
  };

  it('the count is the whole list whether the page is full, partly filled or empty past its end', async () => {
    const [{ total }] = await server().server.database.db.select({ total: count() }).from(restaurants);
    expect(total).toBeGreaterThan(4);
    const perPage = total - 2; // a full first page, then a second of two
    for (const [page, rows] of [
      [0, perPage],
      [1, 2],
      [2, 0],
      [7, 0],
    ]) {
      const data = await as<Page>(SUPERADMIN.id, LIST, { page, perPage });
      expect([page, data.items.length, data.total.count]).toEqual([page, rows, total]);
    }
    const all = await as<Page>(SUPERADMIN.id, LIST, { perPage: 100 });
    expect([all.items.length, all.total.count]).toEqual([total, total]);
  });

  it('a count asked before its page, and counts beside lists of other filters, are each their own list', async () => {
    const [{ rupiah }] = await server()
      .server.database.db.select({ rupiah: count() })
      .from(restaurants)
      .where(eq(restaurants.currency, 'Rp.'));
    const [{ total }] = await server().server.database.db.select({ total: count() }).from(restaurants);
    expect(rupiah).toBeLessThan(total);
    const data = await as<{
      firstCount: { count: number };
      rp: { id: string }[];
      rpCount: { count: number };
      any: { id: string }[];
      anyCount: { count: number };
    }>(
      SUPERADMIN.id,
      `{ firstCount: _allRestaurantsMeta(filter: { currency: "Rp." }) { count }
         rp: allRestaurants(perPage: 1, filter: { currency: "Rp." }) { id }
         rpCount: _allRestaurantsMeta(filter: { currency: "Rp." }) { count }
         any: allRestaurants(perPage: 100) { id }
         anyCount: _allRestaurantsMeta { count } }`,
    );
    expect(data.firstCount.count).toBe(rupiah);
    expect(data.rp).toHaveLength(1);
    expect(data.rpCount.count).toBe(rupiah);
    expect(data.any).toHaveLength(total);
    expect(data.anyCount.count).toBe(total);
  });

  it("an ADMIN's count is of the restaurants it reaches", async () => {
    for (const [user, reached] of [
      [ADMIN, 1],
      [MULTI_ADMIN, 2],
    ] as const) {
      const data = await as<Page>(user.id, LIST, { perPage: 25 });
      expect([data.items.length, data.total.count]).toEqual([reached, reached]);
    }
  });
});
