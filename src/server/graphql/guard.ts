/**
 * The one resolver every root field runs through. It enforces the operation's declared access
 * before the handler runs (sign-in, `area:action`, the reach as a WHERE), runs every guarded
 * mutation in one transaction and tells the caches of the tables it may have written (the one
 * write path: no mutation can forget either), and turns errors into the request's language.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { AppError, internalError, signInRequired, toGraphQLError } from './appError';
import type { RequestContext } from './context';
import { reachOf, type Reach } from './crud/access';
import { constraintError, isDataException } from './crud/databaseErrors';
import { isPublic, type Args, type GuardedContext, type GuardedOperation, type Operation } from './operation';

function reachFor(operation: GuardedOperation, context: RequestContext & { viewer: NonNullable<RequestContext['viewer']> }): Reach {
  const { access, resource } = operation;
  if (access.kind === 'signedIn') return 'all';
  return reachOf(context.viewer, access.area, access.action, resource?.scope.perRestaurant ?? true);
}

async function runGuarded(operation: GuardedOperation, args: Args, context: RequestContext, info: GraphQLResolveInfo): Promise<unknown> {
  const { viewer } = context;
  if (!viewer) throw signInRequired();
  const reach = reachFor(operation, { ...context, viewer });
  const { resource } = operation;
  const guarded: GuardedContext = { ...context, viewer, reach, scope: (mode) => resource?.scope.where(reach, mode) };
  if (operation.type === 'Query') return operation.resolve(args, guarded, info);

  const tables = new Set([...(resource?.tables ?? []), ...(operation.writes ?? [])]);
  try {
    return await context.db.transaction((tx) => operation.resolve(args, { ...guarded, db: tx }, info));
  } catch (error) {
    throw (resource && constraintError(resource, error, operation.verb === 'delete' || operation.verb === 'deleteMany')) ?? error;
  } finally {
    for (const table of tables) context.tableWrites.written(table);
  }
}

export function resolverOf(operation: Operation) {
  return async (_parent: unknown, args: Args, context: RequestContext, info: GraphQLResolveInfo) => {
    try {
      if (isPublic(operation)) return await operation.resolve(args, context, info);
      return await runGuarded(operation, args, context, info);
    } catch (error) {
      if (error instanceof AppError) throw toGraphQLError(error, context.locale);
      if (isDataException(error)) throw toGraphQLError(new AppError('BAD_USER_INPUT', { key: 'errors.checkInputs' }), context.locale);
      context.log.error(`${operation.name} failed`, error);
      throw toGraphQLError(internalError(), context.locale);
    }
  };
}
