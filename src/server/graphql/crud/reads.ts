/** List, count and get-by-id of a resource, each inside the viewer's reach. */
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GraphQLResolveInfo } from 'graphql';
import { notFound } from '../appError';
import type { Args, SignedInContext } from '../operation';
import type { ResourceDefinition } from '../resource';
import { selectedFields } from '../selection';
import { reachOf, tenancyCondition, type Reach } from './access';
import { columnsOf, tenancyKey, toGraphQLRecord } from './columns';
import type { Database } from '../../db/database';
import { allOf, filterConditions, isUuid, ordering, paging, sorting, type ListArgs } from './listQuery';

/** The reach of a permission on this resource, as a WHERE on its tenancy column. */
export function scopeCondition(resource: ResourceDefinition, reach: Reach): SQL | undefined {
  const key = tenancyKey(resource);
  return tenancyCondition(reach, key ? columnsOf(resource)[key] : undefined);
}

/** The condition of one row by id within the reach; NOT_FOUND for an id that cannot exist. */
export function rowCondition(resource: ResourceDefinition, reach: Reach, id: unknown): SQL {
  if (!isUuid(id)) throw notFound(resource.typeName);
  return allOf([eq(columnsOf(resource).id, id), scopeCondition(resource, reach)]) as SQL;
}

function listCondition(resource: ResourceDefinition, args: ListArgs, context: SignedInContext): SQL | undefined {
  const reach = reachOf(context.viewer, resource.area, 'list', resource.scope.kind === 'restaurant');
  return allOf([scopeCondition(resource, reach), ...filterConditions(resource, args.filter)]);
}

/**
 * The columns of the fields the query asks for (and the id): each column read costs, in the
 * database and in its driver, whether or not it is shown.
 */
function selectedColumns(resource: ResourceDefinition, info: GraphQLResolveInfo): Record<string, PgColumn> {
  const fields = selectedFields(info);
  const columns = columnsOf(resource);
  return Object.fromEntries(Object.entries(columns).filter(([key]) => key === 'id' || fields.has(key)));
}

function listQuery(db: Database, resource: ResourceDefinition, args: ListArgs, columns: Record<string, PgColumn>, condition: SQL | undefined) {
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

function preparedList(db: Database, resource: ResourceDefinition, args: ListArgs, columns: Record<string, PgColumn>): PreparedList {
  let lists = preparedLists.get(db);
  if (!lists) preparedLists.set(db, (lists = new Map()));
  const { field, order } = sorting(resource, args);
  const key = `${resource.typeName} ${field} ${order} ${Object.keys(columns).join(',')}`;
  let prepared = lists.get(key);
  if (!prepared) {
    if (lists.size >= MAX_PREPARED_LISTS) lists.clear();
    prepared = listQuery(db, resource, args, columns, undefined);
    lists.set(key, prepared);
  }
  return prepared;
}

export async function listRows(resource: ResourceDefinition, args: ListArgs, context: SignedInContext, info: GraphQLResolveInfo) {
  const columns = selectedColumns(resource, info);
  const condition = listCondition(resource, args, context);
  const prepared = condition ? listQuery(context.db, resource, args, columns, condition) : preparedList(context.db, resource, args, columns);
  const rows = await prepared.execute(paging(args));
  return rows.map((row) => toGraphQLRecord(resource, row));
}

export async function countRows(resource: ResourceDefinition, args: ListArgs, context: SignedInContext) {
  const [{ n }] = await context.db.select({ n: count() }).from(resource.table).where(listCondition(resource, args, context));
  return { count: n };
}

export async function getRow(resource: ResourceDefinition, args: Args, context: SignedInContext, info: GraphQLResolveInfo) {
  const reach = reachOf(context.viewer, resource.area, 'list', resource.scope.kind === 'restaurant');
  const [row] = await context.db.select(selectedColumns(resource, info)).from(resource.table).where(rowCondition(resource, reach, args.id));
  if (!row) throw notFound(resource.typeName);
  return toGraphQLRecord(resource, row);
}
