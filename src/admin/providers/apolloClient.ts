import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable, from } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { muteDeprecations } from '@apollo/client/utilities';
import { authorization } from './profileCookie';

/** Logs GraphQL and network errors (docs/spec.md §8); what the user sees is decided by errorMapping. */
const loggingLink = onError(({ graphQLErrors, networkError, operation }) => {
  for (const error of graphQLErrors ?? [])
    console.warn(`[GraphQL] ${operation.operationName}: ${error.message}`, error.extensions);
  if (networkError) console.warn(`[network] ${operation.operationName}: ${networkError.message}`);
});

/**
 * A non-2xx answer that still carries GraphQL errors (Yoga answers a failed context creation that
 * way) becomes an ordinary GraphQL error result, so its code and message reach the error mapping
 * instead of a bare "Response not successful".
 */
const errorBodyLink = new ApolloLink(
  (operation, forward) =>
    new Observable((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => observer.next(result),
        complete: () => observer.complete(),
        error: (error: { result?: { errors?: unknown } }) => {
          if (Array.isArray(error.result?.errors)) {
            observer.next({ errors: error.result.errors });
            observer.complete();
          } else observer.error(error);
        },
      });
      return () => subscription.unsubscribe();
    }),
);

/** `Authorization: JWT {token}` (empty when signed out) and the UI language for server messages. */
const headersLink = (getLocale: () => string) =>
  setContext((_, { headers }: { headers?: Record<string, string> }) => {
    return { headers: { ...headers, Authorization: authorization(), 'Accept-Language': getLocale() } };
  });

/** Apollo Client 3 whose cache adds no type names (docs/spec.md §7). */
export function buildApolloClient(graphqlUrl: string, getLocale: () => string): ApolloClient<unknown> {
  return new ApolloClient({
    link: from([loggingLink, errorBodyLink, headersLink(getLocale), new HttpLink({ uri: graphqlUrl })]),
    cache: muteDeprecations('addTypename', () => new InMemoryCache({ addTypename: false })),
  });
}
