/**
 * `npm run seed -- --orders N`: N more orders with their items and timelines, numbered after each restaurant's last,
 * and the order tables keep every index and key.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/database';
import { seedMoreOrders } from '../../src/server/db/demo/orders';
import { orders } from '../../src/server/db/schema';
import { describeOnEachDatabase } from './support/testServer';

const SCHEMA = sql`select (select count(*)::int from pg_indexes where tablename in ('orders', 'order_items', 'order_status_history')) as indexes,
  (select count(*)::int from pg_constraint where contype = 'f' and conrelid::regclass::text in ('orders', 'order_items', 'order_status_history')) as keys`;

describeOnEachDatabase('bulk orders', (server) => {
  const db = () => server().server.database.db;

  it("adds the orders with items and timelines, numbers them after each restaurant's last, and keeps every index and key", async () => {
    const [before] = rowsOf<{ indexes: number; keys: number }>(await db().execute(SCHEMA));
    const held = await db().$count(orders);
    await seedMoreOrders(db(), 500, new Date());
    expect(await db().$count(orders)).toBe(held + 500);
    expect(rowsOf(await db().execute(SCHEMA))).toEqual([before]);
    const [orphans] = rowsOf<{ noItems: number; noHistory: number; repeated: number }>(
      await db().execute(sql`select
        (select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id)) as "noItems",
        (select count(*)::int from orders o where not exists (select 1 from order_status_history h where h.order_id = o.id)) as "noHistory",
        (select count(*)::int from (select restaurant_id, number from orders group by 1, 2 having count(*) > 1) r) as repeated`),
    );
    expect(orphans).toEqual({ noItems: 0, noHistory: 0, repeated: 0 });
  });
});
