/**
 * Scans that arrive together are written together: each waits for the turn of the event loop it
 * came in (or for the statement under way), then one statement writes the whole batch — each scan
 * only where its restaurant has its table — and says which were written. A crowd of guests, or
 * of hostile clients, then costs a few statements rather than one each: on PGlite every statement
 * holds the server's one thread. The statement's text is the same for every batch (the scans go
 * as one JSON parameter), so it is prepared once.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import { restaurants, tableCodes, tableScans } from '../db/schema';

export interface Scan {
  slug: string;
  table: number;
  /** The table's code, from its QR code's address: a scan is written only with the table's current one. */
  code: string;
  at: Date;
}

interface Waiting {
  scan: Scan;
  resolve(written: boolean): void;
  reject(error: unknown): void;
}

/** The most scans one statement writes. */
export const MAX_BATCH = 500;

const batchStatement = (scans: readonly Scan[]) => {
  const json = JSON.stringify(
    scans.map(({ slug, table, code, at }, i) => ({ i, slug, table_number: table, code, scanned_at: at.toISOString() })),
  );
  return sql`with scan as (select * from jsonb_to_recordset(${json}::jsonb) as s(i int, slug text, table_number int, code text, scanned_at timestamptz)),
    found as (select scan.i, ${restaurants.id} as restaurant_id, scan.table_number, scan.scanned_at
      from scan join ${restaurants} on ${restaurants.slug} = scan.slug and ${restaurants.tableCount} >= scan.table_number
      join ${tableCodes} on ${tableCodes.restaurantId} = ${restaurants.id} and ${tableCodes.tableNumber} = scan.table_number
        and ${tableCodes.code} = scan.code),
    written as (insert into ${tableScans} (restaurant_id, table_number, scanned_at) select restaurant_id, table_number, scanned_at from found)
    select i from found`;
};

export class ScanWriter {
  #waiting: Waiting[] = [];
  #writing = false;

  constructor(private readonly db: Database) {}

  /** Whether the scan was written (false: no such slug, its restaurant has no such table, or not that code). */
  write(scan: Scan): Promise<boolean> {
    const written = new Promise<boolean>((resolve, reject) => this.#waiting.push({ scan, resolve, reject }));
    if (!this.#writing && this.#waiting.length === 1) setImmediate(() => void this.#writeBatch());
    return written;
  }

  async #writeBatch(): Promise<void> {
    this.#writing = true;
    const batch = this.#waiting.splice(0, MAX_BATCH);
    try {
      const written = new Set(
        rowsOf<{ i: number }>(await this.db.execute(batchStatement(batch.map((waiting) => waiting.scan)))).map((row) =>
          Number(row.i),
        ),
      );
      batch.forEach((waiting, i) => waiting.resolve(written.has(i)));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      this.#writing = false;
      if (this.#waiting.length > 0) setImmediate(() => void this.#writeBatch());
    }
  }
}
