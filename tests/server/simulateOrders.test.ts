/**
 * `npm run simulate:orders`: realistic orders placed through the public API of a running server, every one accepted.
 */
import { eq, gte } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { menus, orderItems, orders } from '../../src/server/db/schema';
import { simulateOrders } from '../../src/server/orders/simulation';
import { insertOrderingRestaurant } from './support/orders';
import { describeOnEachDatabase } from './support/testServer';

describeOnEachDatabase('simulating orders', (server) => {
  it('places the orders asked for in restaurants open now, of their own menus, and prints each one', async () => {
    const db = server().server.database.db;
    await insertOrderingRestaurant(db, 'Always Open Diner'); // whatever the clock, one restaurant is open
    const lines: string[] = [];
    const started = new Date();
    const numbers = await simulateOrders({
      url: server().url,
      email: 'superadmin@restoboard.test',
      password: 'Demo#2026',
      everyMs: 0,
      count: 12,
      print: (line) => lines.push(line),
    });

    expect(numbers).toHaveLength(12);
    expect(lines.filter((line) => line.includes('refused'))).toEqual([]);
    expect(lines.slice(1)).toHaveLength(12);
    for (const line of lines.slice(1))
      expect(line).toMatch(/^\d\d:\d\d:\d\d .+ #\d+ [A-Z_]+ \d+ item\(s\) \S+ [\d.,]+$/);
    const placed = await db.select({ id: orders.id }).from(orders).where(gte(orders.createdAt, started));
    expect(placed).toHaveLength(12);
    const items = await db
      .select({ orderRestaurant: orders.restaurantId, menuRestaurant: menus.restaurantId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(menus, eq(menus.id, orderItems.menuId))
      .where(gte(orders.createdAt, started));
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items.filter((item) => item.orderRestaurant !== item.menuRestaurant)).toEqual([]);
  });
});
