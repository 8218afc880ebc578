/** The restaurants resource through the generic layer: validation, conflicts, lists (docs/architecture.md §3). */
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { restaurants } from '../../src/server/db/schema';
import { DEMO_RESTAURANT_IDS, SUPERADMIN } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const CREATE =
  'mutation ($data: RestaurantInput!) { createRestaurant(data: $data) { id name slug address city currency createdAt updatedAt } }';
const UPDATE =
  'mutation ($id: ID!, $data: RestaurantInput!) { updateRestaurant(id: $id, data: $data) { id name slug city } }';

describeOnEachDatabase('restaurants', (server) => {
  const asSuperadmin = async (query: string, variables?: Record<string, unknown>, locale?: string) =>
    server().gql<Record<string, unknown>>(query, variables, { token: await server().tokenFor(SUPERADMIN.id), locale });
  const restaurantCount = async () => (await server().server.database.db.select({ n: count() }).from(restaurants))[0].n;

  it('a super admin creates a restaurant: trimmed, empty optional fields stored as null, ISO timestamps', async () => {
    const response = await asSuperadmin(CREATE, {
      data: { name: '  Sate Senayan ', slug: 'sate-senayan', currency: 'Rp.', address: '  ', city: 'Jakarta' },
    });
    expect(response.errors).toBeUndefined();
    const created = response.data?.createRestaurant as Record<string, string>;
    expect(created).toMatchObject({
      name: 'Sate Senayan',
      slug: 'sate-senayan',
      address: null,
      city: 'Jakarta',
      currency: 'Rp.',
    });
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
  });

  it('invalid fields come back as BAD_USER_INPUT with a message key per field and its parameters; nothing is written', async () => {
    const before = await restaurantCount();
    const response = await asSuperadmin(CREATE, {
      data: { name: 'x'.repeat(101), slug: 'Not A Slug', currency: 'EUR', postcode: '1'.repeat(21) },
    });
    expect(response.errors?.[0]).toMatchObject({
      message: 'There are some errors in your fields.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          name: 'validation.maxLength',
          slug: 'validation.invalid',
          currency: 'validation.unknownValue',
          postcode: 'validation.maxLength',
        },
        fieldErrorParams: {
          name: { count: 100 },
          slug: { attr: 'Slug' },
          currency: { attr: 'Currency' },
          postcode: { count: 20 },
        },
      },
    });
    expect(await restaurantCount()).toBe(before);
  });

  it('required fields are required on create, and cannot be emptied on update', async () => {
    const create = await asSuperadmin(CREATE, { data: {} });
    expect(create.errors?.[0].extensions?.fieldErrors).toEqual({
      name: 'validation.required',
      slug: 'validation.required',
      currency: 'validation.required',
    });
    const update = await asSuperadmin(UPDATE, {
      id: DEMO_RESTAURANT_IDS.kopiKita,
      data: { name: ' ', currency: null },
    });
    expect(update.errors?.[0].extensions?.fieldErrors).toEqual({
      name: 'validation.required',
      currency: 'validation.required',
    });
  });

  it('messages follow Accept-Language: Indonesian with "id"', async () => {
    const response = await asSuperadmin(CREATE, { data: {} }, 'id');
    expect(response.errors?.[0].message).toBe('Ada kesalahan pada isian Anda.');
    const denied = await server().gql('mutation { deleteRestaurant(id: "x") { id } }', undefined, {
      locale: 'id-ID,id;q=0.9',
    });
    expect(denied.errors?.[0].message).toBe('Silakan masuk untuk melanjutkan.');
  });

  it('a name already used (in any case) is a CONFLICT on name; a used slug a CONFLICT on slug; nothing is half-written', async () => {
    const before = await restaurantCount();
    const name = await asSuperadmin(CREATE, { data: { name: 'KOPI kita', slug: 'kopi-kita-2', currency: 'Rp.' } });
    expect(name.errors?.[0]).toMatchObject({
      message: 'Company already exist',
      extensions: { code: 'CONFLICT', field: 'name' },
    });
    const slug = await asSuperadmin(CREATE, { data: { name: 'Kopi Kita Dua', slug: 'kopi-kita', currency: 'Rp.' } });
    expect(slug.errors?.[0]).toMatchObject({
      message: 'Slug already exists. Please use another.',
      extensions: { code: 'CONFLICT', field: 'slug' },
    });
    expect(await restaurantCount()).toBe(before);

    const rename = await asSuperadmin(UPDATE, {
      id: DEMO_RESTAURANT_IDS.kopiKita,
      data: { city: 'Cimahi', name: 'harbour bistro' },
    });
    expect(rename.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'name' });
    const kopi = await asSuperadmin('query ($id: ID!) { Restaurant(id: $id) { name city } }', {
      id: DEMO_RESTAURANT_IDS.kopiKita,
    });
    expect(kopi.data?.Restaurant).toEqual({ name: 'Kopi Kita', city: 'Bandung' });

    const same = await asSuperadmin(UPDATE, {
      id: DEMO_RESTAURANT_IDS.kopiKita,
      data: { name: 'Kopi Kita', slug: 'kopi-kita' },
    });
    expect(same.errors).toBeUndefined(); // its own values are no conflict
  });

  it('concurrent creates of one name: one wins, the other is a CONFLICT (the unique index backs the pre-check)', async () => {
    const data = (n: number) => ({ name: 'Race Condition Cafe', slug: `race-condition-cafe-${n}`, currency: 'US$' });
    const results = await Promise.all([
      asSuperadmin(CREATE, { data: data(1) }),
      asSuperadmin(CREATE, { data: data(2) }),
    ]);
    expect(results.map((r) => r.errors?.[0]?.extensions?.code ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
  });

  it('lists page from 0, sort by a declared field only, filter by q, currency and ids, and count alike', async () => {
    const page = async (args: string) => {
      const response = await asSuperadmin(
        `{ allRestaurants(${args}) { name } _allRestaurantsMeta(${args}) { count } }`,
      );
      expect(response.errors).toBeUndefined();
      return response.data as { allRestaurants: { name: string }[]; _allRestaurantsMeta: { count: number } };
    };
    const first = await page('perPage: 5');
    expect(first.allRestaurants.map((r) => r.name)).toEqual(
      [...first.allRestaurants.map((r) => r.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const second = await page('page: 1, perPage: 5');
    expect(second.allRestaurants[0].name.toLowerCase() >= first.allRestaurants[4].name.toLowerCase()).toBe(true);

    const desc = await asSuperadmin(
      '{ allRestaurants(sortField: "currency", sortOrder: "DESC", perPage: 100) { currency } }',
    );
    const currencies = (desc.data?.allRestaurants as { currency: string }[]).map((r) => r.currency.toLowerCase());
    expect(currencies).toEqual([...currencies].sort().reverse());
    expect(new Set(currencies).size).toBe(5);
    const injected = await page('sortField: "name; drop table restaurants", sortOrder: "sideways", perPage: 3');
    expect(injected.allRestaurants).toEqual(first.allRestaurants.slice(0, 3));

    const search = await page('filter: { q: "BISTRO" }');
    expect(search.allRestaurants).toEqual([{ name: 'Harbour Bistro' }]);
    expect(search._allRestaurantsMeta.count).toBe(1);
    const wildcard = await page('filter: { q: "%" }');
    expect(wildcard._allRestaurantsMeta.count).toBe(0);

    // Each currency's list and count are exactly the stored rows of that currency (read around the API).
    const stored = await server()
      .server.database.db.select({ name: restaurants.name, currency: restaurants.currency })
      .from(restaurants);
    expect(stored.length).toBeLessThanOrEqual(100); // one page holds every match
    const storedCurrencies = [...new Set(stored.map((r) => r.currency))];
    expect(storedCurrencies).toHaveLength(5);
    for (const code of storedCurrencies) {
      const expected = stored.filter((r) => r.currency === code).map((r) => r.name);
      const response = await asSuperadmin(
        'query ($filter: RestaurantFilter) { allRestaurants(filter: $filter, perPage: 100) { name currency } _allRestaurantsMeta(filter: $filter) { count } }',
        { filter: { currency: code } },
      );
      expect(response.errors).toBeUndefined();
      const data = response.data as {
        allRestaurants: { name: string; currency: string }[];
        _allRestaurantsMeta: { count: number };
      };
      expect(data.allRestaurants.map((r) => r.name).sort(), code).toEqual(expected.sort());
      expect(
        data.allRestaurants.every((r) => r.currency === code),
        code,
      ).toBe(true);
      expect(data._allRestaurantsMeta.count, code).toBe(expected.length);
    }
    const sgd = await page('filter: { currency: "S$" }, perPage: 100');
    expect(sgd.allRestaurants.map((r) => r.name)).toContain('Harbour Bistro');
    expect(sgd.allRestaurants.map((r) => r.name)).not.toContain('Kopi Kita');

    const ids = await page(`filter: { ids: ["${DEMO_RESTAURANT_IDS.kopiKita}", "not-a-uuid"] }`);
    expect(ids).toEqual({ allRestaurants: [{ name: 'Kopi Kita' }], _allRestaurantsMeta: { count: 1 } });
  });

  it('a super admin deletes a restaurant; deleting it again is NOT_FOUND', async () => {
    const created = await asSuperadmin(CREATE, { data: { name: 'Short Lived', slug: 'short-lived', currency: 'A$' } });
    const id = (created.data?.createRestaurant as { id: string }).id;
    const removed = await asSuperadmin('mutation ($id: ID!) { deleteRestaurant(id: $id) { id name } }', { id });
    expect(removed.data?.deleteRestaurant).toEqual({ id, name: 'Short Lived' });
    const again = await asSuperadmin('mutation ($id: ID!) { deleteRestaurant(id: $id) { id } }', { id });
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('a list or get reads the columns its fields ask for, through fragments too, with the same values as a full read', async () => {
    const full = 'id name slug address city province country postcode currency createdAt updatedAt';
    const id = DEMO_RESTAURANT_IDS.kopiKita;
    const whole = await asSuperadmin(`query ($id: ID!) { Restaurant(id: $id) { ${full} } }`, { id });
    const viaFragments = await asSuperadmin(
      `query ($id: ID!) { Restaurant(id: $id) { ...Names ... on Restaurant { city createdAt } } } fragment Names on Restaurant { id name ...More } fragment More on Restaurant { currency }`,
      { id },
    );
    const expected = whole.data?.Restaurant as Record<string, unknown>;
    expect(expected.createdAt).toEqual(expect.any(String));
    const { name, city, currency, createdAt } = expected;
    expect(viaFragments.data?.Restaurant).toEqual({ id, name, city, currency, createdAt });
    const list = await asSuperadmin(`{ allRestaurants(perPage: 100) { ${full} } }`);
    expect(list.data?.allRestaurants).toContainEqual(expected);
    const narrow = await asSuperadmin('{ allRestaurants(perPage: 100) { __typename name } }');
    expect(narrow.data?.allRestaurants).toContainEqual({ __typename: 'Restaurant', name });
  });
});
