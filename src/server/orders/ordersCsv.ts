/**
 * The filtered orders as CSV (spec §9 export), written by the database itself a page at a time:
 * each page (keyset, in the list's order, newest first) comes back as one text holding its CSV
 * lines, so no driver decodes a row per order, memory stays flat whatever the size, and on PGlite
 * other requests run between pages. Two files: the orders, and their items (one row per item, with
 * its order's number). Values are written as csv-stringify writes JavaScript values: numbers plain
 * (35.5, 0), dates ISO in UTC with milliseconds, text quoted only when it holds a comma, a quote or
 * a line break, nothing for null.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import { orderItems, orders } from '../db/schema';

/** Orders per page: large enough that a page's round trip costs little, small enough to stay a few MB. */
export const EXPORT_PAGE = 10_000;

export type ExportFile = 'orders' | 'items';

export const CSV_HEADERS: Record<ExportFile, string[]> = {
  orders: [
    'number', 'created_at', 'status', 'payment_status', 'order_type', 'payment_method', 'table', 'customer_name',
    'subtotal', 'discount', 'tax', 'service_charge', 'delivery_charge', 'total', 'promo_title', 'id',
  ],
  items: ['order_number', 'order_created_at', 'name', 'quantity', 'unit_price', 'options', 'line_total', 'status', 'order_id'],
};

/** Integers, uuids and codes (statuses, types, methods: src/domain's enums) hold no comma, quote or line break. */
const plain = (value: string) => sql.raw(`${value}::text`);
const text = (value: string) => sql.raw(`case when ${value} ~ '[",\\r\\n]' then '"' || replace(${value}, '"', '""') || '"' else coalesce(${value}, '') end`);
const amount = (value: string) => sql.raw(`trim_scale(${value})::text`);
const iso = (value: string) => sql.raw(`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
/** Each item's options as `Spice level: Hot (0); Extra: Egg (0.8)`, in `o.text`. */
const OPTIONS = `cross join lateral (select string_agg(format('%s: %s (%s)', e->>'group', e->>'name', e->>'price'), '; ' order by n) as text
  from jsonb_array_elements(i.options) with ordinality as x(e, n)) o`;

/** Each file's line, over `p` (the page's orders) and, for items, `i` and `o`. */
const LINES: Record<ExportFile, { line: SQL; from: SQL; order: SQL }> = {
  orders: {
    line: sql.join(
      [
        plain('p.number'), iso('p.created_at'), plain('p.status'), plain('p.payment_status'), plain('p.order_type'), plain('p.payment_method'),
        text('p.table'), text('p.customer_name'), amount('p.subtotal'), amount('p.discount'), amount('p.tax'), amount('p.service_charge'),
        amount('p.delivery_charge'), amount('p.total'), text('p.promo_title'), plain('p.id'),
      ],
      sql`||','||`,
    ),
    from: sql.raw('page p'),
    order: sql.raw('p.created_at desc, p.id desc'),
  },
  items: {
    line: sql.join(
      [
        plain('p.number'), iso('p.created_at'), text('i.name'), plain('i.quantity'), amount('i.unit_price'), text('o.text'),
        amount('i.line_total'), plain('i.status'), plain('p.id'),
      ],
      sql`||','||`,
    ),
    from: sql.raw(`page p join order_items i on i.order_id = p.id ${OPTIONS}`),
    order: sql.raw('p.created_at desc, p.id desc, i.position'),
  },
};

type Page = { lines: string | null; orders: number; at: string; id: string };

/** The CSV lines of `file` for the orders matching `condition`, a page of orders at a time, each chunk ending with a line break. */
export async function* csvChunks(db: Database, condition: SQL | undefined, file: ExportFile): AsyncGenerator<string> {
  const { line, from, order } = LINES[file];
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const where = and(condition, after && sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
    const [page] = rowsOf<Page>(
      await db.execute(sql`with page as materialized (
          select * from ${orders} where ${where ?? sql`true`} order by ${orders.createdAt} desc, ${orders.id} desc limit ${EXPORT_PAGE})
        select (select string_agg(${line}, E'\\n' order by ${order}) from ${from}) as lines, (select count(*)::int from page) as orders, last.at, last.id
        from (select created_at::text as at, id from page order by created_at, id limit 1) last`),
    );
    if (!page) return;
    if (page.lines) yield `${page.lines}\n`;
    if (Number(page.orders) < EXPORT_PAGE) return;
    after = { at: page.at, id: page.id };
  }
}

/** How many rows the file will have (sent ahead, so the client can show progress). */
export async function csvRowCount(db: Database, condition: SQL | undefined, file: ExportFile): Promise<number> {
  const [{ n }] =
    file === 'orders'
      ? await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders).where(condition)
      : await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orderItems).innerJoin(orders, eq(orderItems.orderId, orders.id)).where(condition);
  return n;
}
