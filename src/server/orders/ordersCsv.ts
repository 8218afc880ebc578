/**
 * The filtered orders as CSV (spec §9 export), read in keyset batches in the list's order
 * (newest first): memory stays flat whatever the size, and on PGlite other requests run between
 * batches. Two files: the orders, and their items (one row per item, with its order's number).
 */
import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ChosenOption } from '../../domain';
import type { Database } from '../db/database';
import { orderItems, orders } from '../db/schema';

export const EXPORT_BATCH = 2000;

export type ExportFile = 'orders' | 'items';

export const CSV_HEADERS: Record<ExportFile, string[]> = {
  orders: [
    'number', 'created_at', 'status', 'payment_status', 'order_type', 'payment_method', 'table', 'customer_name',
    'subtotal', 'discount', 'tax', 'service_charge', 'delivery_charge', 'total', 'promo_title', 'id',
  ],
  items: ['order_number', 'order_created_at', 'name', 'quantity', 'unit_price', 'options', 'line_total', 'status', 'order_id'],
};

const optionsText = (options: ChosenOption[]) => options.map((o) => `${o.group}: ${o.name} (${o.price})`).join('; ');

type OrderRow = typeof orders.$inferSelect;

/** Rows of `file` for the orders matching `condition`, a batch at a time. */
export async function* csvRows(db: Database, condition: SQL | undefined, file: ExportFile): AsyncGenerator<unknown[][]> {
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const page: OrderRow[] = await db
      .select()
      .from(orders)
      .where(and(condition, after && or(lt(orders.createdAt, after.createdAt), and(eq(orders.createdAt, after.createdAt), lt(orders.id, after.id)))))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(EXPORT_BATCH);
    if (page.length === 0) return;
    yield file === 'orders' ? page.map(orderLine) : await itemLines(db, page);
    if (page.length < EXPORT_BATCH) return;
    const last = page[page.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

const orderLine = (o: OrderRow): unknown[] => [
  o.number, o.createdAt.toISOString(), o.status, o.paymentStatus, o.orderType, o.paymentMethod, o.table ?? '', o.customerName ?? '',
  o.subtotal, o.discount, o.tax, o.serviceCharge, o.deliveryCharge, o.total, o.promoTitle ?? '', o.id,
];

async function itemLines(db: Database, page: OrderRow[]): Promise<unknown[][]> {
  const byId = new Map(page.map((o, i) => [o.id, { order: o, rank: i }]));
  const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, [...byId.keys()])).orderBy(asc(orderItems.position));
  const ranked = items.map((item) => ({ item, ...(byId.get(item.orderId) as { order: OrderRow; rank: number }) }));
  ranked.sort((a, b) => a.rank - b.rank || a.item.position - b.item.position);
  return ranked.map(({ item, order }) => [
    order.number, order.createdAt.toISOString(), item.name, item.quantity, item.unitPrice, optionsText(item.options), item.lineTotal, item.status, order.id,
  ]);
}

/** How many rows the file will have (sent ahead, so the client can show progress). */
export async function csvRowCount(db: Database, condition: SQL | undefined, file: ExportFile): Promise<number> {
  const [{ n }] =
    file === 'orders'
      ? await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders).where(condition)
      : await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orderItems).innerJoin(orders, eq(orderItems.orderId, orders.id)).where(condition);
  return n;
}
