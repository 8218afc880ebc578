/**
 * The kernel's types: a resource as the server serves it (ResourceDefinition, ServerResource) and the operations
 * over it (Operation, GuardedContext), with what they refer to (tenancy's Scope, the audit's recorder). Types
 * only, below every module of the kernel: resource.ts and operation.ts build on them, crud/ and audit/ read them.
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { GraphQLResolveInfo } from 'graphql';
import type { Action, Area, ChildDescriptor, MessageRef, ResourceDescriptor } from '../../domain';
import type { Viewer } from '../auth/viewer';
import type { Database } from '../db/database';
import type { RequestContext } from './context';
import type { Reach } from './crud/access';
import type { PageTotals } from './crud/pageTotals';
import type { Row } from './row';

export type { Row } from './row';

/**
 * A unique set of fields: global (`['slug']`) or per restaurant (`['restaurantId', 'name']`). The error lands on the
 * last field.
 */
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
  /**
   * The condition for a value (never null or undefined) at the server clock's `now`; undefined: none. A value that
   * cannot match gives `false`.
   */
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
  /**
   * `link` tenancy: the link table, its row and restaurant columns, and the row's own main restaurant column if any.
   */
  link?: { table: PgTable; row: PgColumn; restaurant: PgColumn; main?: PgColumn };
  /** Columns never shown (password hashes…). Every other column is a field of the type. */
  hidden?: readonly string[];
  /**
   * Columns `filter.q` searches: text case-insensitively by substring, integers (an order number) when `q` is that
   * number (`#` allowed).
   */
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
  /**
   * A list too long to count whole on every page (the order history): its count stops past this many rows, or past the
   * page asked when that is further (countRows in crud/reads.ts); a count above that bound says "more than it".
   */
  countUpTo?: number;
  unique?: readonly UniqueRule[];
  json?: Readonly<Record<string, JsonType>>;
  relations?: Readonly<Record<string, ManyToMany>>;
  children?: Readonly<Record<string, ChildSet>>;
  computed?: Readonly<Record<string, ComputedField>>;
  virtual?: Readonly<Record<string, VirtualInput>>;
  /** Extra SDL: json types, custom operations' types and root fields (`extend type Mutation { … }`). */
  sdl?: string;
  /**
   * Column values a create fills in when its input leaves them out (the next position; a restaurant's zone from its
   * country), read in its transaction.
   */
  createDefaults?: (write: WriteEvent) => Promise<Row> | Row;
  /**
   * Checks only the server can make (a referenced upload exists…) on a create or update; errors land on their fields.
   */
  check?: (write: WriteEvent) => Promise<Record<string, MessageRef>>;
  /**
   * Refusals beyond the reach (an ADMIN granting SUPERADMIN), asked with the reach, before validation, on a create or
   * update.
   */
  authorize?: (write: WriteEvent) => void | Promise<void>;
  /** Called in the create's transaction once the row and its links are written (a new user's invitation). */
  afterCreate?: (write: WriteEvent & { id: string }) => Promise<void>;
  /** Refuses (throws) a delete the reach allows but the resource does not (a user deleting itself); once per row. */
  beforeDelete?: (write: WriteEvent) => Promise<void>;
  /**
   * A platform catalogue any signed-in admin may list and read, for pickers (docs/architecture.md §4); writing still
   * needs the area.
   */
  readableBySignedIn?: boolean;
  /** What a viewer is shown of a row read, beyond the reach (an admin never sees a super admin's address). */
  present?: { needs: readonly string[]; apply(row: Row, context: GuardedContext): Row };
  /**
   * Generic reads whose handler is given the read database as `context.db` (a replica, when configured and well:
   * docs/production.md, "Reads on a replica"): only reads that may show the data some seconds late.
   */
  replicaReads?: readonly Extract<Verb, 'list' | 'count' | 'get'>[];
  /** Operations beyond the generic ones, each with its declared access. */
  operations?: (resource: ServerResource) => readonly GuardedOperation[];
  /** Operations open to everybody (the public menu site's reads): they must read only what anybody may see. */
  publicOperations?: (resource: ServerResource) => readonly PublicOperation[];
}

/**
 * What every write hook is told (docs/adding-a-resource.md, "Rules and write hooks"), as the description's rules are:
 * - `record`: what the write would leave (a create: its input; an update: the stored row with the patch over it;
 *   a delete: the stored row);
 * - `stored`: the row before an update or a delete;
 * - `changed`: the fields a create gives, or an update gives a new value;
 * - `viewer` and `now` (the server's clock, never `Date.now()`); `context` for reads in the write's transaction.
 */
export interface WriteEvent {
  operation: 'create' | 'update' | 'delete';
  record: Row;
  stored?: Row;
  changed: readonly string[];
  viewer: Viewer;
  now: Date;
  context: GuardedContext;
}

export interface ServerResource extends ResourceDefinition {
  columns: Readonly<Record<string, PgColumn>>;
  tableName: string;
  scope: Scope;
  /** Every table a write of this resource may touch (caches of them are told). */
  tables: readonly string[];
}

/** Reading (a user shared with any of my restaurants) or writing (a user all of whose restaurants are mine). */
export type ScopeMode = 'read' | 'write';

export interface Scope {
  /** The condition on the resource's rows, or undefined when the reach is unrestricted. */
  where(reach: Reach, mode: ScopeMode): SQL | undefined;
  /** Whether the area's grants are per restaurant (ADMIN reaches only its own) or platform-wide. */
  perRestaurant: boolean;
  /** What a row written outside the reach is reported as (NOT_FOUND of it, like a missing id). */
  outside: string;
  /**
   * Whether the restaurant (or parent) a record about to be written names is within the writer's
   * reach, asked before any other check reads rows for the write. (After the write the row itself
   * is checked against `where`.)
   */
  admits(record: Row, context: GuardedContext): Promise<boolean>;
}

/**
 * What an operation's audit entries are collected by (src/server/audit/auditTrail.ts): the records a write
 * touches, read before and after it, those it creates and what the entry says beyond fields; written in the
 * write's transaction.
 */
export interface AuditRecorder {
  track(resource: ServerResource, ids: readonly unknown[], action?: string): Promise<void>;
  created(resource: ServerResource, ids: readonly unknown[]): void;
  note(details: Row): void;
  write(now: Date): Promise<number>;
}

export type Args = Record<string, unknown>;

interface OperationBase {
  name: string;
  type: 'Query' | 'Mutation';
  /** A mutation that still runs while a super admin views as someone (every other one is refused): endViewAs alone. */
  whileViewingAs?: true;
}

/** Open to everybody (`login`), or answering for whoever asks (`me`: null when anonymous). */
export interface PublicOperation extends OperationBase {
  access: { kind: 'public' };
  resolve(args: Args, context: RequestContext, info: GraphQLResolveInfo): Promise<unknown>;
}

/**
 * `permission`: a signed-in user holding `area:action`, within the restaurants it reaches.
 * `signedIn`: any signed-in admin (the pickers' reads of platform catalogues, docs/architecture.md §4).
 * `superadmin`: the super admins alone, whatever the grants (starting a view-as session).
 */
export type GuardedAccess =
  { kind: 'permission'; area: Area; action: Action } | { kind: 'signedIn' } | { kind: 'superadmin' };

export type Verb = 'list' | 'count' | 'get' | 'create' | 'update' | 'delete' | 'updateMany' | 'deleteMany' | 'custom';

/** What a guarded handler receives: the viewer, its reach, and that reach as a WHERE on the operation's resource. */
export interface GuardedContext extends RequestContext {
  viewer: Viewer;
  reach: Reach;
  /** The reach as a condition on the resource's rows (undefined: unrestricted). */
  scope(mode: ScopeMode): SQL | undefined;
  /** The request's list pages, whose totals spare count queries (one per request). */
  pageTotals: PageTotals;
  /** A mutation's audit entries (src/server/audit), written in its transaction; none for a query. */
  audit?: AuditRecorder;
  /**
   * Runs `run` once the mutation's transaction has committed and its tables are announced, before the answer; never
   * when it rolls back (an event others read the write again on). A failure is logged. A query commits nothing: throws.
   */
  afterCommit(run: () => unknown): void;
}

/**
 * What a custom mutation's audit entries are about: the records of its resource it changes (read
 * before and after it runs), those it creates, and what the entries say beyond fields. The
 * generic writes derive theirs; a custom mutation without one stops start-up.
 */
export interface AuditDeclaration {
  /**
   * Read before the operation runs: ids from the arguments are bounded here as the operation bounds them (boundedIds).
   */
  records?(args: Args, context: GuardedContext): readonly unknown[] | Promise<readonly unknown[]>;
  created?(result: unknown): readonly unknown[];
  /** Never a secret: it is shown to whoever may read the entry. */
  details?(args: Args, result: unknown): Row | undefined;
}

export interface GuardedOperation extends OperationBase {
  access: GuardedAccess;
  /** The resource whose rows it reads or writes: its scope is handed to the handler, its tables told of writes. */
  resource?: ServerResource;
  /** Tables a mutation writes beyond its resource's. */
  writes?: readonly string[];
  verb: Verb;
  /** A custom mutation's audit (AuditDeclaration). */
  audit?: AuditDeclaration;
  /** A mutation runs in one transaction: `context.db` is that transaction. */
  resolve(args: Args, context: GuardedContext, info: GraphQLResolveInfo): Promise<unknown>;
}

export type Operation = PublicOperation | GuardedOperation;
