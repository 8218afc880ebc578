import cube, { type Query, type ResultSet } from '@cubejs-client/core';
import { ENV } from '../../environment';
import { readProfile, tokenOf } from '../../providers/profileCookie';

/** The analytics service (Cube's REST API) with the signed-in user's token, read at each request. */
const cubeApi = cube(() => Promise.resolve(tokenOf(readProfile())), {
  // The client appends `/load` and `/meta` itself.
  apiUrl: ENV.analyticsLoadUrl.replace(/\/load$/, ''),
  castNumerics: true,
});

/** Runs a query given as its JSON text (the key the screen's hooks re-run on). */
export function loadQuery(queryJson: string): Promise<ResultSet> {
  return cubeApi.load(JSON.parse(queryJson) as Query);
}
