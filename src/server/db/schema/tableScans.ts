/**
 * QR code scans: one row each time a guest page opens from a table's code (src/server/scans). Only
 * the restaurant, the table and the time: no person, device or address. The analytics funnel
 * (TableFunnel) sets them beside the orders of each table.
 */
import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
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
