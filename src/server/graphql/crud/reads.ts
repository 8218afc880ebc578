/** List, count and get-by-id of a resource, each inside the viewer's reach; and records read back after a write. */
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GraphQLResolveInfo } from 'graphql';
import type { Database } from '../../db/database';
import { notFound } from '../appError';
import type { Args, GuardedContext } from '../operation';
import type { Row, ServerResource } from '../resource';
import { selectedFields } from '../selection';
import { allOf, filterConditions, isUuid, ordering, paging, sorting, type ListArgs } from './listQuery';
import { withRelated } from './related';
import type { ScopeMode } from './tenancy';

/** The condition of one row by id within the reach; NOT_FOUND for an id that cannot exist. */
export function rowCondition(resource: ServerResource, context: GuardedContext, id: unknown, mode: ScopeMode): SQL {
  if (!isUuid(id)) throw notFound(resource.descriptor.type);
  return allOf([eq(resource.columns.id, id), context.scope(mode)]) as SQL;
}

/**
 * The columns of the fields the query asks for, those its computed fields need, and the id:
 * each column read costs, in the database and in its driver, whether or not it is shown.
 */
function selectedColumns(resource: ServerResource, fields: ReadonlySet<string>): Record<string, PgColumn> {
  const needed = new Set(['id', ...fields]);
  for (const [field, computed] of Object.entries(resource.computed ?? {})) if (fields.has(field)) computed.needs.forEach((key) => needed.add(key));
  const hidden = new Set(resource.hidden ?? []);
  return Object.fromEntries(Object.entries(resource.columns).filter(([key]) => needed.has(key) && !hidden.has(key)));
}

function listQuery(db: Database, resource: ServerResource, args: ListArgs, columns: Record<string, PgColumn>, condition: SQL | undefined) {
  return db
    .select(columns)
    .from(resource.table)
    .where(condition)
    .orderBy(...ordering(resource, args))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('list');
}

type PreparedList = ReturnType<typeof listQuery>;

/**
 * Unfiltered lists of a whole table, built once per shape (columns and sort) and database:
 * building the SQL costs ~5% of a small list request. Bounded, as a shape comes from the schema.
 */
const preparedLists = new WeakMap<Database, Map<string, PreparedList>>();
const MAX_PREPARED_LISTS = 500;

function preparedList(db: Database, resource: ServerResource, args: ListArgs, columns: Record<string, PgColumn>): PreparedList {
  let lists = preparedLists.get(db);
  if (!lists) preparedLists.set(db, (lists = new Map()));
  const { field, order } = sorting(resource, args);
  const key = `${resource.descriptor.type} ${field} ${order} ${Object.keys(columns).join(',')}`;
  let prepared = lists.get(key);
  if (!prepared) {
    if (lists.size >= MAX_PREPARED_LISTS) lists.clear();
    prepared = listQuery(db, resource, args, columns, undefined);
    lists.set(key, prepared);
  }
  return prepared;
}

export async function listRows(resource: ServerResource, args: ListArgs, context: GuardedContext, info: GraphQLResolveInfo) {
  const fields = selectedFields(info);
  const columns = selectedColumns(resource, fields);
  const condition = allOf([context.scope('read'), ...filterConditions(resource, args.filter, context.now())]);
  const prepared = condition ? listQuery(context.db, resource, args, columns, condition) : preparedList(context.db, resource, args, columns);
  const rows = (await prepared.execute(paging(args))) as Row[];
  return withRelated(context.db, resource, rows, fields, context.now());
}

export async function countRows(resource: ServerResource, args: ListArgs, context: GuardedContext) {
  const condition = allOf([context.scope('read'), ...filterConditions(resource, args.filter, context.now())]);
  const [{ n }] = await context.db.select({ n: count() }).from(resource.table).where(condition);
  return { count: n };
}

/** The records of `condition` as the query asks for them (also what a mutation returns). */
export async function readRecords(resource: ServerResource, context: GuardedContext, condition: SQL | undefined, info: GraphQLResolveInfo): Promise<Row[]> {
  const fields = selectedFields(info);
  const rows = (await context.db.select(selectedColumns(resource, fields)).from(resource.table).where(condition)) as Row[];
  return withRelated(context.db, resource, rows, fields, context.now());
}

export async function getRow(resource: ServerResource, args: Args, context: GuardedContext, info: GraphQLResolveInfo) {
  const [record] = await readRecords(resource, context, rowCondition(resource, context, args.id, 'read'), info);
  if (!record) throw notFound(resource.descriptor.type);
  return record;
}
