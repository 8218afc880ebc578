/**
 * The GraphQL endpoint: graphql-yoga with the request-cost limits of graphql-armor (introspection
 * stays open: the admin's data provider introspects) and a limit on root fields, text that is not
 * well-formed Unicode refused up front, graphql's refusals of input values said as field errors,
 * CORS for the configured origins only, GraphiQL only locally, and error masking as the last
 * guard so that no stack trace or SQL reaches a client.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { useGraphQlJit as graphqlJitPlugin } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { tracingPlugin } from './tracingPlugin';
import { internalError, toGraphQLError } from './appError';
import type { RequestContext, Services } from './context';
import { createContextFactory } from './createContext';
import { inputCoercionPlugin } from './inputCoercion';
import { knownOperationTypesPlugin } from './knownOperationTypes';
import { maxRootFieldsPlugin } from './maxRootFields';
import { rootFieldNamesPlugin } from './rootFieldNames';
import { wellFormedTextPlugin } from './wellFormedText';

export const GRAPHQL_PATH = '/graphql';

/** What one request may ask for. */
export const REQUEST_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 20,
  maxCost: 5000,
  maxRootFields: 5,
} as const;

type ServerContext = { req: IncomingMessage; res: ServerResponse };

/** By name: a bundler or test runner may load a second copy of graphql, defeating instanceof. */
const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

/** Errors made on purpose (ours, graphql's own validation) pass; anything else is masked. */
function maskError(services: Services) {
  return (error: unknown): Error => {
    if (isGraphQLError(error) && (!error.originalError || isGraphQLError(error.originalError))) return error;
    services.log.error('Unexpected error', error);
    const source = isGraphQLError(error) ? error : undefined;
    return toGraphQLError(internalError(), 'en', source);
  };
}

/**
 * CORS: the app calls its own origin, which needs no CORS; only the origins of CORS_ORIGINS get
 * the headers (yoga's default echoes any origin). Tokens travel in the Authorization header, never
 * in a cookie the browser would add, so no credentials are allowed.
 */
function corsFor(origins: readonly string[]) {
  const allowed = new Set(origins);
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (origin === null || !allowed.has(origin)) return false as const;
    return {
      origin,
      credentials: false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['authorization', 'content-type', 'accept-language'],
      maxAge: 600,
    };
  };
}

/** `plugins`: more of them after the house's own (the metrics'). */
export function createGraphQLHandler(services: Services, schema: GraphQLSchema, plugins: Plugin[] = []) {
  return createYoga<ServerContext, RequestContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    graphiql: services.config.appEnv === 'local',
    cors: corsFor(services.config.corsOrigins),
    logging: false,
    // The request listener refuses a body over MAX_BODY_BYTES before reading it (and reads it
    // itself), so yoga's own limit, which re-pipes every body through a stream, is redundant.
    maxRequestBodySize: false,
    context: createContextFactory(services),
    maskedErrors: { maskError: maskError(services), errorMessage: 'Unexpected error.' },
    plugins: [
      wellFormedTextPlugin(),
      EnvelopArmorPlugin({
        maxDepth: { n: REQUEST_LIMITS.maxDepth },
        maxAliases: { n: REQUEST_LIMITS.maxAliases },
        maxTokens: { n: REQUEST_LIMITS.maxTokens },
        maxDirectives: { n: REQUEST_LIMITS.maxDirectives },
        costLimit: { maxCost: REQUEST_LIMITS.maxCost },
      }),
      maxRootFieldsPlugin(REQUEST_LIMITS.maxRootFields),
      knownOperationTypesPlugin(),
      inputCoercionPlugin(),
      rootFieldNamesPlugin(),
      // Queries compiled to JavaScript once per document: ~15% less CPU for a small list.
      graphqlJitPlugin(),
      tracingPlugin(),
      ...plugins,
    ],
  });
}

export type GraphQLHandler = ReturnType<typeof createGraphQLHandler>;
