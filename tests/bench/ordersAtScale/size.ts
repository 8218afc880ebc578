/** How big the database is per million orders: the whole database, and the tables that grow with the orders. */
import postgres from 'postgres';
import { figure, type Figure } from './figure';

const TABLES = [
  'orders',
  'order_items',
  'order_status_history',
  'orders_hourly',
  'orders_daily',
  'orders_customers_daily',
  'order_items_daily',
  'table_funnel_hourly',
];

export async function sizeFigures(url: string): Promise<Figure[]> {
  const client = postgres(url, { onnotice: () => undefined });
  try {
    const [{ orders, total }] = await client`select (select count(*) from orders)::bigint as orders,
      pg_database_size(current_database())::bigint as total`;
    const millions = Number(orders) / 1_000_000;
    const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en')} MB`;
    const tables = await client`select relname as name, pg_total_relation_size(oid)::bigint as bytes
      from pg_class where relname in ${client(TABLES)} and relkind = 'r' order by 2 desc`;
    return [
      figure('database size', `${mb(Number(total))} (${mb(Number(total) / millions)} per million orders)`),
      figure('of which (tables with their indexes)', tables.map((t) => `${t.name} ${mb(Number(t.bytes))}`).join(', ')),
    ];
  } finally {
    await client.end();
  }
}
