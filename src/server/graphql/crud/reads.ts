/** List, count and get-by-id of a resource, each inside the viewer's reach. */
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GraphQLResolveInfo } from 'graphql';
import { notFound } from '../appError';
import type { Args, SignedInContext } from '../operation';
import type { ResourceDefinition } from '../resource';
import { selectedFields } from '../selection';
import { reachOf, tenancyCondition, type Reach } from './access';
import { columnsOf, tenancyKey, toGraphQLRecord } from './columns';
import { allOf, filterConditions, isUuid, ordering, paging, type ListArgs } from './listQuery';

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

export async function listRows(resource: ResourceDefinition, args: ListArgs, context: SignedInContext, info: GraphQLResolveInfo) {
  const { limit, offset } = paging(args);
  const rows = await context.db
    .select(selectedColumns(resource, info))
    .from(resource.table)
    .where(listCondition(resource, args, context))
    .orderBy(...ordering(resource, args))
    .limit(limit)
    .offset(offset);
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
