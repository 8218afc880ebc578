/**
 * The executable schema: the SDL of the session and of every resource, each root field resolved
 * through the guard (guard.ts). A field without an operation, or an operation without a field,
 * stops start-up (and CI, which builds the schema).
 */
import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { ACCOUNT_SDL } from './accountOperations';
import { PLACE_ORDER_SDL } from '../orders/placeOrder';
import { MENU_HEALTH_SDL } from '../menuHealth/operations';
import { PUSH_SDL } from '../push/pushOperations';
import { TABLE_SCAN_SDL } from '../scans/countTableScan';
import { AUTH_SDL } from './authOperations';
import type { RequestContext } from './context';
import { resourceSdl } from './crud/sdl';
import { resolverOf } from './guard';
import { operationsOf } from './operations';
import type { Operation } from './operation';
import type { ServerResource } from './resource';
import { RESOURCES } from './resources';
import { VIEW_AS_SDL } from '../viewAs/viewAsOperations';

const BASE_SDL = `
type ListMetadata {
  count: Int!
}

type Query
type Mutation
`;

/** Fails unless the schema's root fields and the declared operations are the same set. */
function checkOperations(schema: GraphQLSchema, operations: readonly Operation[]): void {
  const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    Object.keys(type?.getFields() ?? {}).map((name) => `${type?.name}.${name}`),
  );
  const declared = new Set(operations.map((o) => `${o.type}.${o.name}`));
  const undeclared = fields.filter((f) => !declared.has(f));
  const missing = [...declared].filter((f) => !fields.includes(f));
  if (undeclared.length || missing.length || declared.size !== operations.length) {
    throw new Error(
      `Schema and operations disagree. Fields without a declared operation: ${undeclared.join(', ') || 'none'}; ` +
        `operations without a field: ${missing.join(', ') || 'none'}; operations declared twice: ${operations.length - declared.size}.`,
    );
  }
}

/** The SDL of the session and of every resource: what the executable schema is built from. */
export const schemaTypeDefs = (resources: readonly ServerResource[] = RESOURCES): string[] => [
  BASE_SDL,
  AUTH_SDL,
  VIEW_AS_SDL,
  ACCOUNT_SDL,
  PLACE_ORDER_SDL,
  TABLE_SCAN_SDL,
  PUSH_SDL,
  MENU_HEALTH_SDL,
  ...resources.map(resourceSdl),
];

export function buildSchema(resources: readonly ServerResource[] = RESOURCES): GraphQLSchema {
  const operations = operationsOf(resources);
  const resolvers = { Query: {} as Record<string, unknown>, Mutation: {} as Record<string, unknown> };
  for (const operation of operations) resolvers[operation.type][operation.name] = resolverOf(operation);
  // Built once; a resolver without a field is left for checkOperations to name.
  const schema = createSchema<RequestContext>({
    typeDefs: schemaTypeDefs(resources),
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'ignore' },
  });
  checkOperations(schema, operations);
  return schema;
}
