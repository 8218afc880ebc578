/**
 * QR code scans: one row each time a guest page opens from a table's code (src/server/scans). Only
 * the restaurant, the table and the time: no person, device or address. The analytics funnel
 * (TableFunnel) sets them beside the orders of each table.
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { restaurants } from './platform';

export const tableScans = pgTable(
  'table_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tableNumber: integer('table_number').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The funnel's reads (a restaurant within dates, by table) from the index alone; it also serves a deletion by age.
  (t) => [index('table_scans_restaurant_scanned_idx').on(t.restaurantId, t.scannedAt, t.tableNumber)],
);

/**
 * Each table's code (docs/features.md, "Table codes"): the unguessable part of the address its QR code opens, without
 * which no order or scan is taken for the table. Written by the database when a restaurant's table count grows
 * (migration 0021) and by regenerateTableCode, which replaces it: the old code is refused from then on.
 */
export const tableCodes = pgTable(
  'table_codes',
  {
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tableNumber: integer('table_number').notNull(),
    code: text('code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.tableNumber] })],
);

/**
 * The table funnel per restaurant, UTC hour and table: scans, orders taken at the table and those paid, kept by
 * triggers on `table_scans` and `orders` (migration 0025) for the analytics screen.
 */
export const tableFunnelHourly = pgTable(
  'table_funnel_hourly',
  {
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    table: text('table').notNull(),
    scans: integer('scans').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    paidOrders: integer('paid_orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.hour, t.table] })],
);
