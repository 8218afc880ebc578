/** Ordered catalogues (categories, featured items): where a new row goes, and records in a given order. */
import { max } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GuardedContext } from '../../operation';
import type { Row } from '../../resource';

/** `createDefaults` that put a new row last: `{ [field]: max + 1 }` (0 in an empty table). */
export const lastPosition =
  (field: string, column: PgColumn) =>
  async (context: GuardedContext): Promise<Row> => {
    const [{ last }] = await context.db.select({ last: max(column) }).from(column.table);
    return { [field]: last === null ? 0 : Number(last) + 1 };
  };

/** The records sorted as `ids` lists them. */
export function inGivenOrder(records: Row[], ids: readonly string[]): Row[] {
  const index = new Map(ids.map((id, i) => [id, i]));
  return [...records].sort((a, b) => (index.get(a.id as string) ?? 0) - (index.get(b.id as string) ?? 0));
}
