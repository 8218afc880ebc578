/**
 * Values GraphQL itself refuses: a wrong type for an Int, Float, String, Boolean,
 * ID or enum, a required input field missing or null, an unknown input field; as variables or
 * written inline. They answer like the server's own validation: BAD_USER_INPUT with each message
 * on its field, in the request's language, with the same HTTP status, and nothing is written.
 */
import { eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { translate, type Locale } from '../../src/domain';
import { menus, restaurants } from '../../src/server/db/schema';
import { actors } from './support/actors';
import { ADMIN, DEMO_RESTAURANT_IDS, SUPERADMIN } from './support/demo';
import { describeOnEachDatabase, type GraphQLResponse } from './support/testServer';

const OWN = DEMO_RESTAURANT_IDS.warungNusantara; // ADMIN's
const CREATE_MENU = 'mutation ($data: MenuInput!) { createMenu(data: $data) { id } }';
const CREATE_RESTAURANT = 'mutation ($data: RestaurantInput!) { createRestaurant(data: $data) { id } }';
const AVAILABILITY =
  'mutation ($ids: [ID!]!, $soldOutFor: SoldOutDuration) { setMenuAvailability(ids: $ids, available: false, soldOutFor: $soldOutFor) { id } }';
/** What Apollo Client (the admin) sends: yoga answers graphql's own validation errors with 400 to it. */
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

type Extensions = {
  code: string;
  fieldErrors: Record<string, string>;
  fieldErrorParams: Record<string, Record<string, string | number>>;
};

/** The refusal's field messages as a client shows them: each key translated with its parameters. */
function fieldMessages(response: GraphQLResponse, locale: Locale): Record<string, string> {
  const { fieldErrors, fieldErrorParams } = response.errors?.[0]?.extensions as Extensions;
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, key]) => [field, translate(locale, key, fieldErrorParams[field])]),
  );
}

describeOnEachDatabase('values GraphQL refuses, said as field errors', (server) => {
  const { as } = actors(server);
  const db = () => server().server.database.db;
  const menusNamed = async (prefix: string) =>
    db()
      .select({ id: menus.id })
      .from(menus)
      .where(like(menus.name, `${prefix}%`));
  const ownMenus = async () =>
    db().select({ id: menus.id }).from(menus).where(eq(menus.restaurantId, OWN)).orderBy(menus.id);

  it('a menu whose variables hold wrong types: one BAD_USER_INPUT, each message on its field, in English and Indonesian, and nothing is written', async () => {
    const data = {
      restaurantId: OWN,
      name: 42,
      price: 'abc',
      hidden: 'yes',
      categoryId: true,
      optionGroups: [{ name: 'Sauce', min: 1.5, max: 'two', options: [{ name: 'Sambal', price: 0, colour: 'red' }] }],
    };
    const before = await ownMenus();
    for (const locale of ['en', 'id'] as const) {
      const response = await as(ADMIN, CREATE_MENU, { data }, locale);
      expect(response.data ?? null).toBeNull();
      expect(response.errors).toHaveLength(1);
      expect(response.errors?.[0]).toMatchObject({
        message: translate(locale, 'errors.fieldsHaveErrors'),
        extensions: {
          code: 'BAD_USER_INPUT',
          messageKey: 'errors.fieldsHaveErrors',
          fieldErrors: {
            name: 'validation.textExpected',
            price: 'validation.numberExpected',
            hidden: 'validation.booleanExpected',
            categoryId: 'validation.invalid',
            'optionGroups.0.min': 'validation.wholeNumber',
            'optionGroups.0.max': 'validation.numberExpected',
            'optionGroups.0.options.0.colour': 'validation.unknownField',
          },
        },
      });
    }
    const english = await as(ADMIN, CREATE_MENU, { data }, 'en');
    expect(fieldMessages(english, 'en')).toEqual({
      name: 'This field must be text',
      price: 'Price must be a number',
      hidden: 'This field must be true or false',
      categoryId: 'This field is invalid',
      'optionGroups.0.min': 'This field must be a whole number',
      'optionGroups.0.max': 'This field must be a number',
      'optionGroups.0.options.0.colour': 'Unknown field "colour"',
    });
    expect(fieldMessages(english, 'id')).toEqual({
      name: 'Isian ini harus berupa teks',
      price: 'Harga harus berupa angka',
      hidden: 'Isian ini harus bernilai true atau false',
      categoryId: 'Isian ini tidak valid',
      'optionGroups.0.min': 'Isian ini harus berupa bilangan bulat',
      'optionGroups.0.max': 'Isian ini harus berupa angka',
      'optionGroups.0.options.0.colour': 'Isian "colour" tidak dikenal',
    });
    expect(await ownMenus()).toEqual(before);
  });

  it("answers with the HTTP status of the server's own validation errors", async () => {
    const own = await as(ADMIN, CREATE_MENU, { data: { restaurantId: OWN, name: 'Status check', price: -5 } });
    expect(own.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const coerced = await as(ADMIN, CREATE_MENU, { data: { restaurantId: OWN, name: 'Status check', price: 'abc' } });
    expect(coerced.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(coerced.status).toBe(own.status);
    expect(await menusNamed('Status check')).toEqual([]);
  });

  it('a restaurant: a named whole number, a number out of range, a required field missing and one null, in Indonesian', async () => {
    const response = await as(
      SUPERADMIN,
      CREATE_RESTAURANT,
      {
        data: {
          name: 'Kedai Koersi',
          slug: 'kedai-koersi',
          currency: 'Rp.',
          tableCount: 3_000_000_000,
          openingHours: [
            { day: 1.5, start: '08:00', end: '17:00' },
            { start: '08:00', end: '17:00' },
            { day: 2, start: null, end: '17:00' },
          ],
        },
      },
      'id',
    );
    expect(response.errors?.[0]).toMatchObject({
      message: 'Ada kesalahan pada isian Anda.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          tableCount: 'validation.outOfRange',
          'openingHours.0.day': 'validation.wholeNumber',
          'openingHours.1.day': 'validation.required',
          'openingHours.2.start': 'validation.required',
        },
      },
    });
    expect(fieldMessages(response, 'id')).toEqual({
      tableCount: 'Isian ini harus antara -2.147.483.648 dan 2.147.483.647',
      'openingHours.0.day': 'Hari harus berupa bilangan bulat',
      'openingHours.1.day': 'Tidak boleh kosong',
      'openingHours.2.start': 'Tidak boleh kosong',
    });
    expect(await db().select().from(restaurants).where(eq(restaurants.slug, 'kedai-koersi'))).toEqual([]);
  });

  it('the whole input null, or an argument refused, is named by its argument; an unknown enum value says the allowed ones', async () => {
    const empty = await as(ADMIN, CREATE_MENU, { data: null });
    expect(empty.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { data: 'validation.required' },
    });
    const [menu] = await db()
      .select({ id: menus.id, soldOutUntil: menus.soldOutUntil })
      .from(menus)
      .where(eq(menus.restaurantId, OWN))
      .limit(1);
    const forever = await as(ADMIN, AVAILABILITY, { ids: [menu?.id, 7.5], soldOutFor: 'FOREVER' });
    expect(forever.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'ids.1': 'validation.invalid', soldOutFor: 'validation.oneOfValues' },
    });
    expect(fieldMessages(forever, 'en').soldOutFor).toBe(
      'This field must be one of: REST_OF_DAY, HOUR, DAY, THREE_DAYS, WEEK, MONTH',
    );
    expect(fieldMessages(forever, 'id').soldOutFor).toBe(
      'Isian ini harus salah satu dari: REST_OF_DAY, HOUR, DAY, THREE_DAYS, WEEK, MONTH',
    );
    const [after] = await db()
      .select({ soldOutUntil: menus.soldOutUntil })
      .from(menus)
      .where(eq(menus.id, menu?.id ?? ''));
    expect(after?.soldOutUntil).toEqual(menu?.soldOutUntil);
  });

  it("values written inline in the query: the same answer, in each request's language although yoga caches the validation per document", async () => {
    const query = `mutation { createMenu(data: { restaurantId: "${OWN}", name: "Inline soto", price: "abc", optionGroups: [{ name: "Size", min: 1.5, extra: 1 }] }) { id } }`;
    for (const locale of ['en', 'id', 'en'] as const) {
      const response = await server().gql(query, undefined, {
        token: await server().tokenFor(ADMIN.id),
        locale,
        headers: { accept: APOLLO_ACCEPT },
      });
      expect(response.status).toBe(200);
      expect(response.errors).toHaveLength(1);
      expect(response.errors?.[0]).toMatchObject({
        message: translate(locale, 'errors.fieldsHaveErrors'),
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: {
            price: 'validation.numberExpected',
            'optionGroups.0.min': 'validation.wholeNumber',
            'optionGroups.0.extra': 'validation.unknownField',
          },
        },
      });
    }
    // Inline and variable values together are said at once.
    const mixed = await as(
      ADMIN,
      'mutation ($price: Float) { createMenu(data: { restaurantId: "' +
        OWN +
        '", name: "Inline soto", hidden: 3, price: $price }) { id } }',
      { price: 'abc' },
    );
    expect(mixed.errors?.[0].extensions?.fieldErrors).toEqual({
      hidden: 'validation.booleanExpected',
      price: 'validation.numberExpected',
    });
    expect(await menusNamed('Inline soto')).toEqual([]);
  });

  it("a document with other faults than its values keeps graphql's own validation answer", async () => {
    const response = await as(
      ADMIN,
      `mutation { createMenu(data: { restaurantId: "${OWN}", name: "Broken", price: "abc" }) { id noSuchField } }`,
    );
    expect(response.errors?.map((error) => error.extensions?.code)).toEqual([
      'GRAPHQL_VALIDATION_FAILED',
      'GRAPHQL_VALIDATION_FAILED',
    ]);
  });
});
