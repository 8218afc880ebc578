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

const ADDED = 2000;

/**
 * The orders N more adds (on PostgreSQL made by the database, on PGlite in JavaScript) as the order history and its
 * figures expect them.
 */
describeOnEachDatabase('bulk orders as the history expects them', (server) => {
  const db = () => server().server.database.db;
  const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(text));

  it('are consistent: totals of their items, timelines of their status, numbers after the last, a quarter in the busiest', async () => {
    const now = new Date();
    await db().execute(sql`create temporary table last_numbers as
      select r.id as restaurant_id, coalesce(max(o.number), 0) as last from restaurants r
        left join orders o on o.restaurant_id = r.id group by r.id`);
    await seedMoreOrders(db(), ADDED, now);
    await db().execute(sql`create temporary table added as
      select o.* from orders o join last_numbers l using (restaurant_id) where o.number > l.last`);
    const [figures] = await query<Record<string, number>>(sql`select
      (select count(*)::int from added) as added,
      (select count(*)::int from added a where a.subtotal <> (select sum(i.line_total) from order_items i where i.order_id = a.id)) as "subtotalNotItems",
      (select count(*)::int from order_items i join added a on a.id = i.order_id
        where i.line_total <> round((i.unit_price + coalesce((select sum((o->>'price')::numeric) from jsonb_array_elements(i.options) o), 0)) * i.quantity, 2)
          or i.status <> a.status) as "linesWrong",
      (select count(*)::int from added where total <> subtotal - discount + service_charge + tax + delivery_charge
        or discount > subtotal or (discount > 0) <> (promo_title is not null)) as "totalsWrong",
      (select count(*)::int from added a where (select string_agg(h.status, ',' order by h.changed_at) from order_status_history h where h.order_id = a.id)
        <> case a.status when 'UNPROCESSED' then 'UNPROCESSED' when 'ONGOING' then 'UNPROCESSED,ONGOING'
          when 'DONE' then 'UNPROCESSED,ONGOING,DONE' else 'UNPROCESSED,CANCELED' end) as "timelinesWrong",
      (select count(*)::int from added a where (select h.payment_status from order_status_history h where h.order_id = a.id order by h.changed_at desc limit 1)
        <> a.payment_status) as "paymentsWrong",
      (select count(*)::int from (select a.restaurant_id from added a join last_numbers l using (restaurant_id)
        group by a.restaurant_id, l.last having min(a.number) <> l.last + 1 or max(a.number) <> l.last + count(*)
          or count(distinct a.number) <> count(*)) r) as "numbersWrong",
      (select count(*)::int from added where created_at > ${now.toISOString()}::timestamptz
        or created_at < ${now.toISOString()}::timestamptz - interval '183 days') as "outsideSixMonths",
      (select count(*)::int from order_items i join added a on a.id = i.order_id join menus m on m.id = i.menu_id
        where m.restaurant_id <> a.restaurant_id) as "othersMenus",
      (select count(*)::int from added where restaurant_id = (select min(id::text)::uuid from restaurants)) as busiest`);
    expect(figures).toEqual({
      added: ADDED,
      subtotalNotItems: 0,
      linesWrong: 0,
      totalsWrong: 0,
      timelinesWrong: 0,
      paymentsWrong: 0,
      numbersWrong: 0,
      outsideSixMonths: 0,
      othersMenus: 0,
      busiest: ADDED / 4,
    });
    // Statuses by age: most are done and paid, some canceled, none of them still waiting but the last minutes'.
    const statuses = await query<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from added group by status`,
    );
    const share = (status: string) => (statuses.find((row) => row.status === status)?.n ?? 0) / ADDED;
    expect(share('DONE')).toBeGreaterThan(0.8);
    expect(share('CANCELED')).toBeGreaterThan(0.02);
  });
});
