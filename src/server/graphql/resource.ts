/**
 * A resource as the server serves it: its descriptor (src/domain) plus the table, tenancy pieces,
 * filters, sort, uniqueness, relations, children, computed fields and custom operations. The
 * kernel (crud/) turns it into the GraphQL type and operations and enforces, for each of them,
 * authentication, the `area:action` permission, tenancy as a WHERE, and validation.
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ChildDescriptor, MessageRef, ResourceDescriptor } from '../../domain';
import type { Database } from '../db/database';
import type { GuardedContext, GuardedOperation } from './operation';
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
}

/** A many-to-many field (`tagIds: [ID!]`): rows of `link` pair this row (`own`) with target rows (`other`). */
export interface ManyToMany {
  link: PgTable;
  own: PgColumn;
  other: PgColumn;
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
  /** The value of each row, in the rows' order. */
  resolvePage(rows: readonly Row[], db: Database): Promise<unknown[]>;
}

export type ComputedField = RowComputedField | PageComputedField;

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
  /** Columns `filter.q` searches, case-insensitively, by substring. */
  search: readonly string[];
  /** Columns the filter matches by equality (plus `ids`, `q` and the tenancy field). */
  filters: readonly string[];
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
  /** Column values a create fills in when its input leaves them out (the next position), read in its transaction. */
  createDefaults?: (context: GuardedContext) => Promise<Row>;
  /** Checks only the server can make (a referenced upload exists…), on the record the write would leave; errors land on their fields. */
  check?: (record: Row, context: GuardedContext) => Promise<Record<string, MessageRef>>;
  /** A platform catalogue any signed-in admin may list and read, for pickers (DESIGN §4); writing still needs the area. */
  readableBySignedIn?: boolean;
  /** Operations beyond the generic ones, each with its declared access. */
  operations?: (resource: ServerResource) => readonly GuardedOperation[];
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
  for (const key of [...definition.search, ...definition.filters, ...definition.sortable, definition.defaultSort.field, ...(definition.hidden ?? [])]) {
    if (!(key in columns)) problems.push(`${key} is not a column`);
  }
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
  return {
    ...(definition as unknown as ResourceDefinition),
    columns,
    tableName: getTableName(definition.table),
    scope: scopeOf(definition as unknown as ResourceDefinition, columns),
    tables: [...new Set(tables)],
  };
}
