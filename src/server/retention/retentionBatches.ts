/**
 * One batch of the retention sweep per table (docs/production.md, "Retention"): a DELETE of at most `limit` rows older
 * than `before`, chosen by primary key through an index, in a transaction of its own; it answers how many it deleted.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import { auditEntries, mailOutbox, orders, orderStatusHistory, restaurants, tableScans } from '../db/schema';
import type { Retained } from './retentionSettings';

/** The tables by their SQL names (the metrics' and the log's labels). */
export const RETAINED_TABLES: Readonly<Record<Retained, string>> = {
  auditEntries: 'audit_entries',
  tableScans: 'table_scans',
  orderStatusHistory: 'order_status_history',
  sentMail: 'mail_outbox',
};

/** The ids of at most `limit` rows past `before` (a timestamptz parameter). */
const CHOSEN: Readonly<Record<Retained, (before: SQL, limit: number) => SQL>> = {
  // Oldest first through audit_entries_at_idx.
  auditEntries: (before, limit) =>
    sql`select ${auditEntries.id} from ${auditEntries} where ${auditEntries.at} < ${before}
        order by ${auditEntries.at}, ${auditEntries.id} limit ${limit}`,
  // Restaurant by restaurant through table_scans_restaurant_scanned_idx (restaurant, time): no scan of the whole table.
  tableScans: (before, limit) =>
    sql`select s.id from ${restaurants} r cross join lateral (
          select ${tableScans.id} as id from ${tableScans}
          where ${tableScans.restaurantId} = r.id and ${tableScans.scannedAt} < ${before} limit ${limit}) s
        limit ${limit}`,
  // The entries of orders placed before `before` (the orders stay), through order_status_history_changed_idx: an entry
  // is never older than its order, so a sweep reads only entries past the period, never the timelines already gone.
  orderStatusHistory: (before, limit) =>
    sql`select h.id from ${orderStatusHistory} h join ${orders} o on o.id = h.order_id
        where h.changed_at < ${before} and o.created_at < ${before}
        order by h.changed_at limit ${limit}`,
  // Sent mail only: a mail never sent (the development outbox, a failed delivery) is kept.
  sentMail: (before, limit) =>
    sql`select ${mailOutbox.id} from ${mailOutbox} where ${mailOutbox.sentAt} < ${before}
        order by ${mailOutbox.sentAt} limit ${limit}`,
};

const TABLES: Readonly<Record<Retained, SQL>> = {
  auditEntries: sql`${auditEntries}`,
  tableScans: sql`${tableScans}`,
  orderStatusHistory: sql`${orderStatusHistory}`,
  sentMail: sql`${mailOutbox}`,
};

/** Deletes one batch of `table`'s rows older than `before`; how many it deleted. */
export async function deleteBatch(db: Database, table: Retained, before: Date, limit: number): Promise<number> {
  const at = sql`${before.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    // The audit trail refuses a DELETE unless its transaction names the moment before which entries may go
    // (migration 0022): only entries older than that.
    if (table === 'auditEntries')
      await tx.execute(sql`select set_config('restoboard.retention_before', ${before.toISOString()}, true)`);
    const deleted = rowsOf<{ n: number }>(
      await tx.execute(
        sql`with gone as (delete from ${TABLES[table]} where id in (${CHOSEN[table](at, limit)}) returning 1)
            select count(*)::int as n from gone`,
      ),
    );
    return deleted[0]?.n ?? 0;
  });
}
