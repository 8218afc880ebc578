/**
 * Text that is not well-formed Unicode (lone surrogates) is refused as BAD_USER_INPUT in every
 * input and filter, whether it comes as a variable or inside the query, before it
 * can be stored as something else than what was validated.
 */
import { expect, it } from 'vitest';
import { SUPERADMIN } from './support/demo';
import { describeOnEachDatabase, type GraphQLResponse } from './support/testServer';

const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';
const CREATE = 'mutation ($data: RestaurantInput!) { createRestaurant(data: $data) { id name } }';

describeOnEachDatabase('text that is not well-formed Unicode', (server) => {
  const asSuperadmin = async (query: string, variables?: Record<string, unknown>, locale?: string) =>
    server().gql<{ createRestaurant: { id: string; name: string }; _allRestaurantsMeta: { count: number } }>(
      query,
      variables,
      {
        token: await server().tokenFor(SUPERADMIN.id),
        locale,
      },
    );
  const restaurantsNamed = async (q: string) =>
    (await asSuperadmin('query ($q: String) { _allRestaurantsMeta(filter: { q: $q }) { count } }', { q })).data
      ?._allRestaurantsMeta.count;
  const refusal = (response: GraphQLResponse) => response.errors?.[0];

  it('in a variable: refused on its field, in the request language, and nothing is stored', async () => {
    for (const name of [`Kedai ${LONE_HIGH} Baru`, `Kedai ${LONE_LOW} Baru`, `Kedai Baru ${LONE_HIGH}`]) {
      const response = await asSuperadmin(CREATE, { data: { name, slug: 'kedai-baru', currency: 'Rp.' } }, 'id');
      expect(response.data ?? null).toBeNull();
      expect(refusal(response)).toMatchObject({
        message: 'Ada kesalahan pada isian Anda.',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: 'validation.malformedText' } },
      });
    }
    expect(await restaurantsNamed('Kedai')).toBe(0);
  });

  it('in a filter and in the sign-in email', async () => {
    const filtered = await asSuperadmin('query ($q: String) { allRestaurants(filter: { q: $q }) { id } }', {
      q: `Warung${LONE_LOW}`,
    });
    expect(refusal(filtered)).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { q: 'validation.malformedText' } },
    });
    const login = await server().gql(
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { jwtToken } }',
      {
        email: `admin${LONE_HIGH}@restoboard.test`,
        password: 'x',
      },
    );
    expect(refusal(login)).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'validation.malformedText' } },
    });
  });

  it('inline in the query, as the character itself or as a GraphQL escape', async () => {
    for (const literal of [`Kedai ${LONE_HIGH}`, 'Kedai \\uD800', 'Kedai \\u{DC00}']) {
      const response = await asSuperadmin(
        `mutation { createRestaurant(data: { name: "${literal}", slug: "kedai-inline", currency: "Rp." }) { id } }`,
      );
      expect(response.data ?? null, literal).toBeNull();
      expect(refusal(response), literal).toMatchObject({
        message: 'Error, please check your inputs.',
        extensions: { code: 'BAD_USER_INPUT', messageKey: 'errors.checkInputs' },
      });
    }
    expect(await restaurantsNamed('Kedai')).toBe(0);
  });

  it('well-formed text beyond the basic plane (a surrogate pair) is kept exactly, as a variable or escaped inline', async () => {
    const viaVariable = await asSuperadmin(CREATE, {
      data: { name: 'Kedai 😀', slug: 'kedai-senyum', currency: 'Rp.' },
    });
    expect(viaVariable.data?.createRestaurant.name).toBe('Kedai 😀');
    const inline = await asSuperadmin(
      'mutation { createRestaurant(data: { name: "Kedai \\uD83C\\uDF5C", slug: "kedai-mi", currency: "Rp." }) { id name } }',
    );
    expect(inline.data?.createRestaurant.name).toBe('Kedai 🍜');
  });
});
