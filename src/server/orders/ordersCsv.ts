/**
 * The filtered orders as CSV (docs/spec.md §9 export), a page of orders at a time (exports/csvPages.ts). (Before COPY,
 * each page came back as one
 * string_agg text: 97,000 rows/s on PGlite and 144,000 on PostgreSQL at a million orders, against
 * about 230,000 and 480,000 now; `npm run bench:orders`, 2026-11-23.) Two files: the orders, and their items
 * (one row per item, with its order's number). Values as PostgreSQL writes them: amounts plain with
 * their two decimals (35.50, 0.00), dates ISO 8601 in UTC to the stored precision
 * (2026-05-01T12:30:05.123456Z, trailing zeros of the fraction left out), text quoted only when it
 * holds a comma, a quote or a line break (and "" for an empty text), nothing for null; text a
 * spreadsheet would take for a formula starts with a '.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/database';
import { orderItems, orders } from '../db/schema';
import type { OrderExportFile } from '../../domain';
import { ISO, keysetChunks, olderThan, TEXT } from '../exports/csvPages';

export const CSV_HEADERS: Record<OrderExportFile, string[]> = {
  orders: [
    'number',
    'created_at',
    'status',
    'payment_status',
    'order_type',
    'payment_method',
    'table',
    'customer_name',
    'subtotal',
    'discount',
    'tax',
    'service_charge',
    'delivery_charge',
    'total',
    'promo_title',
    'id',
  ],
  items: [
    'order_number',
    'order_created_at',
    'name',
    'quantity',
    'unit_price',
    'options',
    'line_total',
    'status',
    'order_id',
  ],
};

/**
 * Orders per page. PGlite holds the event loop for a page: an order's line costs a few
 * microseconds, an item's several times that (its options are formatted from JSON), so its pages
 * are short enough that another request never waits long behind one. On PostgreSQL two pages are in
 * flight (one sent, the next written): 25,000 orders, about 4 MB each.
 */
export const EXPORT_PAGE: Record<DatabaseHandle['kind'], Record<OrderExportFile, number>> = {
  pglite: { orders: 2_500, items: 500 },
  postgres: { orders: 25_000, items: 25_000 },
};

/** Each item's options as `Spice level: Hot (0); Extra: Egg (0.8)`. */
const OPTIONS = `(select ${TEXT('o.text')} from (select string_agg(format('%s: %s (%s)', e->>'group', e->>'name', e->>'price'), '; ' order by n) as text
  from jsonb_array_elements(i.options) with ordinality as x(e, n)) o)`;
/** The list's order; qualified, so that it never means an output column of the same name. */
const NEWEST_FIRST = 'orders.created_at desc, orders.id desc';

/**
 * The orders a page of `file` takes: those matching, after the order `after`; for items, only orders that have some
 * (else a page could come back empty before the end).
 */
function pageOrders(file: OrderExportFile, condition: SQL | undefined, after: string | undefined): SQL {
  return sql.join(
    [
      condition ?? sql`true`,
      olderThan(orders.createdAt, orders.id, after),
      file === 'items'
        ? sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id})`
        : sql`true`,
    ],
    sql` and `,
  );
}

/** One page of `file`: at most `limit` orders matching `where`, as a SELECT whose last column is the order id. */
function pageSelect(file: OrderExportFile, where: SQL, limit: number): SQL {
  const newest = sql`order by ${sql.raw(NEWEST_FIRST)} limit ${sql.raw(String(limit))}`;
  if (file === 'orders') {
    return sql`select number, ${sql.raw(ISO('created_at'))}, status, payment_status, order_type, payment_method, "table", ${sql.raw(TEXT('customer_name'))},
        subtotal, discount, tax, service_charge, delivery_charge, total, ${sql.raw(TEXT('promo_title'))}, id
      from ${orders} where ${where} ${newest}`;
  }
  return sql`select p.number, ${sql.raw(ISO('p.created_at'))}, ${sql.raw(TEXT('i.name'))}, i.quantity, i.unit_price, ${sql.raw(OPTIONS)}, i.line_total, i.status, p.id
    from (select id, number, created_at from ${orders} where ${where} ${newest}) p join ${orderItems} i on i.order_id = p.id
    order by p.created_at desc, p.id desc, i.position`;
}

/**
 * The CSV lines of `file` for the orders matching `condition`, a page at a time, each chunk ending with a line break.
 */
export function csvChunks(
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'copyOut'>,
  condition: SQL | undefined,
  file: OrderExportFile,
  limit: number = EXPORT_PAGE[database.kind][file],
): AsyncGenerator<Uint8Array> {
  return keysetChunks(database, {
    page: (after) => pageSelect(file, pageOrders(file, condition, after), limit),
    lastOfFullPage: (after) =>
      sql`select id from ${orders} where ${pageOrders(file, condition, after)} order by ${sql.raw(NEWEST_FIRST)} offset ${limit - 1} limit 1`,
  });
}

/** How many rows the file will have (sent ahead, so the client can show progress). */
export async function csvRowCount(db: Database, condition: SQL | undefined, file: OrderExportFile): Promise<number> {
  const count = sql<number>`count(*)`.mapWith(Number);
  const [{ n }] =
    file === 'orders'
      ? await db.select({ n: count }).from(orders).where(condition)
      : await db
          .select({ n: count })
          .from(orderItems)
          .innerJoin(orders, eq(orderItems.orderId, orders.id))
          .where(condition);
  return n;
}
