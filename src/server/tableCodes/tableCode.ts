/** Whether a code is a table's current one (docs/features.md, "Table codes"): orders and scans from a table need it. */
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import { tableCodes } from '../db/schema';

/** Longer than any code written (32 characters): refused before the database is asked. */
export const MAX_TABLE_CODE_LENGTH = 64;

export const isCodeShaped = (code: unknown): code is string =>
  typeof code === 'string' && code.length > 0 && code.length <= MAX_TABLE_CODE_LENGTH;

export async function isTableCode(db: Database, restaurantId: string, table: number, code: unknown): Promise<boolean> {
  if (!isCodeShaped(code)) return false;
  const found = await db.execute(
    sql`select 1 from ${tableCodes} where ${and(
      eq(tableCodes.restaurantId, restaurantId),
      eq(tableCodes.tableNumber, table),
      eq(tableCodes.code, code),
    )}`,
  );
  return rowsOf(found).length > 0;
}
