/** Ordered catalogues (categories, featured items): where a new row goes, and records in a given order. */
import { asc, getTableColumns, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { keyOf } from '../../crud/children';
import type { GuardedContext } from '../../operation';
import type { Row, WriteEvent } from '../../resource';

/** An ordered table's columns: the row id, its position and when it was last updated. */
export interface Ordered {
  table: PgTable;
  id: PgColumn;
  position: PgColumn;
  updatedAt: PgColumn;
}

/**
 * The rows given take, in the order given, the places in the list they held between them (so a
 * page, or a search result, can be reordered alone); every row of the list (`within`: one
 * restaurant's, or the whole table's) is then numbered 0…n-1 in list order (position, then id),
 * and those given are marked updated. `ids` are known rows of the list, each once.
 */
export async function reorderRows(
  context: GuardedContext,
  ordered: Ordered,
  ids: readonly string[],
  within: SQL | undefined,
): Promise<void> {
  const all = await context.db
    .select({ id: ordered.id, position: ordered.position })
    .from(ordered.table)
    .where(within)
    .orderBy(asc(ordered.position), asc(ordered.id));
  const given = new Set(ids);
  let next = 0;
  const order = all.map((row) => (given.has(row.id as string) ? ids[next++] : (row.id as string)));
  const stored = new Map(all.map((row) => [row.id as string, row.position]));
  const touched = order
    .map((id, position) => ({ id, position }))
    .filter(({ id, position }) => given.has(id) || stored.get(id) !== position);
  if (touched.length === 0) return;
  const position = sql`case ${ordered.id} ${sql.join(
    touched.map((row) => sql`when ${row.id}::uuid then ${row.position}::integer`),
    sql` `,
  )} end`;
  const columns = getTableColumns(ordered.table);
  const updatedAt = sql`case when ${inArray(ordered.id, [...ids])} then ${context.now().toISOString()}::timestamptz else ${ordered.updatedAt} end`;
  await context.db
    .update(ordered.table)
    .set({ [keyOf(columns, ordered.position)]: position, [keyOf(columns, ordered.updatedAt)]: updatedAt })
    .where(
      inArray(
        ordered.id,
        touched.map((row) => row.id),
      ),
    );
}

/** `createDefaults` that put a new row last: `{ [field]: max + 1 }` (0 in an empty table). */
export const lastPosition =
  (field: string, column: PgColumn) =>
  async ({ context }: WriteEvent): Promise<Row> => {
    const [{ last }] = await context.db.select({ last: max(column) }).from(column.table);
    return { [field]: last === null ? 0 : Number(last) + 1 };
  };

/** The records sorted as `ids` lists them. */
export function inGivenOrder(records: Row[], ids: readonly string[]): Row[] {
  const index = new Map(ids.map((id, i) => [id, i]));
  return [...records].sort((a, b) => (index.get(a.id as string) ?? 0) - (index.get(b.id as string) ?? 0));
}
