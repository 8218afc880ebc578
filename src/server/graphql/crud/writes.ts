/**
 * Create, update and delete of a resource, single and bulk. The guard runs each mutation in one
 * transaction (`context.db` is it), so every check here is all or nothing: a refusal after a
 * partial write rolls it back. A row must be within the writer's reach before and after the write.
 */
import { and, eq, getTableColumns, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { GraphQLResolveInfo } from 'graphql';
import { LIMITS, restaurantField, type MessageRef } from '../../../domain';
import { AppError, forbidden, invalidInput, notFound } from '../appError';
import type { Args, GuardedContext } from '../operation';
import type { ChildSet, Row, ServerResource, WriteEvent } from '../resource';
import { reaches } from './access';
import { conflict } from './databaseErrors';
import { prepareInput, validateInput, type PreparedInput } from './input';
import { boundedIds, isUuid } from './listQuery';
import { readRecords, rowCondition } from './reads';
import { relationColumns } from './related';
import { keyOf, replaceChildSets } from './children';
import { changedFields } from './changedFields';

/** CONFLICT when another row already holds the values of a unique set the write touches. */
async function assertUnique(
  context: GuardedContext,
  resource: ServerResource,
  record: Row,
  touched: Row,
  exceptId?: string,
): Promise<void> {
  for (const unique of resource.unique ?? []) {
    if (!unique.fields.some((field) => field in touched)) continue;
    const values = unique.fields.map((field) => record[field]);
    if (values.some((value) => value === undefined || value === null)) continue;
    const last = unique.fields.length - 1;
    const same = unique.fields.map((field, i): SQL => {
      const column = resource.columns[field];
      return i === last && unique.caseInsensitive
        ? sql`lower(${column}) = lower(${values[i]})`
        : sql`${column} = ${values[i]}`;
    });
    if (exceptId) same.push(ne(resource.columns.id, exceptId));
    const [taken] = await context.db
      .select({ id: resource.columns.id })
      .from(resource.table)
      .where(and(...same))
      .limit(1);
    if (!taken) continue;
    await unique.beforeConflict?.(context);
    throw conflict(unique);
  }
}

/** The resource's own server-side checks (`check`), as field errors. */
async function assertChecks(resource: ServerResource, write: WriteEvent): Promise<void> {
  const errors = (await resource.check?.(write)) ?? {};
  if (Object.keys(errors).length) throw invalidInput(errors);
}

/** What the hooks and rules of one row's write are told. */
function writeEvent(
  context: GuardedContext,
  operation: WriteEvent['operation'],
  record: Row,
  stored: Row | undefined,
  touched: Row,
): WriteEvent {
  const changed =
    operation === 'create' ? Object.keys(touched) : operation === 'update' ? changedFields(touched, stored as Row) : [];
  return { operation, record, stored, changed, viewer: context.viewer, now: context.now(), context };
}

/**
 * Before anything reads other rows for this write: the restaurant it names must be the writer's
 * (so no answer can tell what another restaurant holds), and restaurants it links must be too.
 * Malformed ids are field errors first.
 */
async function assertWritableTarget(
  context: GuardedContext,
  resource: ServerResource,
  write: WriteEvent,
  relations: PreparedInput['relations'],
): Promise<void> {
  const { record } = write;
  const errors: Record<string, MessageRef> = {};
  for (const [field, ids] of Object.entries(relations)) {
    const relation = resource.relations?.[field];
    if (relation && !ids.every(isUuid))
      errors[field] = { key: 'validation.unknownValue', params: { attr: relation.attr } };
  }
  if (Object.keys(errors).length) throw invalidInput(errors);
  for (const [field, ids] of Object.entries(relations)) {
    if (resource.relations?.[field]?.restaurantsWithinReach && !ids.every((id) => reaches(context.reach, id)))
      throw forbidden();
  }
  // A user's main restaurant out of reach is refused as its links are (linking a restaurant it does not own).
  if (!(await resource.scope.admits(record, context)))
    throw resource.descriptor.tenancy.kind === 'link' ? forbidden() : notFound(resource.scope.outside);
  await resource.authorize?.(write);
}

/**
 * A row the writer may not change: FORBIDDEN when it can read it (a user who also belongs to
 * another restaurant), else NOT_FOUND like a missing id (nothing told about other restaurants).
 */
async function refusedRow(context: GuardedContext, resource: ServerResource, id: unknown) {
  const [readable] = await context.db
    .select({ id: resource.columns.id })
    .from(resource.table)
    .where(rowCondition(resource, context, id, 'read'));
  return readable ? forbidden() : notFound(resource.descriptor.type);
}

/** Every linked id must exist (and be of the row's restaurant, or within the writer's reach, where declared). */
async function assertTargets(
  context: GuardedContext,
  resource: ServerResource,
  record: Row,
  relations: PreparedInput['relations'],
): Promise<void> {
  const errors: Record<string, MessageRef> = {};
  for (const [field, ids] of Object.entries(relations)) {
    const relation = resource.relations?.[field];
    if (!relation || ids.length === 0) continue;
    const unknown = { key: 'validation.unknownValue', params: { attr: relation.attr } };
    const target = getTableColumns(relation.target);
    const restaurant = relation.sameRestaurant && restaurantField(resource.descriptor.tenancy);
    const conditions = [
      inArray(target.id, ids),
      restaurant ? eq(relation.sameRestaurant as typeof target.id, record[restaurant] as string) : undefined,
    ];
    const found = await context.db
      .select({ id: target.id })
      .from(relation.target)
      .where(and(...conditions));
    if (found.length !== ids.length) errors[field] = unknown;
  }
  if (Object.keys(errors).length) throw invalidInput(errors);
}

async function writeLinks(
  context: GuardedContext,
  resource: ServerResource,
  rowId: string,
  relations: PreparedInput['relations'],
): Promise<void> {
  for (const [field, ids] of Object.entries(relations)) {
    const relation = resource.relations?.[field];
    if (!relation) continue;
    const columns = getTableColumns(relation.link);
    if (relation.pointer) {
      await context.db
        .update(relation.link)
        .set({ [keyOf(columns, relation.own)]: null })
        .where(and(eq(relation.own, rowId), ids.length ? notInArray(relation.other, ids) : undefined));
      if (ids.length)
        await context.db
          .update(relation.link)
          .set({ [keyOf(columns, relation.own)]: rowId })
          .where(inArray(relation.other, ids));
      continue;
    }
    await context.db.delete(relation.link).where(eq(relation.own, rowId));
    if (ids.length)
      await context.db
        .insert(relation.link)
        .values(ids.map((id) => ({ [keyOf(columns, relation.own)]: rowId, [keyOf(columns, relation.other)]: id })));
  }
}

async function virtualColumns(resource: ServerResource, virtual: Row): Promise<Row> {
  const columns: Row = {};
  for (const [field, value] of Object.entries(virtual))
    Object.assign(columns, await resource.virtual?.[field]?.toColumns(value));
  return columns;
}

/**
 * After a write, each row must still be within the writer's reach (moved to another restaurant, linked elsewhere:
 * refused).
 */
async function assertStillReached(context: GuardedContext, resource: ServerResource, ids: string[]): Promise<void> {
  const scope = context.scope('write');
  if (!scope) return;
  const reached = await context.db
    .select({ id: resource.columns.id })
    .from(resource.table)
    .where(and(inArray(resource.columns.id, ids), scope));
  if (reached.length !== new Set(ids).size) throw notFound(resource.scope.outside);
}

/** The parts of a write that follow its row's own columns. */
async function writeRelated(
  context: GuardedContext,
  resource: ServerResource,
  id: string,
  input: PreparedInput,
): Promise<void> {
  await writeLinks(context, resource, id, input.relations);
  for (const [field, items] of Object.entries(input.children))
    await replaceChildSets(context, (resource.children as Record<string, ChildSet>)[field], [{ parentId: id, items }]);
}

const touchedFields = (input: PreparedInput): Row => ({
  ...input.columns,
  ...input.relations,
  ...input.children,
  ...input.virtual,
});

export async function createRow(
  resource: ServerResource,
  args: Args,
  context: GuardedContext,
  info: GraphQLResolveInfo,
) {
  if (resource.descriptor.tenancy.kind === 'self' && context.reach !== 'all') throw forbidden(); // a new restaurant is a new tenant
  const input = prepareInput(resource, args.data as Row);
  const record = touchedFields(input);
  const write = writeEvent(context, 'create', record, undefined, record);
  await assertWritableTarget(context, resource, write, input.relations);
  validateInput(resource, write, input);
  await assertChecks(resource, write);
  await assertTargets(context, resource, record, input.relations);
  await assertUnique(context, resource, record, record);
  const [{ id }] = (await context.db
    .insert(resource.table)
    .values({
      ...(await resource.createDefaults?.(write)),
      ...input.columns,
      ...(await virtualColumns(resource, input.virtual)),
    })
    .returning({ id: resource.columns.id })) as { id: string }[];
  await writeRelated(context, resource, id, input);
  await assertStillReached(context, resource, [id]);
  await resource.afterCreate?.({ ...write, id });
  return (await readRecords(resource, context, eq(resource.columns.id, id), info))[0];
}

/** The stored row with its links, as validation sees it merged with a patch. */
async function storedRecord(context: GuardedContext, resource: ServerResource, id: unknown): Promise<Row> {
  const columns = { ...resource.columns, ...relationColumns(resource, Object.keys(resource.relations ?? {})) };
  const [stored] = (await context.db
    .select(columns)
    .from(resource.table)
    .where(rowCondition(resource, context, id, 'write'))) as Row[];
  if (!stored) throw await refusedRow(context, resource, id);
  return stored;
}

/**
 * A row stays in the restaurant it was made in: what it points at (menus, categories, printer
 * classes) was checked against that restaurant and would otherwise point across restaurants.
 */
function assertStaysInRestaurant(resource: ServerResource, record: Row, stored: Row): void {
  const { tenancy } = resource.descriptor;
  if (tenancy.kind === 'restaurant' && record[tenancy.field] !== stored[tenancy.field]) {
    throw invalidInput({ [tenancy.field]: { key: 'validation.invalid', params: { attr: 'Restaurant' } } });
  }
}

/** A row's patch: the same for every row, or made from the stored row (each menu its own new price). */
export type Patch = Row | ((stored: Row) => Promise<Row>);

/**
 * `virtual`: the virtual inputs' columns when already computed (a bulk update computes them once). The caller checks
 * the row is still reached.
 */
async function updateOne(
  resource: ServerResource,
  id: unknown,
  patch: Patch,
  context: GuardedContext,
  virtual?: Row,
): Promise<string> {
  const stored = await storedRecord(context, resource, id);
  const input = prepareInput(resource, typeof patch === 'function' ? await patch(stored) : patch);
  const touched = touchedFields(input);
  const record = { ...stored, ...touched };
  const write = writeEvent(context, 'update', record, stored, touched);
  await assertWritableTarget(context, resource, write, input.relations);
  assertStaysInRestaurant(resource, record, stored);
  validateInput(resource, write, input);
  await assertChecks(resource, write);
  await assertTargets(context, resource, record, input.relations);
  await assertUnique(context, resource, record, touched, stored.id as string);
  const changes = { ...input.columns, ...(virtual ?? (await virtualColumns(resource, input.virtual))) };
  if (Object.keys(changes).length) {
    if ('updatedAt' in resource.columns) changes.updatedAt = context.now();
    await context.db
      .update(resource.table)
      .set(changes)
      .where(eq(resource.columns.id, stored.id as string));
  }
  await writeRelated(context, resource, stored.id as string, input);
  return stored.id as string;
}

/**
 * The row just written, as the query asks for it: it too must be within the writer's reach (moved to another
 * restaurant, linked elsewhere: refused).
 */
async function readWritten(
  resource: ServerResource,
  context: GuardedContext,
  id: string,
  info: GraphQLResolveInfo,
): Promise<Row> {
  const [record] = await readRecords(resource, context, and(eq(resource.columns.id, id), context.scope('write')), info);
  if (!record) throw notFound(resource.scope.outside);
  return record;
}

/** An update as `updateX` makes it, for a write that answers with something else (an audit entry's restore). */
export async function updateRecord(
  resource: ServerResource,
  id: unknown,
  data: Row,
  context: GuardedContext,
): Promise<void> {
  await assertStillReached(context, resource, [await updateOne(resource, id, data, context)]);
}

export async function updateRow(
  resource: ServerResource,
  args: Args,
  context: GuardedContext,
  info: GraphQLResolveInfo,
) {
  return readWritten(resource, context, await updateOne(resource, args.id, args.data as Row, context), info);
}

export async function deleteRow(
  resource: ServerResource,
  args: Args,
  context: GuardedContext,
  info: GraphQLResolveInfo,
) {
  const where = rowCondition(resource, context, args.id, 'write');
  const [record] = await readRecords(resource, context, where, info);
  if (!record) throw await refusedRow(context, resource, args.id);
  await resource.beforeDelete?.(writeEvent(context, 'delete', record, record, {}));
  await context.db.delete(resource.table).where(where);
  return record;
}

const isRowRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && (error.code === 'BAD_USER_INPUT' || error.code === 'CONFLICT');

/**
 * A bulk write's refusals, every row named, so the screen can list them all: the first one's error
 * (with its `rowId`), and `refusedRows` holding each row's code and field errors.
 */
function refusalOfRows(refusals: readonly { id: unknown; error: AppError }[]): AppError {
  const [first] = refusals as [{ id: unknown; error: AppError }];
  const refusedRows = refusals.map(({ id, error }) => ({
    rowId: id,
    code: error.code,
    messageKey: error.ref.key,
    ...error.extensions,
  }));
  return new AppError(first.error.code, first.error.ref, { ...first.error.extensions, rowId: first.id, refusedRows });
}

/**
 * Each row as updateX would, all or nothing (any row out of reach: NOT_FOUND; rows refused: every one
 * named; nothing written either way, the transaction undoing the rows before), at most the bulk
 * limit; the rows as written. A refusal comes from the checks before a row's write, so the next rows
 * are still checked.
 */
export async function updateEach(
  resource: ServerResource,
  ids: unknown[],
  patch: Patch,
  context: GuardedContext,
  info: GraphQLResolveInfo,
  virtual?: Row,
) {
  const bounded = boundedIds(ids, 'ids', LIMITS.bulk);
  const refusals: { id: unknown; error: AppError }[] = [];
  for (const id of bounded) {
    try {
      await assertStillReached(context, resource, [await updateOne(resource, id, patch, context, virtual)]);
    } catch (error) {
      if (!isRowRefusal(error)) throw error;
      refusals.push({ id, error });
    }
  }
  if (refusals.length > 0) throw refusalOfRows(refusals);
  return readRecords(resource, context, inArray(resource.columns.id, bounded as string[]), info);
}

/** `updateXs(ids, data)`: one value for every row. */
export async function updateRows(
  resource: ServerResource,
  args: Args,
  context: GuardedContext,
  info: GraphQLResolveInfo,
) {
  const virtual = await virtualColumns(resource, prepareInput(resource, args.data as Row).virtual);
  return updateEach(resource, args.ids as unknown[], args.data as Row, context, info, virtual);
}

/** `deleteXs(ids)`: every row or none. */
export async function deleteRows(
  resource: ServerResource,
  args: Args,
  context: GuardedContext,
  info: GraphQLResolveInfo,
) {
  const ids = boundedIds(args.ids as unknown[], 'ids', LIMITS.bulk);
  if (!ids.every(isUuid)) throw notFound(resource.descriptor.type);
  const where = and(inArray(resource.columns.id, ids), context.scope('write'));
  const records = await readRecords(resource, context, where, info);
  if (records.length !== ids.length) throw notFound(resource.descriptor.type);
  for (const record of records) await resource.beforeDelete?.(writeEvent(context, 'delete', record, record, {}));
  await context.db.delete(resource.table).where(where);
  return records;
}
