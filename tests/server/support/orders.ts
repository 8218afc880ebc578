/**
 * Orders written straight into the database (orders are placed by ordering clients, never created through the admin
 * API).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import { menus, orderItems, orders, orderStatusHistory, restaurants, tableCodes } from '../../../src/server/db/schema';

export type OrderSeed = Partial<typeof orders.$inferInsert> & { restaurantId: string; number: number };

/** An order with one item and its first status, defaults for the rest. */
export async function insertOrder(db: Database, seed: OrderSeed): Promise<string> {
  const id = randomUUID();
  const createdAt = seed.createdAt ?? new Date();
  const total = seed.total ?? 10;
  await db.insert(orders).values({
    status: 'DONE',
    paymentStatus: 'PAID',
    orderType: 'DINE_IN',
    paymentMethod: 'CASH',
    customerName: 'Test customer',
    subtotal: total,
    ...seed,
    id,
    createdAt,
    total,
  });
  await db.insert(orderItems).values({
    orderId: id,
    name: 'Nasi Goreng',
    quantity: 2,
    unitPrice: total / 2,
    lineTotal: total,
    status: 'DONE',
    options: [{ group: 'Spice level', name: 'Hot', price: 0 }],
  });
  await db
    .insert(orderStatusHistory)
    .values({ orderId: id, status: 'UNPROCESSED', paymentStatus: 'UNPAID', changedAt: createdAt });
  return id;
}

/** A restaurant of the test's own, so its orders are exactly the ones the test writes. */
export async function insertRestaurant(
  db: Database,
  name: string,
  clock: { timeZone?: string; dayCutoff?: string } = {},
): Promise<string> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [row] = await db
    .insert(restaurants)
    .values({
      name,
      slug,
      currency: 'S$',
      tax: 9,
      serviceCharge: 10,
      orderPlan: 'GLOBAL',
      deliveryCharge: 5,
      minimumOrder: 0,
      ...clock,
    })
    .returning({ id: restaurants.id });
  return row.id;
}

/**
 * `count` paid orders of a restaurant, one a second back from now, each with a long customer name (so
 * an export of them fills a socket's buffers). Test set-up, not a request: it runs without the app's
 * statement_timeout, which a slow machine would otherwise reach (the hourly rollup's trigger runs
 * in the same statement).
 */
export async function insertManyOrders(db: Database, restaurantId: string, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`insert into orders (restaurant_id, number, created_at, status, payment_status, order_type, payment_method, customer_name, subtotal, total)
      select ${restaurantId}, n, now() - n * interval '1 second', 'DONE', 'PAID', 'DINE_IN', 'CASH', repeat('x', 300), 10, 10 from generate_series(1, ${count}::int) n`);
  });
}

export interface OrderingRestaurant {
  restaurantId: string;
  slug: string;
  menuId: string;
  /** Each table's code (1 … 10), as the database wrote them (docs/features.md, "Table codes"). */
  codes: Record<number, string>;
}

/** Each table's code of a restaurant, by table number. */
export async function tableCodesOf(db: Database, restaurantId: string): Promise<Record<number, string>> {
  const rows = await db
    .select({ table: tableCodes.tableNumber, code: tableCodes.code })
    .from(tableCodes)
    .where(eq(tableCodes.restaurantId, restaurantId));
  return Object.fromEntries(rows.map(({ table, code }) => [table, code]));
}

/** A restaurant open around the clock with ten tables and one plain menu, where placeOrder succeeds. */
export async function insertOrderingRestaurant(db: Database, name: string): Promise<OrderingRestaurant> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [restaurant] = await db
    .insert(restaurants)
    .values({
      name,
      slug,
      currency: 'S$',
      orderPlan: 'GLOBAL',
      tableCount: 10,
      paymentMethods: [{ method: 'CASH', active: true }],
    })
    .returning({ id: restaurants.id });
  const [menu] = await db
    .insert(menus)
    .values({ restaurantId: restaurant.id, name: `${name} noodles`, price: 7.5 })
    .returning({ id: menus.id });
  return { restaurantId: restaurant.id, slug, menuId: menu.id, codes: await tableCodesOf(db, restaurant.id) };
}

/** A dine-in order of the restaurant's menu at a table (1 unless said), with its code, as placeOrder takes it. */
export const dineIn = ({ slug, menuId, codes }: OrderingRestaurant, table = 1) => ({
  restaurantSlug: slug,
  orderType: 'DINE_IN',
  table: String(table),
  tableCode: codes[table],
  paymentMethod: 'CASH',
  items: [{ menuId, quantity: 1 }],
});
