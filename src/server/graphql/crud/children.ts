/**
 * Child sets written with their parent (option groups → options): each set replaced as a whole,
 * ids kept for the rows that stay. Batched per level: one read, one delete and one insert for all
 * the parents of a level; rows that stay are updated one by one (the limits bound them).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray, notInArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GuardedContext } from '../operation';
import type { ChildSet, Row } from '../resource';

/** The key of a column in its table's columns. */
export const keyOf = (columns: Record<string, PgColumn>, column: unknown) =>
  Object.keys(columns).find((key) => columns[key] === column) as string;

export interface ChildSetWrite {
  parentId: string;
  items: Row[];
}

export async function replaceChildSets(context: GuardedContext, child: ChildSet, sets: ChildSetWrite[]): Promise<void> {
  if (sets.length === 0) return;
  const columns = getTableColumns(child.table);
  const parentKey = keyOf(columns, child.parent);
  const positionKey = child.position && keyOf(columns, child.position);
  const parentIds = sets.map((set) => set.parentId);
  const existing = await context.db
    .select({ id: columns.id, parent: child.parent })
    .from(child.table)
    .where(inArray(child.parent, parentIds));
  const parentOf = new Map(existing.map((row) => [row.id, row.parent]));
  const stays = (item: Row, parentId: string) => typeof item.id === 'string' && parentOf.get(item.id) === parentId;
  const kept = sets.flatMap(({ parentId, items }) =>
    items.filter((item) => stays(item, parentId)).map((item) => item.id as string),
  );
  await context.db
    .delete(child.table)
    .where(and(inArray(child.parent, parentIds), kept.length ? notInArray(columns.id, kept) : undefined));

  const inserted: Row[] = [];
  const nextLevel = new Map<string, ChildSetWrite[]>();
  for (const { parentId, items } of sets) {
    for (const [index, item] of items.entries()) {
      const values: Row = { [parentKey]: parentId, ...(positionKey ? { [positionKey]: index } : {}) };
      for (const key of Object.keys(child.descriptor.input)) if (key in columns && key in item) values[key] = item[key];
      const id = stays(item, parentId) ? (item.id as string) : randomUUID();
      if (stays(item, parentId)) await context.db.update(child.table).set(values).where(eq(columns.id, id));
      else inserted.push({ ...values, id });
      for (const field of Object.keys(child.children ?? {})) {
        if (Array.isArray(item[field]))
          nextLevel.set(field, [...(nextLevel.get(field) ?? []), { parentId: id, items: item[field] as Row[] }]);
      }
    }
  }
  if (inserted.length) await context.db.insert(child.table).values(inserted);
  for (const [field, grandchild] of Object.entries(child.children ?? {}))
    await replaceChildSets(context, grandchild, nextLevel.get(field) ?? []);
}
