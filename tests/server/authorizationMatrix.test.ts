/**
 * The authorization matrix (DESIGN §7): every operation of the schema × anonymous and each role ×
 * a row of the actor's own restaurant and of another, with the expected answer computed from the
 * permission table in src/domain (STATIC_GRANTS, ADMIN_DYNAMIC_GRANTS through canAccess). An
 * operation the matrix does not know fails the first test.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTIONS, AREAS, canAccess, canReachRestaurant, ownRestaurantIds, type Profile } from '../../src/domain';
import type { DemoUser } from '../../src/server/db/demoData';
import { userRestaurants } from '../../src/server/db/schema';
import { tenancyKey } from '../../src/server/graphql/crud/columns';
import type { GuardedOperation } from '../../src/server/graphql/operation';
import { OPERATIONS } from '../../src/server/graphql/operations';
import type { ResourceDefinition } from '../../src/server/graphql/resource';
import { ADMIN, CASHIER, MULTI_ADMIN, profileOf, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

/** How to make a row of each resource, and a change to it. A resource without one fails. */
const FIXTURES: Record<string, { create(n: number, restaurantId?: string): Record<string, unknown>; change(n: number): [string, string] }> = {
  Restaurant: {
    create: (n) => ({ name: `Matrix Restaurant ${n}`, slug: `matrix-restaurant-${n}`, currency: 'S$', city: 'Singapore' }),
    change: (n) => ['city', `Changed ${n}`],
  },
};

/** Public operations, each with what anybody gets (tested in depth in login.test.ts). */
const PUBLIC_OPERATIONS = ['login', 'me', 'logout'];

const ACTORS: { label: string; user?: DemoUser }[] = [
  { label: 'anonymous' },
  { label: 'a SUPERADMIN', user: SUPERADMIN },
  { label: 'an ADMIN of one restaurant', user: ADMIN },
  { label: 'an ADMIN of two restaurants', user: MULTI_ADMIN },
  { label: 'a CASHIER (token made by hand; it cannot sign in)', user: CASHIER },
];
const TARGETS = ['own', 'other'] as const;
const DENIED = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'];

const guarded = OPERATIONS.filter((o): o is GuardedOperation => o.access.kind === 'permission');

describe('the authorization matrix covers the whole schema', () => {
  it('every operation is public by name or guarded by an area:action of the permission table', () => {
    for (const operation of OPERATIONS) {
      if (operation.access.kind === 'public') {
        expect(PUBLIC_OPERATIONS, `${operation.name} is public but not known as such`).toContain(operation.name);
        continue;
      }
      expect(AREAS).toContain(operation.access.area);
      expect(ACTIONS).toContain(operation.access.action);
    }
  });

  it('every guarded resource has a fixture', () => {
    for (const operation of guarded) expect(FIXTURES, `no FIXTURES entry for ${operation.access.resource.typeName}`).toHaveProperty(operation.access.resource.typeName);
  });
});

/** Whether the profile may do `action` on a row of `restaurantId` (undefined: a new restaurant). */
function allowed(resource: ResourceDefinition, profile: Profile | null, action: string, restaurantId: string | undefined): boolean {
  if (!profile) return false;
  const permission = `${resource.area}:${action}`;
  if (resource.scope.kind === 'platform') return canAccess(profile, permission);
  return canAccess(profile, permission, restaurantId) && canReachRestaurant(profile, restaurantId);
}

/** Whether the profile holds the permission for any restaurant at all (a list then answers). */
function holdsAnywhere(resource: ResourceDefinition, profile: Profile | null, action: string): boolean {
  if (!profile) return false;
  const permission = `${resource.area}:${action}`;
  return canAccess(profile, permission) || ownRestaurantIds(profile).some((id) => canAccess(profile, permission, id));
}

describeOnEachDatabase('authorization matrix', (server) => {
  let serial = 0;
  const links: { userId: string; restaurantId: string }[] = [];

  afterEach(async () => {
    const { database, tableWrites } = server().server;
    for (const link of links.splice(0)) {
      await database.db.delete(userRestaurants).where(and(eq(userRestaurants.userId, link.userId), eq(userRestaurants.restaurantId, link.restaurantId)));
    }
    tableWrites.written('user_restaurants'); // written around the API: the server's caches must hear of it
  });

  const asSuperadmin = async <T,>(query: string, variables: Record<string, unknown>) => {
    const response = await server().gql<T>(query, variables, { token: await server().tokenFor(SUPERADMIN.id) });
    expect(response.errors).toBeUndefined();
    return response.data as T;
  };

  const selection = (resource: ResourceDefinition) => {
    const key = tenancyKey(resource);
    return key && key !== 'id' ? `id ${key}` : 'id';
  };

  /** A fresh row in the actor's own restaurant or in another one, made by the super admin. */
  async function arrange(resource: ResourceDefinition, user: DemoUser | undefined, target: (typeof TARGETS)[number]) {
    serial += 1;
    const fixture = FIXTURES[resource.typeName];
    const key = tenancyKey(resource);
    const own = user ? ownRestaurantIds(profileOf(user))[0] : undefined;
    const restaurantId = key && key !== 'id' ? (target === 'own' && own ? own : UNOWNED_RESTAURANT_ID) : undefined;
    const created = await asSuperadmin<Record<string, { id: string }>>(
      `mutation ($data: ${resource.typeName}Input!) { row: create${resource.typeName}(data: $data) { id } }`,
      { data: fixture.create(serial, restaurantId) },
    );
    const rowId = created.row.id;
    if (key === 'id') {
      // The row is a restaurant: "own" means the actor belongs to it.
      if (target === 'own' && user) {
        await server().server.database.db.insert(userRestaurants).values({ userId: user.id, restaurantId: rowId });
        server().server.tableWrites.written('user_restaurants');
        links.push({ userId: user.id, restaurantId: rowId });
      }
      const profile = user ? profileOf(user, target === 'own' ? [rowId] : []) : null;
      return { rowId, restaurantId: rowId, profile };
    }
    return { rowId, restaurantId, profile: user ? profileOf(user) : null };
  }

  async function tokenOf(user: DemoUser | undefined) {
    return user ? server().tokenFor(user.id) : undefined;
  }

  async function rowCount(resource: ResourceDefinition): Promise<number> {
    const [{ n }] = await server().server.database.db.select({ n: count() }).from(resource.table);
    return n;
  }

  const expectDenied = (response: { data?: unknown; errors?: { extensions?: Record<string, unknown> }[] }, field: string) => {
    expect(response.errors?.[0]?.extensions?.code, JSON.stringify(response.errors)).toBeOneOf(DENIED);
    expect((response.data as Record<string, unknown> | null | undefined)?.[field] ?? null).toBeNull();
  };

  for (const operation of guarded) {
    const { resource, action } = operation.access;
    const { typeName: type } = resource;
    for (const actor of ACTORS) {
      for (const target of TARGETS) {
        it(`${operation.name} by ${actor.label} on a row of ${target === 'own' ? 'its own' : 'another'} restaurant`, async () => {
          const { rowId, restaurantId, profile } = await arrange(resource, actor.user, target);
          const token = await tokenOf(actor.user);
          const field = operation.name;
          const send = (query: string, variables: Record<string, unknown>) => server().gql<Record<string, unknown>>(query, variables, { token });
          const fetchAsSuperadmin = () =>
            asSuperadmin<Record<string, Record<string, unknown> | null>>(`query ($id: ID!) { row: ${type}(id: $id) { ${selection(resource)} ${FIXTURES[type].change(0)[0]} } }`, { id: rowId }).catch(() => ({ row: null }));

          switch (operation.verb) {
            case 'list':
            case 'count': {
              const query =
                operation.verb === 'list'
                  ? `query ($ids: [ID!]) { ${field}(filter: { ids: $ids }) { id } }`
                  : `query ($ids: [ID!]) { ${field}(filter: { ids: $ids }) { count } }`;
              const response = await send(query, { ids: [rowId] });
              if (!holdsAnywhere(resource, profile, action)) return expectDenied(response, field);
              expect(response.errors).toBeUndefined();
              const visible = allowed(resource, profile, action, restaurantId);
              const answer = response.data?.[field];
              if (operation.verb === 'list') expect(answer).toEqual(visible ? [{ id: rowId }] : []);
              else expect(answer).toEqual({ count: visible ? 1 : 0 });
              return;
            }
            case 'get': {
              const response = await send(`query ($id: ID!) { ${field}(id: $id) { id } }`, { id: rowId });
              if (!allowed(resource, profile, action, restaurantId)) return expectDenied(response, field);
              expect(response.errors).toBeUndefined();
              expect(response.data?.[field]).toEqual({ id: rowId });
              return;
            }
            case 'create': {
              serial += 1;
              const newRestaurant = tenancyKey(resource) === 'id';
              const before = await rowCount(resource);
              const response = await send(`mutation ($data: ${type}Input!) { ${field}(data: $data) { id } }`, {
                data: FIXTURES[type].create(serial, newRestaurant ? undefined : restaurantId),
              });
              if (!allowed(resource, profile, action, newRestaurant ? undefined : restaurantId)) {
                expectDenied(response, field);
                expect(await rowCount(resource)).toBe(before);
                return;
              }
              expect(response.errors).toBeUndefined();
              expect(await rowCount(resource)).toBe(before + 1);
              return;
            }
            case 'update': {
              const [changed, value] = FIXTURES[type].change(serial);
              const before = await fetchAsSuperadmin();
              const response = await send(`mutation ($id: ID!, $data: ${type}Input!) { ${field}(id: $id, data: $data) { id ${changed} } }`, {
                id: rowId,
                data: { [changed]: value },
              });
              if (!allowed(resource, profile, action, restaurantId)) {
                expectDenied(response, field);
                expect(await fetchAsSuperadmin()).toEqual(before);
                return;
              }
              expect(response.errors).toBeUndefined();
              expect(response.data?.[field]).toMatchObject({ id: rowId, [changed]: value });
              return;
            }
            case 'delete': {
              const response = await send(`mutation ($id: ID!) { ${field}(id: $id) { id } }`, { id: rowId });
              if (!allowed(resource, profile, action, restaurantId)) {
                expectDenied(response, field);
                expect((await fetchAsSuperadmin()).row).not.toBeNull();
                return;
              }
              expect(response.errors).toBeUndefined();
              expect((await fetchAsSuperadmin()).row).toBeNull();
              return;
            }
          }
        });
      }
    }
  }
});
