// The user behind a token, for cube.js: its role, session version, activity and restaurants, read as
// the API server reads them (src/server/auth/viewer.ts) and kept a few seconds (docs/analytics.md, "On Cube").
// - Through Cube's own PostgreSQL driver: it connects with Cube's settings (CUBEJS_DB_HOST, …, TLS
//   from CUBEJS_DB_SSL, CUBEJS_DB_SSL_CA and the rest, a pool of CUBEJS_DB_MAX_POOL) and comes with
//   the Cube image, so nothing here needs a package of its own.
// - A user's row is kept VIEWER_TTL_MS, as each API process keeps it (src/server/auth/viewerCache.ts):
//   a session ended or a role or restaurant changed is seen within that time, as by a second API
//   process. Cube checks the token's signature and expiry on every request all the same.
// - An entry holds the lookup's promise, so the analytics screen's simultaneous queries cost one
//   lookup; a failed lookup is not kept.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Cube loads its configuration as CommonJS.
const { PostgresDriver } = require('@cubejs-backend/postgres-driver');

const VIEWER_TTL_MS = 5000;
const MAX_ENTRIES = 10000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const USER = `
  SELECT u.role, u.session_version, u.active,
         array_remove(array_agg(ur.restaurant_id) || u.resto_uuid, NULL)::text[] AS restaurant_ids
  FROM users u LEFT JOIN user_restaurants ur ON ur.user_id = u.id
  WHERE u.id = $1
  GROUP BY u.id`;

/**
 * A function answering a user id and a token's session version with the user's row (undefined: no
 * such user), at most VIEWER_TTL_MS old. Kept by both: a token of a newer session (a sign-in after a
 * sign-out or a change) is looked up afresh, never answered with the row of the session it follows.
 */
function createUserCache(driver = new PostgresDriver()) {
  const entries = new Map();
  return (userId, sessionVersion) => {
    if (typeof userId !== 'string' || !UUID.test(userId)) return Promise.resolve(undefined);
    const key = `${userId} ${sessionVersion}`;
    const now = Date.now();
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now) return cached.user;
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value);
    const entry = { user: driver.query(USER, [userId]).then((rows) => rows[0]), expiresAt: now + VIEWER_TTL_MS };
    entries.set(key, entry);
    entry.user.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.user;
  };
}

module.exports = { createUserCache };
