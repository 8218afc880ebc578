/** List, count and get-by-id of a resource, each inside the viewer's reach; and records read back after a write. */
import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldNode, GraphQLResolveInfo } from 'graphql';
import type { Database } from '../../db/database';
import { notFound } from '../appError';
import type { Args, GuardedContext } from '../operation';
import type { Row, ServerResource } from '../resource';
import { selectedFields } from '../selection';
import { allOf, filterConditions, isUuid, ordering, paging, sorting, type ListArgs } from './listQuery';
import { relationColumns, withRelated } from './related';
import type { ScopeMode } from './tenancy';

const presented = (resource: ServerResource, context: GuardedContext, rows: Row[]) => {
  const { present } = resource;
  return present ? rows.map((row) => present.apply(row, context)) : rows;
};

/** The condition of one row by id within the reach; NOT_FOUND for an id that cannot exist. */
export function rowCondition(resource: ServerResource, context: GuardedContext, id: unknown, mode: ScopeMode): SQL {
  if (!isUuid(id)) throw notFound(resource.descriptor.type);
  return allOf([eq(resource.columns.id, id), context.scope(mode)]) as SQL;
}

/**
 * The columns of the fields the query asks for, those its computed fields need, and the id (and
 * its asked relations): each column read costs, in the database and in its driver, whether or not it is shown.
 */
function selectedColumns(resource: ServerResource, fields: ReadonlySet<string>): Record<string, PgColumn | SQL> {
  const needed = new Set(['id', ...fields, ...(resource.present?.needs ?? [])]);
  for (const [field, computed] of Object.entries(resource.computed ?? {}))
    if (fields.has(field)) computed.needs.forEach((key) => needed.add(key));
  const hidden = new Set(resource.hidden ?? []);
  return {
    ...Object.fromEntries(Object.entries(resource.columns).filter(([key]) => needed.has(key) && !hidden.has(key))),
    ...relationColumns(resource, fields),
  };
}

/**
 * The fields a root field asks for and their columns, once per field of a parsed document (yoga
 * keeps the documents it has parsed: a screen's query is read once). Only for a field written
 * once: one merged from several, some of them behind @skip or @include, may ask for more or less.
 */
const askedByField = new WeakMap<
  FieldNode,
  { resource: ServerResource; fields: ReadonlySet<string>; columns: Record<string, PgColumn | SQL> }
>();

function asked(resource: ServerResource, info: GraphQLResolveInfo) {
  const [node, ...more] = info.fieldNodes;
  const known = more.length ? undefined : askedByField.get(node);
  if (known?.resource === resource) return known;
  const fields = selectedFields(info);
  const found = { resource, fields, columns: selectedColumns(resource, fields) };
  if (!more.length) askedByField.set(node, found);
  return found;
}

function listQuery(
  db: Database,
  resource: ServerResource,
  args: ListArgs,
  columns: Record<string, PgColumn | SQL>,
  condition: SQL | undefined,
) {
  return db
    .select(columns)
    .from(resource.table)
    .where(condition)
    .orderBy(...ordering(resource, args))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('list');
}

/** The count of `condition`; of at most `upTo` rows (a placeholder) for a resource whose count stops (countUpTo). */
function countQuery(db: Database, resource: ServerResource, condition: SQL | undefined) {
  if (resource.countUpTo === undefined)
    return db.select({ n: count() }).from(resource.table).where(condition).prepare('count');
  const counted = db
    .select({ one: sql`1`.as('one') })
    .from(resource.table)
    .where(condition)
    .limit(sql.placeholder('upTo'))
    .as('counted');
  return db.select({ n: count() }).from(counted).prepare('count');
}

/**
 * From this offset on a page reads its ids first, then their rows (deepPage): an OFFSET that skips thousands of rows
 * reads only an index whose columns hold the sort and the id, not thousands of rows.
 */
export const DEEP_OFFSET = 1_000;

/**
 * A page far down a list: the ids of the page in the list's order (the ORDER BY ends with the id: one order, so the
 * same rows as reading page by page), then those rows by their key, sorted again. Two statements: one with the ids as
 * a subquery measured no faster at ten million orders.
 */
async function deepPage(
  db: Database,
  resource: ServerResource,
  args: ListArgs,
  columns: Record<string, PgColumn | SQL>,
  condition: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<Row[]> {
  const order = ordering(resource, args);
  const ids = await db
    .select({ id: resource.columns.id })
    .from(resource.table)
    .where(condition)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  if (!ids.length) return [];
  const idList = ids.map((row) => row.id);
  return (await db
    .select(columns)
    .from(resource.table)
    .where(allOf([inArray(resource.columns.id, idList), condition]))
    .orderBy(...order)) as Row[];
}

/**
 * Lists and counts whose only condition is the viewer's reach (an admin's screen before it is
 * filtered), built once per shape (columns and sort), reach and database: building the SQL costs
 * more than running it on a small page. The reach's WHERE is made from the reach alone. The
 * least recently used go beyond MAX_PREPARED.
 */
const prepared = new WeakMap<Database, Map<string, unknown>>();
const MAX_PREPARED = 1_000;

function preparedOnce<T>(db: Database, key: string, build: () => T): T {
  let known = prepared.get(db);
  if (!known) prepared.set(db, (known = new Map()));
  let query = known.get(key) as T | undefined;
  if (query)
    known.delete(key); // put back below as the most recently used
  else {
    query = build();
    if (known.size >= MAX_PREPARED) known.delete(known.keys().next().value as string);
  }
  known.set(key, query);
  return query;
}

const reachKey = ({ reach }: GuardedContext) => (reach === 'all' ? 'all' : reach.restaurantIds.join(','));

export async function listRows(
  resource: ServerResource,
  args: ListArgs,
  context: GuardedContext,
  info: GraphQLResolveInfo,
) {
  const { fields, columns } = asked(resource, info);
  const filters = filterConditions(resource, args.filter, context.now());
  const { field, order } = sorting(resource, args);
  const page = paging(args);
  const condition = allOf([context.scope('read'), ...filters]);
  const rows = (
    page.offset >= DEEP_OFFSET
      ? deepPage(context.db, resource, args, columns, condition, page)
      : filters.length
        ? listQuery(context.db, resource, args, columns, condition).execute(page)
        : preparedOnce(
            context.db,
            `list ${resource.descriptor.type} ${field} ${order} ${Object.keys(columns).join(',')} ${reachKey(context)}`,
            () => listQuery(context.db, resource, args, columns, context.scope('read')),
          ).execute(page)
  ) as Promise<Row[]>;
  context.pageTotals.reading(resource.descriptor.type, args.filter, page, rows);
  return presented(resource, context, await withRelated(context.db, resource, await rows, fields, context.now()));
}

/** The count of the list, unless a page of it read in this request tells it (pageTotals.ts). */
export async function countRows(resource: ServerResource, args: ListArgs, context: GuardedContext) {
  const known = await context.pageTotals.known(resource.descriptor.type, args.filter);
  if (known !== undefined) return { count: known };
  const filters = filterConditions(resource, args.filter, context.now());
  const query = filters.length
    ? countQuery(context.db, resource, allOf([context.scope('read'), ...filters]))
    : preparedOnce(context.db, `count ${resource.descriptor.type} ${reachKey(context)}`, () =>
        countQuery(context.db, resource, context.scope('read')),
      );
  // A count that stops reads at most as far as its bound, or as the page asked when that is further: a page beyond
  // the bound still learns whether another follows (a count past the page's end).
  const { limit, offset } = paging(args);
  const upTo = resource.countUpTo === undefined ? undefined : Math.max(resource.countUpTo, offset + limit) + 1;
  const [{ n }] = await query.execute({ upTo });
  return { count: n };
}

/** The records of `condition` as the query asks for them (also what a mutation returns). */
export async function readRecords(
  resource: ServerResource,
  context: GuardedContext,
  condition: SQL | undefined,
  info: GraphQLResolveInfo,
): Promise<Row[]> {
  const { fields, columns } = asked(resource, info);
  const rows = (await context.db.select(columns).from(resource.table).where(condition)) as Row[];
  return presented(resource, context, await withRelated(context.db, resource, rows, fields, context.now()));
}

export async function getRow(resource: ServerResource, args: Args, context: GuardedContext, info: GraphQLResolveInfo) {
  const [record] = await readRecords(resource, context, rowCondition(resource, context, args.id, 'read'), info);
  if (!record) throw notFound(resource.descriptor.type);
  return record;
}
