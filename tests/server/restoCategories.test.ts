/**
 * Restaurant categories: names in both languages, unique; reorder; in-use categories kept; ADMIN reads for its picker
 * only.
 */
import { asc, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO_CATEGORY_IDS } from '../../src/server/db/demo/catalogues';
import { restaurants, restoCategories } from '../../src/server/db/schema';
import { actors } from './support/actors';
import { ADMIN, SUPERADMIN } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const FIELDS = 'id name nameId iconUrl position restaurantCount';
const CREATE = `mutation ($data: RestoCategoryInput!) { createRestoCategory(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: RestoCategoryInput!) { updateRestoCategory(id: $id, data: $data) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteRestoCategory(id: $id) { id } }';
const LIST = `query ($perPage: Int, $filter: RestoCategoryFilter) { allRestoCategories(perPage: $perPage, filter: $filter) { ${FIELDS} } _allRestoCategoriesMeta(filter: $filter) { count } }`;
const REORDER = 'mutation ($ids: [ID!]!) { reorderRestoCategories(ids: $ids) { id position } }';

type Category = { id: string; name: string; nameId: string; position: number; restaurantCount: number };

describeOnEachDatabase('restaurant categories', (server) => {
  const { as, ok } = actors(server);
  const db = () => server().server.database.db;
  const stored = async () =>
    db().select().from(restoCategories).orderBy(asc(restoCategories.position), asc(restoCategories.id));
  let serial = 0;
  const create = async (name = `Category ${++serial}`) =>
    (await ok<{ createRestoCategory: Category }>(SUPERADMIN, CREATE, { data: { name, nameId: `Kategori ${name}` } }))
      .createRestoCategory;
  const list = async () =>
    (await ok<{ allRestoCategories: Category[] }>(SUPERADMIN, LIST, { perPage: 100 })).allRestoCategories;

  it('a super admin creates a category in both names; it goes to the end of the list', async () => {
    const before = await list();
    const created = await create('Vegan');
    expect(created).toMatchObject({ name: 'Vegan', nameId: 'Kategori Vegan', iconUrl: null, restaurantCount: 0 });
    expect(created.position).toBe(Math.max(...before.map((c) => c.position)) + 1);
    expect((await list()).at(-1)?.id).toBe(created.id);
  });

  it('both names are required and at most 100 characters; the icon must be an image uploaded here; nothing is written', async () => {
    const before = await stored();
    const empty = await as(SUPERADMIN, CREATE, { data: { name: ' ' } });
    expect(empty.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: 'validation.required', nameId: 'validation.required' },
    });
    const foreignIcon = await as(SUPERADMIN, CREATE, {
      data: { name: 'Icons', nameId: 'Ikon', iconUrl: 'https://elsewhere.example/icon.png' },
    });
    expect(foreignIcon.errors?.[0].extensions?.fieldErrors).toEqual({ iconUrl: 'validation.invalid' });
    const long = await as(SUPERADMIN, CREATE, { data: { name: 'x'.repeat(101), nameId: 'y'.repeat(101) } });
    expect(long.errors?.[0].extensions?.fieldErrors).toEqual({
      name: 'validation.maxLength',
      nameId: 'validation.maxLength',
    });
    expect(await stored()).toEqual(before);
  });

  it('a name already used, in any case, is a CONFLICT on its field ("Name already exists. Please use another."); nothing is written', async () => {
    const before = await stored();
    const name = await as(SUPERADMIN, CREATE, { data: { name: 'SEAFOOD', nameId: 'Laut baru' } });
    expect(name.errors?.[0]).toMatchObject({
      message: 'Name already exists. Please use another.',
      extensions: { code: 'CONFLICT', field: 'name' },
    });
    const nameId = await as(SUPERADMIN, CREATE, { data: { name: 'Ocean', nameId: 'makanan LAUT' } });
    expect(nameId.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', field: 'nameId' } });
    const rename = await as(SUPERADMIN, UPDATE, { id: DEMO_CATEGORY_IDS.Bakery, data: { name: 'indonesian' } });
    expect(rename.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'name' });
    expect(await stored()).toEqual(before);
  });

  it('each category shows how many restaurants use it', async () => {
    const counts = await db()
      .select({ id: restaurants.categoryId, n: count() })
      .from(restaurants)
      .groupBy(restaurants.categoryId);
    const expected = new Map(counts.map(({ id, n }) => [id, n]));
    const categories = await list();
    expect(categories.find((c) => c.id === DEMO_CATEGORY_IDS.Noodles)?.restaurantCount).toBeGreaterThan(0);
    for (const category of categories)
      expect(category.restaurantCount, category.name).toBe(expected.get(category.id) ?? 0);
  });

  it('a category in use cannot be deleted: CONFLICT "… is still in use and cannot be deleted.", nothing deleted; an unused one is', async () => {
    const before = await stored();
    const inUse = await as(SUPERADMIN, DELETE, { id: DEMO_CATEGORY_IDS.Seafood });
    expect(inUse.errors?.[0]).toMatchObject({
      message: 'RestoCategory is still in use and cannot be deleted.',
      extensions: { code: 'CONFLICT', messageKey: 'errors.inUse' },
    });
    expect(await stored()).toEqual(before);

    const unused = await create();
    await ok(SUPERADMIN, DELETE, { id: unused.id });
    expect((await stored()).map((c) => c.id)).not.toContain(unused.id);
  });

  it('reordering the whole list stores it in the order given, numbered from 0', async () => {
    const ids = (await list()).map((c) => c.id).reverse();
    const result = await ok<{ reorderRestoCategories: { id: string; position: number }[] }>(SUPERADMIN, REORDER, {
      ids,
    });
    expect(result.reorderRestoCategories.map((c) => c.id)).toEqual(ids);
    expect((await list()).map((c) => c.id)).toEqual(ids);
    expect((await stored()).map((c) => c.position)).toEqual(ids.map((_, i) => i));
  });

  it('reordering some categories (a page, a search) swaps them among their own places and leaves the others where they are', async () => {
    const ids = (await list()).map((c) => c.id);
    const [a, b, c] = [ids[1], ids[3], ids[5]];
    await ok(SUPERADMIN, REORDER, { ids: [c, a, b] });
    const expected = [...ids];
    [expected[1], expected[3], expected[5]] = [c, a, b];
    expect((await list()).map((category) => category.id)).toEqual(expected);
  });

  it('a reorder naming an unknown category, or one twice, is refused on `ids`; nothing moves', async () => {
    const before = await stored();
    const unknown = await as(SUPERADMIN, REORDER, {
      ids: [DEMO_CATEGORY_IDS.Bakery, '00000000-0000-4000-8000-00000000dead'],
    });
    expect(unknown.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { ids: 'validation.unknownValue' },
    });
    const malformed = await as(SUPERADMIN, REORDER, { ids: ['nope'] });
    expect(malformed.errors?.[0].extensions).toMatchObject({ fieldErrors: { ids: 'validation.unknownValue' } });
    const twice = await as(SUPERADMIN, REORDER, { ids: [DEMO_CATEGORY_IDS.Bakery, DEMO_CATEGORY_IDS.Bakery] });
    expect(twice.errors?.[0].extensions).toMatchObject({
      fieldErrors: { ids: 'validation.duplicate' },
      fieldErrorParams: { ids: { obj: 'category' } },
    });
    expect(await stored()).toEqual(before);
  });

  it('an ADMIN reads the categories for its picker (list, count, one), in the same order', async () => {
    const read = await ok<{ allRestoCategories: Category[]; _allRestoCategoriesMeta: { count: number } }>(ADMIN, LIST, {
      perPage: 100,
    });
    expect(read.allRestoCategories.map((c) => c.id)).toEqual((await list()).map((c) => c.id));
    expect(read._allRestoCategoriesMeta.count).toBe(read.allRestoCategories.length);
    const one = await ok<{ RestoCategory: Category }>(
      ADMIN,
      'query ($id: ID!) { RestoCategory(id: $id) { name nameId } }',
      { id: DEMO_CATEGORY_IDS.Indonesian },
    );
    expect(one.RestoCategory).toEqual({ name: 'Indonesian', nameId: 'Masakan Indonesia' });
  });

  it('an ADMIN cannot create, rename, delete or reorder a category: FORBIDDEN, nothing written', async () => {
    const before = await stored();
    const unused = before.find((c) => c.name.startsWith('Desserts')) ?? before[0];
    const attempts = [
      await as(ADMIN, CREATE, { data: { name: 'Admin category', nameId: 'Kategori admin' } }),
      await as(ADMIN, UPDATE, { id: unused.id, data: { name: 'Renamed by admin' } }),
      await as(ADMIN, DELETE, { id: unused.id }),
      await as(ADMIN, REORDER, { ids: before.map((c) => c.id).reverse() }),
    ];
    for (const response of attempts)
      expect(response.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.forbidden' });
    expect(await stored()).toEqual(before);
    expect((await db().select().from(restoCategories).where(eq(restoCategories.name, 'Admin category'))).length).toBe(
      0,
    );
  });
});
