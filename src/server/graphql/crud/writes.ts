/**
 * Create, update and delete of a resource. Each write runs in one transaction (only `tx` inside
 * it: PGlite has one connection), checks the unique fields first, and maps a constraint
 * violation the check could not foresee (a concurrent write) to the same error.
 */
import { and, getTableName, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../appError';
import type { Args, SignedInContext } from '../operation';
import type { ResourceDefinition } from '../resource';
import { reachOf, reaches, type Reach } from './access';
import { columnsOf, tenancyKey, toGraphQLRecord } from './columns';
import { conflict, constraintError } from './databaseErrors';
import { prepareInput } from './input';
import { rowCondition } from './reads';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Row = Record<string, unknown>;

/** CONFLICT when another row already holds one of the unique values being written. */
async function assertUnique(tx: Transaction, resource: ResourceDefinition, values: Row, exceptId?: string): Promise<void> {
  const columns = columnsOf(resource);
  for (const unique of resource.unique) {
    const value = values[unique.field];
    if (value === undefined || value === null) continue;
    const column = columns[unique.field];
    const same: SQL = unique.caseInsensitive ? sql`lower(${column}) = lower(${value})` : sql`${column} = ${value}`;
    const [taken] = await tx
      .select({ id: columns.id })
      .from(resource.table)
      .where(exceptId ? and(same, ne(columns.id, exceptId)) : same)
      .limit(1);
    if (taken) throw conflict(unique);
  }
}

/** The row written may only belong to a restaurant within reach. */
function assertTenancy(resource: ResourceDefinition, reach: Reach, values: Row): void {
  const key = tenancyKey(resource);
  if (key && key in values && !reaches(reach, values[key])) throw notFound('Restaurant');
}

/** A table whose tenancy is its own id (restaurants): a new row is a new tenant, for an unrestricted reach only. */
function assertMayCreate(resource: ResourceDefinition, reach: Reach, values: Row): void {
  if (tenancyKey(resource) === 'id' && reach !== 'all') throw forbidden();
  assertTenancy(resource, reach, values);
}

/** Runs the write in a transaction, then announces the table (caches of it are now stale). */
async function write<T>(resource: ResourceDefinition, context: SignedInContext, work: (tx: Transaction) => Promise<T>, deleting = false): Promise<T> {
  try {
    return await context.db.transaction(work);
  } catch (error) {
    throw constraintError(resource, error, deleting) ?? error;
  } finally {
    context.tableWrites.written(getTableName(resource.table));
  }
}

const isScoped = (resource: ResourceDefinition) => resource.scope.kind === 'restaurant';

export async function createRow(resource: ResourceDefinition, args: Args, context: SignedInContext) {
  const reach = reachOf(context.viewer, resource.area, 'new', isScoped(resource));
  const values = prepareInput(resource, args.data as Row, 'create');
  assertMayCreate(resource, reach, values);
  const row = await write(resource, context, async (tx) => {
    await assertUnique(tx, resource, values);
    const [created] = await tx.insert(resource.table).values(values).returning();
    return created;
  });
  return toGraphQLRecord(resource, row);
}

export async function updateRow(resource: ResourceDefinition, args: Args, context: SignedInContext) {
  const reach = reachOf(context.viewer, resource.area, 'edit', isScoped(resource));
  const where = rowCondition(resource, reach, args.id);
  const values = prepareInput(resource, args.data as Row, 'update');
  assertTenancy(resource, reach, values);
  const columns = columnsOf(resource);
  const changes = 'updatedAt' in columns ? { ...values, updatedAt: new Date() } : values;
  const row = await write(resource, context, async (tx) => {
    await assertUnique(tx, resource, values, args.id as string);
    const [updated] = Object.keys(changes).length
      ? await tx.update(resource.table).set(changes).where(where).returning()
      : await tx.select().from(resource.table).where(where);
    return updated;
  });
  if (!row) throw notFound(resource.typeName);
  return toGraphQLRecord(resource, row);
}

export async function deleteRow(resource: ResourceDefinition, args: Args, context: SignedInContext) {
  const reach = reachOf(context.viewer, resource.area, 'delete', isScoped(resource));
  const where = rowCondition(resource, reach, args.id);
  const row = await write(resource, context, async (tx) => (await tx.delete(resource.table).where(where).returning())[0], true);
  if (!row) throw notFound(resource.typeName);
  return toGraphQLRecord(resource, row);
}
