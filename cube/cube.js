// Cube's configuration for a deployment over Restoboard's PostgreSQL (docs/analytics.md, "On Cube").
// Cube verifies the token itself (CUBEJS_API_SECRET = the API's JWT_SECRET: signature and expiry) and
// makes its claims the security context: `sub` the user, `sv` the session version it was signed in.
// Every request of every Cube API (REST load and meta, GraphQL, WebSocket) asks contextToApiScopes
// first: a session the API server would refuse (src/server/auth/requestViewer.ts: ended, its user gone
// or inactive, any role but SUPERADMIN and ADMIN, an ADMIN without restaurants) is answered 403 with
// the API's message. queryRewrite then ANDs an ADMIN's restaurants into every cube its query uses.
// A refusal is Cube's CubejsHandlerError, whose status Cube answers (a plain Error is a 500, Cube's
// UserError a 400).
/* eslint-disable @typescript-eslint/no-require-imports --
   Cube loads its configuration as CommonJS; both packages come with the Cube image. */
const { CubejsHandlerError } = require('@cubejs-backend/api-gateway');
const { createUserCache } = require('./userCache');
/* eslint-enable @typescript-eslint/no-require-imports */

const userOf = createUserCache();

const SESSION_ENDED = 'Your session has ended. Please sign in again (context creation failed).';

/** The role and restaurants of a security context the API server would let in; a 403 for any other. */
async function admitted(securityContext) {
  const { sub, sv } = securityContext || {};
  const user = Number.isInteger(sv) ? await userOf(sub, sv) : undefined;
  const restaurantIds = [...new Set(user ? user.restaurant_ids : [])];
  const admin =
    user &&
    user.active &&
    user.session_version === sv &&
    (user.role === 'SUPERADMIN' || (user.role === 'ADMIN' && restaurantIds.length > 0));
  if (!admin) throw new CubejsHandlerError(403, 'Forbidden', SESSION_ENDED);
  return { role: user.role, restaurantIds };
}

const filterMembers = (filters) =>
  filters.flatMap((f) => (f.or || f.and ? filterMembers(f.or || f.and) : [f.member || f.dimension]));

const membersOf = (query) => [
  ...(query.measures || []),
  ...(query.dimensions || []),
  ...(query.segments || []),
  ...(query.timeDimensions || []).map((td) => td.dimension),
  ...filterMembers(query.filters || []),
];

module.exports = {
  contextToApiScopes: async (securityContext, defaultScopes) => {
    await admitted(securityContext);
    return defaultScopes;
  },
  queryRewrite: async (query, { securityContext }) => {
    const { role, restaurantIds } = await admitted(securityContext);
    if (role === 'SUPERADMIN') return query;
    const cubes = new Set(membersOf(query).map((name) => name.split('.')[0]));
    const own = [...cubes].map((cube) => ({
      member: `${cube}.restaurantId`,
      operator: 'equals',
      values: restaurantIds,
    }));
    return { ...query, filters: [...(query.filters || []), ...own] };
  },
};
