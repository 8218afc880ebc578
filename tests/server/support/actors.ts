/** GraphQL calls as a demo user: the raw response (`as`), or its data when it must succeed (`ok`). */
import { expect } from 'vitest';
import type { DemoUser } from '../../../src/server/db/demoData';
import type { GraphQLResponse, TestServer } from './testServer';

export function actors(server: () => TestServer) {
  const as = async <T = Record<string, unknown>,>(user: DemoUser, query: string, variables?: Record<string, unknown>, locale?: string): Promise<GraphQLResponse<T>> =>
    server().gql<T>(query, variables, { token: await server().tokenFor(user.id), locale });
  const ok = async <T = Record<string, unknown>,>(user: DemoUser, query: string, variables?: Record<string, unknown>): Promise<T> => {
    const response = await as<T>(user, query, variables);
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return response.data as T;
  };
  return { as, ok };
}
