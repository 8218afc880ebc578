import cube, { type Query, type ResultSet } from '@cubejs-client/core';
import { ENV } from '../../../web/environment';
import { readProfile, tokenOf } from '../../providers/profileCookie';

/** The analytics service (Cube's REST API) with the signed-in user's token, read at each request. */
const cubeApi = cube(() => Promise.resolve(tokenOf(readProfile())), {
  // The client appends `/load` and `/meta` itself.
  apiUrl: ENV.analyticsLoadUrl.replace(/\/load$/, ''),
  castNumerics: true,
});

/** Runs named queries as one list (one request, `queryType=multi`): each name's own result set. */
export async function loadAll<K extends string>(
  queries: Partial<Record<K, Query>>,
  signal?: AbortSignal,
): Promise<Partial<Record<K, ResultSet>>> {
  const named = Object.entries(queries) as [K, Query][];
  const results = (
    await cubeApi.load(
      named.map(([, query]) => query),
      { signal },
    )
  ).decompose();
  return Object.fromEntries(named.map(([name], i) => [name, results[i]])) as Partial<Record<K, ResultSet>>;
}
