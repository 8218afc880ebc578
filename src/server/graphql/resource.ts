/**
 * A resource as the server serves it: its descriptor (src/domain) plus the table, tenancy pieces,
 * filters, sort, uniqueness, relations, children, computed fields and custom operations. The
 * kernel (crud/) turns it into the GraphQL type and operations and enforces, for each of them,
 * authentication, the `area:action` permission, tenancy as a WHERE, and validation.
 */
import { getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ChildDescriptor, MessageRef, ResourceDescriptor } from '../../domain';
import type { Database } from '../db/database';
import type { GuardedContext, GuardedOperation, PublicOperation } from './operation';
import { periodFilters } from './crud/periodFilters';
import { scopeOf, type Scope } from './crud/tenancy';

export type Row = Record<string, unknown>;

/** A unique set of fields: global (`['slug']`) or per restaurant (`['restaurantId', 'name']`). The error lands on the last field. */
export interface UniqueRule {
  fields: readonly string[];
  /** The unique index behind it, to recognise a violation the pre-check could not see (a race). */
  index: string;
  /** The last field compared case-insensitively (a `lower(…)` index). */
  caseInsensitive?: boolean;
  /** What CONFLICT says; default `errors.alreadyExists` with `obj` the field's name. */
  message?: MessageRef;
  /**
   * Runs before CONFLICT is answered. A conflict tells the writer that a value is taken, beyond its
   * reach too (an email of another restaurant's user): this may limit how often, by throwing.
   */
  beforeConflict?: (context: GuardedContext) => Promise<void>;
}

/**
 * A many-to-many field (`tagIds: [ID!]`): rows of `link` pair this row (`own`) with target rows (`other`).
 * With `pointer`, the target rows themselves point at this row (a category's `printerClassId`):
 * `link` is the target table, `own` its pointer column and `other` its id; linking sets the
 * pointer (moving the row away from whatever it pointed at), unlinking clears it.
 */
export interface ManyToMany {
  link: PgTable;
  own: PgColumn;
  other: PgColumn;
  pointer?: boolean;
  /** The rows that may be linked: every id given must exist there. */
  target: PgTable;
  /** A target's restaurant column: it must be the row's own restaurant. */
  sameRestaurant?: PgColumn;
  /** The targets are restaurants, each of which must be within the writer's reach (a user's restaurants). */
  restaurantsWithinReach?: boolean;
  /** The word for the field in messages (`Tags`). */
  attr: string;
}

/** A collection written with its parent (`optionGroups`): replaced as a whole, ids kept for rows that stay. */
export interface ChildSet {
  /** The GraphQL type of one element (`MenuOptionGroup`); its input is `{type}Input`. */
  type: string;
  table: PgTable;
  /** The column holding the parent's id. */
  parent: PgColumn;
  /** Kept in the order given, when the table has one. */
  position?: PgColumn;
  descriptor: ChildDescriptor;
  children?: Readonly<Record<string, ChildSet>>;
  /** Its json columns' GraphQL types (`menuIds: [ID!]!` / `[ID!]`). */
  json?: Readonly<Record<string, JsonType>>;
}

/** A field computed from columns (`available` from `soldOutUntil`) when it is read. */
export interface RowComputedField {
  /** Its GraphQL type (`Boolean!`). */
  type: string;
  /** The columns it reads, fetched whenever the field is asked for. */
  needs: readonly string[];
  resolve(row: Row, context: { now: Date }): unknown;
}

/** A field computed for a whole page at once from other tables (a usage count): one query per page, never per row. */
export interface PageComputedField {
  type: string;
  needs: readonly string[];
  /** The value of each row, in the rows' order (`now`: the server clock). */
  resolvePage(rows: readonly Row[], db: Database, now: Date): Promise<unknown[]>;
}

export type ComputedField = RowComputedField | PageComputedField;

/**
 * A filter beyond column equality (a tag through a link table, a user's status from two columns,
 * "sold out" or "live" by the server clock, a date range): its GraphQL input type and its condition.
 */
export interface CustomFilter {
  type: string;
  /** The condition for a value (never null or undefined) at the server clock's `now`; undefined: none. A value that cannot match gives `false`. */
  where(value: unknown, context: { now: Date }): SQL | undefined;
}

/** An input that is not stored as given (`password` → `passwordHash`). */
export interface VirtualInput {
  /** Its GraphQL input type (`String`). */
  type: string;
  toColumns(value: unknown): Promise<Row> | Row;
}

/** A json column's GraphQL types (`[OpeningInterval!]` / `[OpeningIntervalInput!]`), declared in `sdl`. */
export interface JsonType {
  output: string;
  input: string;
}

export interface ResourceDefinition<T extends PgTable = PgTable> {
  descriptor: ResourceDescriptor;
  table: T;
  /** `parent` tenancy: the parent's server resource. */
  parent?: ServerResource;
  /** `link` tenancy: the link table, its row and restaurant columns, and the row's own main restaurant column if any. */
  link?: { table: PgTable; row: PgColumn; restaurant: PgColumn; main?: PgColumn };
  /** Columns never shown (password hashes…). Every other column is a field of the type. */
  hidden?: readonly string[];
  /** Columns `filter.q` searches: text case-insensitively by substring, integers (an order number) when `q` is that number (`#` allowed). */
  search: readonly string[];
  /**
   * Columns the filter matches by equality (plus `ids`, `q` and the tenancy field); a moment column
   * among them is filtered by period instead: `{column}From` (inclusive) and `{column}Before` (exclusive).
   */
  filters: readonly string[];
  /** Filters beyond column equality, by name. */
  customFilters?: Readonly<Record<string, CustomFilter>>;
  /** Text columns stored lower-case (emails), whatever case they are written in. */
  lowerCase?: readonly string[];
  sortable: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  unique?: readonly UniqueRule[];
  json?: Readonly<Record<string, JsonType>>;
  relations?: Readonly<Record<string, ManyToMany>>;
  children?: Readonly<Record<string, ChildSet>>;
  computed?: Readonly<Record<string, ComputedField>>;
  virtual?: Readonly<Record<string, VirtualInput>>;
  /** Extra SDL: json types, custom operations' types and root fields (`extend type Mutation { … }`). */
  sdl?: string;
  /** Column values a create fills in when its input leaves them out (the next position; a restaurant's zone from its country), read in its transaction; `record`: the create's input. */
  createDefaults?: (context: GuardedContext, record: Row) => Promise<Row> | Row;
  /** Checks only the server can make (a referenced upload exists…), on the record the write would leave; errors land on their fields. */
  check?: (record: Row, context: GuardedContext) => Promise<Record<string, MessageRef>>;
  /**
   * Refusals beyond the reach (an ADMIN granting SUPERADMIN), asked with the reach, before
   * validation, on the record a create or update would leave (`stored`: the row before an update).
   */
  authorize?: (record: Row, context: GuardedContext, stored?: Row) => void | Promise<void>;
  /** Called in the create's transaction once the row and its links are written (a new user's invitation). */
  afterCreate?: (id: string, record: Row, context: GuardedContext) => Promise<void>;
  /** Refuses (throws) a delete the reach allows but the resource does not (a user deleting itself). */
  beforeDelete?: (ids: readonly string[], context: GuardedContext) => Promise<void>;
  /** A platform catalogue any signed-in admin may list and read, for pickers (docs/architecture.md §4); writing still needs the area. */
  readableBySignedIn?: boolean;
  /** What a viewer is shown of a row read, beyond the reach (an admin never sees a super admin's address). */
  present?: { needs: readonly string[]; apply(row: Row, context: GuardedContext): Row };
  /** Operations beyond the generic ones, each with its declared access. */
  operations?: (resource: ServerResource) => readonly GuardedOperation[];
  /** Operations open to everybody (the public menu site's reads): they must read only what anybody may see. */
  publicOperations?: (resource: ServerResource) => readonly PublicOperation[];
}

export interface ServerResource extends ResourceDefinition {
  columns: Readonly<Record<string, PgColumn>>;
  tableName: string;
  scope: Scope;
  /** Every table a write of this resource may touch (caches of them are told). */
  tables: readonly string[];
}

function childTables(children: Readonly<Record<string, ChildSet>> | undefined): string[] {
  return Object.values(children ?? {}).flatMap((child) => [getTableName(child.table), ...childTables(child.children)]);
}

/** Checks a definition against its descriptor and table, and resolves what every operation needs. */
export function defineResource<T extends PgTable>(definition: ResourceDefinition<T>): ServerResource {
  const columns = getTableColumns(definition.table) as Record<string, PgColumn>;
  const { descriptor } = definition;
  const problems: string[] = [];
  for (const field of Object.keys(descriptor.input)) {
    const known = field in columns || field in (definition.relations ?? {}) || field in (definition.children ?? {}) || field in (definition.virtual ?? {});
    if (!known) problems.push(`input field ${field} is neither a column, a relation, a child set nor a virtual input`);
  }
  for (const field of Object.keys(definition.children ?? {})) {
    if (!descriptor.children?.[field]) problems.push(`child set ${field} has no ChildDescriptor in the descriptor`);
  }
  for (const key of [...definition.search, ...definition.filters, ...definition.sortable, definition.defaultSort.field, ...(definition.hidden ?? []), ...(definition.lowerCase ?? [])]) {
    if (!(key in columns)) problems.push(`${key} is not a column`);
  }
  for (const key of descriptor.secrets ?? []) if (!(key in columns)) problems.push(`secret ${key} is not a column`);
  if (descriptor.readOnly && Object.keys(descriptor.input).length) problems.push('a read-only resource takes no input');
  for (const key of Object.keys(definition.customFilters ?? {})) if (key in columns || key === 'ids' || key === 'q') problems.push(`custom filter ${key} hides a column or built-in filter`);
  if (definition.readableBySignedIn && descriptor.tenancy.kind !== 'platform') problems.push('only platform catalogues can be readableBySignedIn');
  const hidden = new Set(definition.hidden ?? []);
  for (const key of [...definition.search, ...definition.filters, ...definition.sortable]) {
    if (hidden.has(key)) problems.push(`hidden column ${key} cannot be searched, filtered or sorted (its value could be probed)`);
  }
  for (const [field, relation] of Object.entries(definition.relations ?? {})) {
    if (relation.sameRestaurant && descriptor.tenancy.kind !== 'restaurant') problems.push(`relation ${field}: sameRestaurant needs a resource that names its restaurant (tenancy restaurant)`);
  }
  if (problems.length) throw new Error(`Resource ${descriptor.type}: ${problems.join('; ')}.`);

  const tables = [
    getTableName(definition.table),
    ...Object.values(definition.relations ?? {}).map((relation) => getTableName(relation.link)),
    ...childTables(definition.children),
  ];
  const isMoment = (key: string) => columns[key].dataType === 'date';
  const periods = definition.filters.filter(isMoment).map((key) => periodFilters(key, columns[key]));
  return {
    ...(definition as unknown as ResourceDefinition),
    filters: definition.filters.filter((key) => !isMoment(key)),
    customFilters: Object.assign({}, ...periods, definition.customFilters) as Record<string, CustomFilter>,
    columns,
    tableName: getTableName(definition.table),
    scope: scopeOf(definition as unknown as ResourceDefinition, columns),
    tables: [...new Set(tables)],
  };
}
