/**
 * What a record holds beyond its own columns: many-to-many ids (read in the row's own query),
 * child collections and computed fields (loaded for a whole page at once: one query per child set
 * or page-computed field, never per row).
 */
import { asc, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { ChildSet, ManyToMany, Row, ServerResource } from '../kernel';
import { toGraphQLRow } from './columns';
import { qualified } from './tenancy';

/** postgres.js hands json over parsed, PGlite's drizzle driver as text. */
const parsedIds = (value: unknown): string[] => (typeof value === 'string' ? JSON.parse(value) : value) as string[];

/**
 * The asked many-to-many fields as columns of the rows' own query: each row's linked ids in order,
 * as loadLinks reads them (a query per page fewer; the link table's index finds each row's).
 */
export function relationColumns(resource: ServerResource, fields: Iterable<string>): Record<string, SQL<string[]>> {
  const columns: Record<string, SQL<string[]>> = {};
  for (const field of fields) {
    const relation = resource.relations?.[field];
    if (!relation) continue;
    const other = qualified(relation.other);
    columns[field] =
      sql`coalesce((select json_agg(${other} order by ${other}) from ${relation.link} where ${qualified(relation.own)} = ${qualified(resource.columns.id)}), '[]'::json)`.mapWith(
        parsedIds,
      );
  }
  return columns;
}

/** The linked ids of each row, by row id. */
export async function loadLinks(
  db: Database,
  relation: ManyToMany,
  ids: readonly string[],
): Promise<Map<unknown, string[]>> {
  const rows = await db
    .select({ own: relation.own, other: relation.other })
    .from(relation.link)
    .where(inArray(relation.own, [...ids]))
    .orderBy(asc(relation.other));
  const links = new Map<unknown, string[]>();
  for (const { own, other } of rows) links.set(own, [...(links.get(own) ?? []), other as string]);
  return links;
}

/** The child rows of each parent, by parent id, as GraphQL shows them (their own children inside). */
export async function loadChildren(
  db: Database,
  child: ChildSet,
  parentIds: readonly string[],
): Promise<Map<unknown, Row[]>> {
  if (parentIds.length === 0) return new Map();
  const columns = getTableColumns(child.table);
  const order = child.position ? [asc(child.position), asc(columns.id)] : [asc(columns.id)];
  const rows = (await db
    .select()
    .from(child.table)
    .where(inArray(child.parent, [...parentIds]))
    .orderBy(...order)) as Row[];
  const parentKey = Object.keys(columns).find((key) => columns[key] === child.parent) as string;
  const nested = await Promise.all(
    Object.entries(child.children ?? {}).map(
      async ([field, grandchild]) =>
        [
          field,
          await loadChildren(
            db,
            grandchild,
            rows.map((r) => r.id as string),
          ),
        ] as const,
    ),
  );
  const shown = ['id', ...Object.keys(child.descriptor.input).filter((key) => key in columns)];
  const byParent = new Map<unknown, Row[]>();
  for (const row of rows) {
    const record: Row = {};
    for (const key of shown) record[key] = row[key];
    for (const [field, grandchildren] of nested) record[field] = grandchildren.get(row.id) ?? [];
    byParent.set(row[parentKey], [...(byParent.get(row[parentKey]) ?? []), toGraphQLRow(record)]);
  }
  return byParent;
}

/**
 * Adds the selected children and computed fields to rows read from the resource's table (with their relationColumns).
 */
export async function withRelated(
  db: Database,
  resource: ServerResource,
  rows: Row[],
  fields: ReadonlySet<string>,
  now: Date,
): Promise<Row[]> {
  const asked = (extra: object | undefined) => Object.keys(extra ?? {}).some((field) => fields.has(field));
  if (!asked(resource.children) && !asked(resource.computed)) return rows.map(toGraphQLRow); // the usual list
  const ids = rows.map((row) => row.id as string);
  const related: Row[] = rows.map(() => ({}));
  for (const [field, child] of Object.entries(resource.children ?? {})) {
    if (!fields.has(field)) continue;
    const children = await loadChildren(db, child, ids);
    rows.forEach((row, i) => (related[i][field] = children.get(row.id) ?? []));
  }
  for (const [field, computed] of Object.entries(resource.computed ?? {})) {
    if (!fields.has(field)) continue;
    const values =
      'resolvePage' in computed
        ? await computed.resolvePage(rows, db, now)
        : rows.map((row) => computed.resolve(row, { now }));
    rows.forEach((_, i) => (related[i][field] = values[i]));
  }
  return rows.map((row, i) => ({ ...toGraphQLRow(row), ...related[i] }));
}
