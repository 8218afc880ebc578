// Cube's configuration for a deployment over Restoboard's PostgreSQL (README, "Analytics on Cube").
// Cube checks the token's signature and expiry itself (CUBEJS_API_SECRET = the API's JWT_SECRET);
// the token carries its user (sub) and session version (sv), so the viewer's role and restaurants
// are read here, as the API server reads them: an ended session, an inactive user or any role but
// SUPERADMIN and ADMIN is refused, and an ADMIN's queries get its restaurants as a filter on every
// cube they use, ANDed with whatever the query asks.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Cube loads its configuration as CommonJS (pg comes with its PostgreSQL driver).
const { Pool } = require('pg');

const pool = new Pool({
  host: process.env.CUBEJS_DB_HOST,
  port: Number(process.env.CUBEJS_DB_PORT || 5432),
  database: process.env.CUBEJS_DB_NAME,
  user: process.env.CUBEJS_DB_USER,
  password: process.env.CUBEJS_DB_PASS,
  max: 2,
});

const VIEWER = `
  SELECT u.role, array_remove(array_agg(DISTINCT ur.restaurant_id) || u.resto_uuid, NULL)::text[] AS restaurant_ids
  FROM users u LEFT JOIN user_restaurants ur ON ur.user_id = u.id
  WHERE u.id = $1 AND u.session_version = $2 AND u.active
  GROUP BY u.id`;

const members = (query) => [
  ...(query.measures || []),
  ...(query.dimensions || []),
  ...(query.segments || []),
  ...(query.timeDimensions || []).map((td) => td.dimension),
  ...(function filterMembers(filters) {
    return filters.flatMap((f) => (f.or || f.and ? filterMembers(f.or || f.and) : [f.member || f.dimension]));
  })(query.filters || []),
];

module.exports = {
  queryRewrite: async (query, { securityContext }) => {
    const { sub, sv } = securityContext || {};
    const { rows } = sub && Number.isInteger(sv) ? await pool.query(VIEWER, [sub, sv]) : { rows: [] };
    const viewer = rows[0];
    if (viewer && viewer.role === 'SUPERADMIN') return query;
    if (!viewer || viewer.role !== 'ADMIN' || viewer.restaurant_ids.length === 0) throw new Error('You are not allowed to do this.');
    const cubes = new Set(members(query).map((name) => name.split('.')[0]));
    query.filters = [
      ...(query.filters || []),
      ...[...cubes].map((cube) => ({ member: `${cube}.restaurantId`, operator: 'equals', values: [...new Set(viewer.restaurant_ids)] })),
    ];
    return query;
  },
};
