/**
 * GraphQL calls as a demo user (`as`: the raw response; `ok`: its data, when it must succeed), or
 * with a token of the test's own (`asToken`, `okToken`: a view-as token, an expired one).
 */
import { expect } from 'vitest';
import type { DemoUser } from '../../../src/server/db/demoData';
import type { GraphQLResponse, TestServer } from './testServer';

export function actors(server: () => TestServer) {
  const asToken = <T = Record<string, unknown>>(
    token: string,
    query: string,
    variables?: Record<string, unknown>,
    locale?: string,
  ): Promise<GraphQLResponse<T>> => server().gql<T>(query, variables, { token, locale });
  const okToken = async <T = Record<string, unknown>>(
    token: string,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<T> => {
    const response = await asToken<T>(token, query, variables);
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return response.data as T;
  };
  const as = async <T = Record<string, unknown>>(
    user: DemoUser,
    query: string,
    variables?: Record<string, unknown>,
    locale?: string,
  ): Promise<GraphQLResponse<T>> => asToken<T>(await server().tokenFor(user.id), query, variables, locale);
  const ok = async <T = Record<string, unknown>>(
    user: DemoUser,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<T> => okToken<T>(await server().tokenFor(user.id), query, variables);
  return { as, ok, asToken, okToken };
}
