/**
 * The executable schema: the SDL of the session and of every resource, with one resolver per
 * operation. Each resolver enforces sign-in for guarded operations and translates errors into
 * the request's language; an operation without a rule, or a rule without a field, stops start-up.
 */
import type { GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { AppError, internalError, signInRequired, toGraphQLError } from './appError';
import { AUTH_SDL } from './authOperations';
import type { RequestContext } from './context';
import { isDataException } from './crud/databaseErrors';
import { resourceSdl } from './crud/sdl';
import type { Args, Operation, PublicOperation } from './operation';
import { OPERATIONS } from './operations';
import { RESOURCES } from './resources';

const BASE_SDL = `
type ListMetadata {
  count: Int!
}

type Query
type Mutation
`;

const isPublic = (operation: Operation): operation is PublicOperation => operation.access.kind === 'public';

function resolverOf(operation: Operation) {
  return async (_parent: unknown, args: Args, context: RequestContext, info: GraphQLResolveInfo) => {
    try {
      if (isPublic(operation)) return await operation.resolve(args, context, info);
      if (!context.viewer) throw signInRequired();
      return await operation.resolve(args, { ...context, viewer: context.viewer }, info);
    } catch (error) {
      if (error instanceof AppError) throw toGraphQLError(error, context.locale);
      if (isDataException(error)) throw toGraphQLError(new AppError('BAD_USER_INPUT', { key: 'errors.checkInputs' }), context.locale);
      context.log.error(`${operation.name} failed`, error);
      throw toGraphQLError(internalError(), context.locale);
    }
  };
}

export function buildSchema(): GraphQLSchema {
  const resolvers = { Query: {} as Record<string, unknown>, Mutation: {} as Record<string, unknown> };
  for (const operation of OPERATIONS) resolvers[operation.type][operation.name] = resolverOf(operation);
  const schema = createSchema<RequestContext>({ typeDefs: [BASE_SDL, AUTH_SDL, ...RESOURCES.map(resourceSdl)], resolvers });

  const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    Object.keys(type?.getFields() ?? {}).map((name) => `${type?.name}.${name}`),
  );
  const ruled = new Set(OPERATIONS.map((o) => `${o.type}.${o.name}`));
  const unruled = fields.filter((f) => !ruled.has(f));
  const missing = [...ruled].filter((f) => !fields.includes(f));
  if (unruled.length || missing.length) {
    throw new Error(`Schema and operations disagree. Fields without an access rule: ${unruled.join(', ') || 'none'}; rules without a field: ${missing.join(', ') || 'none'}.`);
  }
  return schema;
}
