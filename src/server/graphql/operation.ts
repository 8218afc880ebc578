/**
 * Every root field of the schema is an Operation with its declared access; the one generic
 * resolver (guard.ts) enforces that access before the handler runs. The schema refuses to build
 * when a field has no operation, and the authorization matrix test reads the same list.
 */
import type { SQL } from 'drizzle-orm';
import type { GraphQLResolveInfo } from 'graphql';
import type { Action, Area } from '../../domain';
import type { AuditTrail } from '../audit/auditTrail';
import type { Viewer } from '../auth/viewer';
import type { RequestContext } from './context';
import type { Reach } from './crud/access';
import type { PageTotals } from './crud/pageTotals';
import type { ScopeMode } from './crud/tenancy';
import type { Row, ServerResource } from './resource';

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
export type GuardedAccess = { kind: 'permission'; area: Area; action: Action } | { kind: 'signedIn' } | { kind: 'superadmin' };

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
  audit?: AuditTrail;
}

/**
 * What a custom mutation's audit entries are about: the records of its resource it changes (read
 * before and after it runs), those it creates, and what the entries say beyond fields. The
 * generic writes derive theirs; a custom mutation without one stops start-up.
 */
export interface AuditDeclaration {
  /** Read before the operation runs: ids from the arguments are bounded here as the operation bounds them (boundedIds). */
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

export const isPublic = (operation: Operation): operation is PublicOperation => operation.access.kind === 'public';
