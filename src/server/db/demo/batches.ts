/** Rows per INSERT: well below PostgreSQL's 65,535 bind parameters for any of our tables. */
const BATCH_ROWS = 1000;

/** Rows cut into INSERT-sized batches (bulk seeding, never row by row). */
export function batches<T>(rows: T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / BATCH_ROWS) }, (_, i) =>
    rows.slice(i * BATCH_ROWS, (i + 1) * BATCH_ROWS),
  );
}
