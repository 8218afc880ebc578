/**
 * The one resolver every root field runs through. It enforces the operation's declared access
 * before the handler runs (sign-in, `area:action`, the reach as a WHERE), runs every guarded
 * mutation in one transaction and tells the caches of the tables it may have written (the one
 * write path: no mutation can forget either), then runs what the mutation asked to run once it has committed
 * (`afterCommit`), and turns errors into the request's language.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { AuditTrail } from '../audit/auditTrail';
import type { Viewer } from '../auth/viewer';
import { AppError, forbidden, internalError, signInRequired, toGraphQLError } from './appError';
import type { RequestContext } from './context';
import { reachOf, type Reach } from './crud/access';
import { constraintError, isDataException } from './crud/databaseErrors';
import { PageTotals } from './crud/pageTotals';
import { LIMITS } from '../../domain';
import { boundedIds, isUuid } from './crud/listQuery';
import {
  isPublic,
  type Args,
  type AuditDeclaration,
  type GuardedContext,
  type GuardedOperation,
  type Operation,
  type Verb,
} from './operation';

function reachFor(operation: GuardedOperation, viewer: Viewer): Reach {
  const { access, resource } = operation;
  if (access.kind === 'signedIn') return 'all';
  if (access.kind === 'superadmin') {
    if (viewer.role === 'SUPERADMIN') return 'all';
    throw forbidden();
  }
  return reachOf(viewer, access.area, access.action, resource?.scope.perRestaurant ?? true);
}

/** Each request's list pages (yoga hands every resolver of a request its one context). */
const pageTotalsOf = new WeakMap<RequestContext, PageTotals>();

function pageTotals(context: RequestContext): PageTotals {
  let totals = pageTotalsOf.get(context);
  if (!totals) pageTotalsOf.set(context, (totals = new PageTotals()));
  return totals;
}

async function runGuarded(
  operation: GuardedOperation,
  args: Args,
  context: RequestContext,
  info: GraphQLResolveInfo,
): Promise<unknown> {
  const { viewer } = context;
  if (!viewer) throw signInRequired();
  const reach = reachFor(operation, viewer);
  const { resource } = operation;
  const committed: (() => unknown)[] = [];
  const guarded: GuardedContext = {
    ...context,
    viewer,
    reach,
    scope: (mode) => resource?.scope.where(reach, mode),
    pageTotals: pageTotals(context),
    afterCommit: (run) => {
      if (operation.type === 'Query') throw new Error(`Query ${operation.name} commits nothing to run after.`);
      committed.push(run);
    },
  };
  if (operation.type === 'Query') {
    const { reads } = context;
    if (!reads || !resource?.replicaReads?.some((verb) => verb === operation.verb))
      return operation.resolve(args, guarded, info);
    return reads.run((database) => operation.resolve(args, { ...guarded, db: database.db }, info));
  }

  const tables = new Set([...(resource?.tables ?? []), ...(operation.writes ?? [])]);
  let result: unknown;
  try {
    result = await context.db.transaction(async (tx) => {
      const audit = new AuditTrail(
        tx,
        { viewer, clientAddress: context.clientAddress, operation: operation.name },
        auditAction(operation),
      );
      const declared = auditDeclaration(operation);
      const inside: GuardedContext = { ...guarded, db: tx, audit };
      if (resource && declared.records) await audit.track(resource, await declared.records(args, inside));
      const answer = await operation.resolve(args, inside, info);
      if (resource && declared.created) audit.created(resource, declared.created(answer));
      const details = declared.details?.(args, answer);
      if (details) audit.note(details);
      await audit.write(context.now());
      return answer;
    });
  } catch (error) {
    throw (
      (resource && constraintError(resource, error, operation.verb === 'delete' || operation.verb === 'deleteMany')) ??
      error
    );
  } finally {
    const rows = resource && writtenRows(operation.verb, args, result);
    for (const table of tables) context.tableWrites.written(table, table === resource?.tableName ? rows : undefined);
  }
  // Committed, and the caches told: what others do on hearing of it reads the write.
  for (const run of committed) {
    try {
      await run();
    } catch (error) {
      context.log.error(`${operation.name}: after its commit`, error);
    }
  }
  return result;
}

/** What an entry of a generic write is said to do; a custom operation's, its name. */
const auditAction = ({ verb, name }: GuardedOperation) =>
  verb === 'create'
    ? 'create'
    : verb === 'update' || verb === 'updateMany'
      ? 'update'
      : verb === 'delete' || verb === 'deleteMany'
        ? 'delete'
        : name;

/**
 * A generic write's records, from its arguments or its answer; a custom one's, as it declares them.
 * Records are read before the operation runs: a declaration bounds the ids it is given (boundedIds, as
 * the operation itself does), so an over-limit list is refused before anything is read.
 */
export function auditDeclaration(operation: GuardedOperation): AuditDeclaration {
  switch (operation.verb) {
    case 'create':
      return { created: (result) => [(result as { id?: unknown } | undefined)?.id] };
    case 'update':
    case 'delete':
      return { records: (args) => [args.id] };
    case 'updateMany':
    case 'deleteMany':
      return { records: (args) => boundedIds(args.ids as unknown[], 'ids', LIMITS.bulk) };
    default:
      if (!operation.audit)
        throw new Error(
          `Mutation ${operation.name} declares no audit: say which records it changes (AuditDeclaration in operation.ts).`,
        );
      return operation.audit;
  }
}

/**
 * The rows of its own table a generic write wrote (the kernel's handlers write those alone there;
 * custom operations may write any): what caches of single rows need to drop. Ids are UUIDs, which
 * the database compares whatever their case.
 */
function writtenRows(verb: Verb, args: Args, result: unknown): string[] | undefined {
  const ids =
    verb === 'update' || verb === 'delete'
      ? [args.id]
      : verb === 'updateMany' || verb === 'deleteMany'
        ? (args.ids as unknown[])
        : verb === 'create'
          ? [(result as { id?: unknown } | undefined)?.id]
          : undefined;
  return ids?.every(isUuid) ? ids.map((id) => id.toLowerCase()) : undefined;
}

/** A super admin viewing as someone changes nothing, public mutations included. */
const viewingAs = () => new AppError('FORBIDDEN', { key: 'errors.viewingAs' });

export function resolverOf(operation: Operation) {
  return async (_parent: unknown, args: Args, context: RequestContext, info: GraphQLResolveInfo) => {
    try {
      if (context.viewer?.viewAs && operation.type === 'Mutation' && !operation.whileViewingAs) throw viewingAs();
      if (isPublic(operation)) return await operation.resolve(args, context, info);
      return await runGuarded(operation, args, context, info);
    } catch (error) {
      if (error instanceof AppError) throw toGraphQLError(error, context.locale);
      if (isDataException(error))
        throw toGraphQLError(new AppError('BAD_USER_INPUT', { key: 'errors.checkInputs' }), context.locale);
      context.log.error(`${operation.name} failed`, error);
      throw toGraphQLError(internalError(), context.locale);
    }
  };
}
