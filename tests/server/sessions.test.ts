/**
 * Ending sessions: every token carries its user's session version; `logout` and
 * endSessions raise it, and so does the database when a role, restaurant, password, verification
 * or restaurant link changes. A token of an older version gets the "context creation" answer.
 */
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { endSessions } from '../../src/server/auth/sessions';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { userRestaurants, users } from '../../src/server/db/schema';
import { ADMIN, DEMO_RESTAURANT_IDS, MULTI_ADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { TEST_JWT_SECRET } from './support/provided';
import { describeOnEachDatabase } from './support/testServer';

const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { jwtToken } }';
const ME = '{ me { id } }';
const LOGOUT = 'mutation { logout }';

describeOnEachDatabase('ending sessions', (server) => {
  const signIn = async (email: string) => {
    const response = await server().gql<{ login: { jwtToken: string } }>(LOGIN, { email, password: DEMO_PASSWORD });
    return response.data?.login.jwtToken as string;
  };
  const ended = async (token: string) => {
    const response = await server().gql(ME, undefined, { token });
    if (!response.errors) return false;
    expect(response.errors[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED', messageKey: 'errors.unauthenticated' },
    });
    expect(response.errors[0].message).toContain('context creation');
    return true;
  };
  const sessionVersion = async (userId: string) =>
    (await server().server.database.db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, userId)))[0]
      .v;
  /** A write made around the API, announced as such code must. */
  const written = async (table: 'users' | 'user_restaurants', write: () => Promise<unknown>) => {
    await write();
    server().server.tableWrites.written(table);
  };

  it('logout ends every session of its user, the token used and any other, while the tokens were cached; signing in again works', async () => {
    const [laptop, tablet] = [await signIn(ADMIN.email), await signIn(ADMIN.email)];
    expect([await ended(laptop), await ended(tablet)]).toEqual([false, false]); // both accepted, and now remembered

    const logout = await server().gql<{ logout: boolean }>(LOGOUT, undefined, { token: laptop });
    expect(logout).toMatchObject({ data: { logout: true } });
    expect(logout.errors).toBeUndefined();

    expect([await ended(laptop), await ended(tablet)]).toEqual([true, true]);
    expect((await server().gql(LOGOUT, undefined, { token: laptop })).errors?.[0].message).toContain(
      'context creation',
    );
    expect(await ended(await signIn(ADMIN.email))).toBe(false);
  });

  it('logout without a session asks to sign in', async () => {
    const response = await server().gql(LOGOUT);
    expect(response.errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED', messageKey: 'errors.signInRequired' },
    });
  });

  it('endSessions ends the sessions of that user only', async () => {
    const [multi, admin] = [await server().tokenFor(MULTI_ADMIN.id), await server().tokenFor(ADMIN.id)];
    await written('users', () => endSessions(server().server.database.db, MULTI_ADMIN.id));
    expect([await ended(multi), await ended(admin)]).toEqual([true, false]);
  });

  it('a change of role, restaurant, password, verification or restaurant links ends the sessions, however it is written; other changes do not', async () => {
    const { db } = server().server.database;
    const id = MULTI_ADMIN.id;
    const changes: [string, 'users' | 'user_restaurants', () => Promise<unknown>][] = [
      ['role', 'users', () => db.update(users).set({ role: 'SUPERADMIN' }).where(eq(users.id, id))],
      ['role back', 'users', () => db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, id))],
      [
        'restaurant',
        'users',
        () => db.update(users).set({ restoUuid: DEMO_RESTAURANT_IDS.harbourBistro }).where(eq(users.id, id)),
      ],
      [
        'link added',
        'user_restaurants',
        () => db.insert(userRestaurants).values({ userId: id, restaurantId: UNOWNED_RESTAURANT_ID }),
      ],
      [
        'link removed',
        'user_restaurants',
        () => db.delete(userRestaurants).where(eq(userRestaurants.restaurantId, UNOWNED_RESTAURANT_ID)),
      ],
      [
        'password',
        'users',
        async () =>
          db
            .update(users)
            .set({ passwordHash: await hashPassword('Another#2026') })
            .where(eq(users.id, id)),
      ],
      ['verification withdrawn', 'users', () => db.update(users).set({ verified: false }).where(eq(users.id, id))],
      ['verified again', 'users', () => db.update(users).set({ verified: true }).where(eq(users.id, id))],
    ];
    for (const [change, table, write] of changes) {
      const token = await server().tokenFor(id);
      const before = await sessionVersion(id);
      await written(table, write);
      expect(await sessionVersion(id), change).toBe(before + 1);
      expect(await ended(token), change).toBe(true);
    }

    const token = await server().tokenFor(id);
    await written('users', () =>
      db
        .update(users)
        .set({ name: 'Maya M.', updatedAt: sql`now()` })
        .where(eq(users.id, id)),
    );
    expect(await ended(token)).toBe(false);
  });

  it('a token without a session version (signed before versions existed) is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ADMIN.id)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(await ended(token)).toBe(true);
  });
});
