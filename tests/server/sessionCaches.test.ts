/**
 * The signed-in viewer and the verified token are briefly cached (ViewerCache, createTokenVerifier):
 * a change this process writes still applies on the very next request.
 */
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect, it, vi } from 'vitest';
import { userRestaurants, users } from '../../src/server/db/schema';
import { ADMIN, DEMO_RESTAURANT_IDS, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const ME = '{ me { role restaurants { uuid name } } }';

interface Data {
  me: { role: string; restaurants: { uuid: string; name: string }[] };
  allRestaurants: { id: string }[];
  createRestaurant: { id: string };
}

describeOnEachDatabase('session caches', (server) => {
  const as = async (userId: string, query: string, variables?: Record<string, unknown>) =>
    server().gql<Data>(query, variables, { token: await server().tokenFor(userId) });

  it("a restaurant renamed or deleted through the API leaves an ADMIN's profile and reach at once", async () => {
    const created = await as(
      SUPERADMIN.id,
      'mutation { createRestaurant(data: { name: "Cache Corner", slug: "cache-corner", currency: "Rp." }) { id } }',
    );
    const id = created.data?.createRestaurant.id as string;
    expect(id).toBeTruthy();
    await server().server.database.db.insert(userRestaurants).values({ userId: ADMIN.id, restaurantId: id });
    server().server.tableWrites.written('user_restaurants'); // written around the API

    const token = await server().tokenFor(ADMIN.id);
    const asAdmin = (query: string, variables?: Record<string, unknown>) =>
      server().gql<Data>(query, variables, { token });
    expect((await asAdmin(ME)).data?.me.restaurants).toContainEqual({ uuid: id, name: 'Cache Corner' });
    expect((await asAdmin('{ allRestaurants(perPage: 100) { id } }')).data?.allRestaurants).toContainEqual({ id });

    await as(
      SUPERADMIN.id,
      'mutation ($id: ID!) { updateRestaurant(id: $id, data: { name: "Cache Kitchen" }) { id } }',
      { id },
    );
    expect((await asAdmin(ME)).data?.me.restaurants).toContainEqual({ uuid: id, name: 'Cache Kitchen' });

    const removed = await as(SUPERADMIN.id, 'mutation ($id: ID!) { deleteRestaurant(id: $id) { id } }', { id });
    expect(removed.errors).toBeUndefined();
    // Its link to the restaurant went with it: that ends the ADMIN's sessions (its profile changed).
    expect((await asAdmin(ME)).errors?.[0].message).toContain('context creation');
    expect((await as(ADMIN.id, ME)).data?.me.restaurants).toEqual([
      { uuid: DEMO_RESTAURANT_IDS.warungNusantara, name: expect.any(String) },
    ]);
    expect((await as(ADMIN.id, '{ allRestaurants(perPage: 100) { id } }')).data?.allRestaurants).toEqual([
      { id: DEMO_RESTAURANT_IDS.warungNusantara },
    ]);
  });

  it("a restaurant saved, renamed or deleted by its id in capitals (the same row) still changes its ADMIN's profile and session at once", async () => {
    const created = await as(
      SUPERADMIN.id,
      'mutation { createRestaurant(data: { name: "Capital Corner", slug: "capital-corner", currency: "Rp." }) { id } }',
    );
    const id = created.data?.createRestaurant.id as string;
    await server().server.database.db.insert(userRestaurants).values({ userId: ADMIN.id, restaurantId: id });
    server().server.tableWrites.written('user_restaurants');
    const token = await server().tokenFor(ADMIN.id);
    const asAdmin = () => server().gql<Data>(ME, undefined, { token });
    expect((await asAdmin()).data?.me.restaurants).toContainEqual({ uuid: id, name: 'Capital Corner' });

    const capitals = id.toUpperCase();
    // Another restaurant's save first: the ADMIN's cached profile stays, and its own rename still shows.
    await as(SUPERADMIN.id, 'mutation ($id: ID!) { updateRestaurant(id: $id, data: { city: "Medan" }) { id } }', {
      id: UNOWNED_RESTAURANT_ID,
    });
    expect((await asAdmin()).data?.me.restaurants).toContainEqual({ uuid: id, name: 'Capital Corner' });
    await as(
      SUPERADMIN.id,
      'mutation ($id: ID!) { updateRestaurant(id: $id, data: { name: "Capital Kitchen" }) { id } }',
      { id: capitals },
    );
    expect((await asAdmin()).data?.me.restaurants).toContainEqual({ uuid: id, name: 'Capital Kitchen' });

    expect(
      (await as(SUPERADMIN.id, 'mutation ($id: ID!) { deleteRestaurant(id: $id) { id } }', { id: capitals })).errors,
    ).toBeUndefined();
    expect((await asAdmin()).errors?.[0].message).toContain('context creation');
  });

  it('a role change announced by its writer applies on the next request', async () => {
    const { database, tableWrites } = server().server;
    expect((await as(ADMIN.id, ME)).data?.me.role).toBe('ADMIN'); // cached now
    try {
      await database.db.update(users).set({ role: 'CASHIER' }).where(eq(users.id, ADMIN.id));
      tableWrites.written('users');
      const refused = await as(ADMIN.id, '{ allRestaurants { id } }');
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
      expect(refused.errors?.[0].message).toContain('context creation');
    } finally {
      await database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, ADMIN.id));
      tableWrites.written('users');
    }
    expect((await as(ADMIN.id, ME)).data?.me.role).toBe('ADMIN');
  });

  it('a token accepted before is refused once it has expired', async () => {
    const token = await server().tokenFor(ADMIN.id, 60);
    expect((await server().gql(ME, undefined, { token })).errors).toBeUndefined(); // accepted, and remembered
    const expiresAt = (decodeJwt(token).exp as number) * 1000;
    // The process's clock moves on to the token's expiry instead of the test sleeping until then.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(expiresAt);
      const late = await server().gql(ME, undefined, { token });
      expect(late.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    } finally {
      vi.useRealTimers();
    }
  });
});
