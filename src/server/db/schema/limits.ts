/**
 * The counters of every limit when several processes count as one (PostgreSQL without Redis:
 * src/server/limits/postgresCounters.ts): one row per counter and key, within its window. Unlogged:
 * a crash forgets them (the limits start over), and no write of theirs goes through the WAL.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const limitCounters = pgTable(
  'limit_counters',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] }), index('limit_counters_expires_idx').on(t.expiresAt)],
);
