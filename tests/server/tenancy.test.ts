/** docs/architecture.md §4: an ADMIN reaches only its own restaurants, never others', not even by id. */
import { expect, it } from 'vitest';
import { ADMIN, DEMO_RESTAURANT_IDS, MULTI_ADMIN, SUPERADMIN } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const A = DEMO_RESTAURANT_IDS.warungNusantara; // ADMIN's
const B = DEMO_RESTAURANT_IDS.kopiKita; // MULTI_ADMIN's

const FIELDS = 'id name city currency updatedAt';

describeOnEachDatabase('restaurant tenancy', (server) => {
  const as = async (userId: string, query: string, variables?: Record<string, unknown>) =>
    server().gql<Record<string, unknown>>(query, variables, { token: await server().tokenFor(userId) });
  const restaurantB = async () =>
    (await as(SUPERADMIN.id, `query ($id: ID!) { Restaurant(id: $id) { ${FIELDS} } }`, { id: B })).data?.Restaurant;

  it('the admin of restaurant A gets nothing of restaurant B by list, count, id, update or delete, and B is unchanged', async () => {
    const before = await restaurantB();
    expect(before).toMatchObject({ id: B, name: 'Kopi Kita' });

    const list = await as(ADMIN.id, '{ allRestaurants(perPage: 100) { id } _allRestaurantsMeta { count } }');
    expect(list.data).toEqual({ allRestaurants: [{ id: A }], _allRestaurantsMeta: { count: 1 } });

    const filtered = await as(ADMIN.id, 'query ($ids: [ID!]) { allRestaurants(filter: { ids: $ids }) { id } }', {
      ids: [B],
    });
    expect(filtered.data).toEqual({ allRestaurants: [] });

    const byId = await as(ADMIN.id, 'query ($id: ID!) { Restaurant(id: $id) { id } }', { id: B });
    expect(byId.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const update = await as(
      ADMIN.id,
      'mutation ($id: ID!) { updateRestaurant(id: $id, data: { name: "Taken over" }) { id } }',
      { id: B },
    );
    expect(update.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const remove = await as(ADMIN.id, 'mutation ($id: ID!) { deleteRestaurant(id: $id) { id } }', { id: B });
    expect(remove.errors?.[0].extensions?.code).toBe('FORBIDDEN'); // ADMIN holds no restaurants:delete at all

    expect(await restaurantB()).toEqual(before);
  });

  it('another restaurant by id answers exactly like a missing id, so ids cannot be probed', async () => {
    const other = await as(ADMIN.id, 'query ($id: ID!) { Restaurant(id: $id) { id } }', { id: B });
    const missing = await as(ADMIN.id, 'query ($id: ID!) { Restaurant(id: $id) { id } }', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(other.errors).toEqual(missing.errors);
  });

  it('an admin of two restaurants lists both of its own and no other', async () => {
    const list = await as(MULTI_ADMIN.id, '{ allRestaurants { id name } }');
    expect(list.data?.allRestaurants).toEqual([
      { id: DEMO_RESTAURANT_IDS.harbourBistro, name: 'Harbour Bistro' },
      { id: B, name: 'Kopi Kita' },
    ]);
  });

  it('an admin edits its own restaurant, and only the fields it sends change', async () => {
    const response = await as(
      ADMIN.id,
      'mutation ($id: ID!) { updateRestaurant(id: $id, data: { city: "Jakarta Pusat" }) { name city currency } }',
      { id: A },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateRestaurant).toEqual({
      name: 'Warung Nusantara',
      city: 'Jakarta Pusat',
      currency: 'Rp.',
    });
  });

  it('a super admin sees every restaurant', async () => {
    const response = await as(SUPERADMIN.id, '{ _allRestaurantsMeta { count } }');
    expect((response.data?._allRestaurantsMeta as { count: number }).count).toBeGreaterThanOrEqual(30);
  });
});
