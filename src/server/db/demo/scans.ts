/**
 * Demo QR scans, derived from the demo orders so the table funnel has something real to show: each
 * order taken at a table was preceded by a scan of its code a few minutes before, every fourth by a
 * second one (someone else at the table looking too), and every eighth is matched by a scan of the
 * restaurant's last table, whose code hangs by the entrance: scanned, never ordered from (the
 * funnel flags it). Written in one statement, from the orders already there.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { orders, restaurants, tableScans } from '../schema';

export async function seedDemoScans(db: Database): Promise<void> {
  await db.execute(sql`insert into ${tableScans} (restaurant_id, table_number, scanned_at)
    select ${orders.restaurantId}, ${orders.table}::int, ${orders.createdAt} - make_interval(mins => 1 + ${orders.number} % 9)
      from ${orders} where ${orders.table} is not null
    union all
    select ${orders.restaurantId}, ${orders.table}::int, ${orders.createdAt} - make_interval(mins => 2 + ${orders.number} % 7)
      from ${orders} where ${orders.table} is not null and ${orders.number} % 4 = 0
    union all
    select ${orders.restaurantId}, ${restaurants.tableCount}, ${orders.createdAt} - make_interval(mins => 3 + ${orders.number} % 5)
      from ${orders} join ${restaurants} on ${restaurants.id} = ${orders.restaurantId}
      where ${orders.table} is not null and ${orders.number} % 8 = 0 and ${restaurants.tableCount} > 1`);
}
