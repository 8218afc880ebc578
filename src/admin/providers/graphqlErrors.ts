/** Reading GraphQL errors out of whatever Apollo and ra-data-graphql hand over (docs/architecture.md §3, §8). */

export interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function errorList(value: unknown): GraphQLErrorLike[] {
  return Array.isArray(value)
    ? value.filter((e): e is GraphQLErrorLike => isRecord(e) && typeof e.message === 'string')
    : [];
}

/** The GraphQL errors of an ApolloError, or of ra-data-graphql's HttpError around one (status 200). */
export function graphQLErrorsOf(error: unknown): GraphQLErrorLike[] {
  if (!isRecord(error)) return [];
  const own = errorList(error.graphQLErrors);
  return own.length > 0 ? own : isRecord(error.body) ? errorList(error.body.graphQLErrors) : [];
}

/** docs/spec.md §4: a GraphQL error mentioning "context creation" means the session has ended. */
export function isSessionEnded(error: unknown): boolean {
  const messages = graphQLErrorsOf(error).map((e) => e.message);
  if (isRecord(error) && typeof error.message === 'string') messages.push(error.message);
  return messages.some((message) => message.includes('context creation'));
}

export function errorCode(error: GraphQLErrorLike | undefined): string | undefined {
  const code = error?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
