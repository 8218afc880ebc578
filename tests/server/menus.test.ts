/**
 * Menu categories and menus: names unique per restaurant, option groups saved with the
 * menu, order types within the plan, tenancy for both, no menu delete for an ADMIN, bulk updates
 * all or nothing, filters, and availability by a controllable server clock.
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { DEMO_TAG_IDS } from '../../src/server/db/demo/catalogues';
import { DEMO_RESTAURANTS } from '../../src/server/db/demoData';
import { soldOutUntil } from '../../src/domain';
import {
  media,
  menuCategories,
  menuOptionGroups,
  menuOptions,
  menus,
  menuTags,
  printerClasses,
  restaurants,
} from '../../src/server/db/schema';
import { actors } from './support/actors';
import { ADMIN, DEMO_RESTAURANT_IDS, MULTI_ADMIN, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const START = new Date('2026-03-01T08:00:00.000Z');
let clock = START;

const OWN = DEMO_RESTAURANT_IDS.warungNusantara; // ADMIN's; order plan DINE_IN
const OTHER = UNOWNED_RESTAURANT_ID;

const CATEGORY_FIELDS = 'id restaurantId name nameSecondary position printerClassId hidden menuCount';
const CREATE_CATEGORY = `mutation ($data: MenuCategoryInput!) { createMenuCategory(data: $data) { ${CATEGORY_FIELDS} } }`;
const UPDATE_CATEGORY = `mutation ($id: ID!, $data: MenuCategoryInput!) { updateMenuCategory(id: $id, data: $data) { ${CATEGORY_FIELDS} } }`;
const DELETE_CATEGORY = 'mutation ($id: ID!) { deleteMenuCategory(id: $id) { id } }';
const LIST_CATEGORIES = `query ($filter: MenuCategoryFilter) { allMenuCategories(perPage: 100, filter: $filter) { ${CATEGORY_FIELDS} } }`;
const REORDER = 'mutation ($ids: [ID!]!) { reorderMenuCategories(ids: $ids) { id position } }';

const MENU_FIELDS =
  'id restaurantId name price categoryId tagIds status hidden featured orderTypes imageUrl soldOutUntil available optionGroups { id name min max options { id name price } }';
const CREATE_MENU = `mutation ($data: MenuInput!) { createMenu(data: $data) { ${MENU_FIELDS} } }`;
const UPDATE_MENU = `mutation ($id: ID!, $data: MenuInput!) { updateMenu(id: $id, data: $data) { ${MENU_FIELDS} } }`;
const UPDATE_MENUS =
  'mutation ($ids: [ID!]!, $data: MenuInput!) { updateMenus(ids: $ids, data: $data) { id hidden featured } }';
const DELETE_MENU = 'mutation ($id: ID!) { deleteMenu(id: $id) { id } }';
const GET_MENU = `query ($id: ID!) { Menu(id: $id) { ${MENU_FIELDS} } }`;
const LIST_MENUS =
  'query ($filter: MenuFilter) { allMenus(perPage: 100, filter: $filter) { id name available } _allMenusMeta(filter: $filter) { count } }';
const AVAILABILITY =
  'mutation ($ids: [ID!]!, $available: Boolean!, $soldOutFor: SoldOutDuration) { setMenuAvailability(ids: $ids, available: $available, soldOutFor: $soldOutFor) { id available soldOutUntil } }';

type Category = { id: string; name: string; position: number; menuCount: number; restaurantId: string };
type Option = { id: string; name: string; price: number };
type Group = { id: string; name: string; min: number; max: number; options: Option[] };
type Menu = {
  id: string;
  name: string;
  price: number;
  available: boolean;
  soldOutUntil: string | null;
  tagIds: string[];
  orderTypes: string[];
  optionGroups: Group[];
  hidden: boolean;
  featured: boolean;
};

const sauce = (min = 1, max = 1) => ({
  name: 'Sauce',
  min,
  max,
  options: [
    { name: 'Sambal', price: 0 },
    { name: 'Kecap', price: 1000 },
  ],
});

describeOnEachDatabase(
  'menu categories and menus',
  (server) => {
    const { as, ok } = actors(server);
    const db = () => server().server.database.db;
    let serial = 0;
    beforeEach(() => {
      clock = START;
      serial += 1;
    });

    const category = async (restaurantId = OWN, data: Record<string, unknown> = {}) =>
      (
        await ok<{ createMenuCategory: Category }>(SUPERADMIN, CREATE_CATEGORY, {
          data: { restaurantId, name: `Category ${serial}-${Math.random()}`, ...data },
        })
      ).createMenuCategory;
    const menu = async (restaurantId = OWN, data: Record<string, unknown> = {}) =>
      (
        await ok<{ createMenu: Menu }>(SUPERADMIN, CREATE_MENU, {
          data: { restaurantId, name: `Menu ${serial}-${Math.random()}`, price: 25000, ...data },
        })
      ).createMenu;
    const storedMenu = async (id: string) => (await db().select().from(menus).where(eq(menus.id, id)))[0];

    it('every demo restaurant has 4–6 menu categories and 30–60 menus, with option groups, tags and registered images', async () => {
      const categoryCounts = await db()
        .select({ restaurantId: menuCategories.restaurantId, n: count() })
        .from(menuCategories)
        .groupBy(menuCategories.restaurantId);
      const menuCounts = await db()
        .select({ restaurantId: menus.restaurantId, n: count() })
        .from(menus)
        .where(sql`${menus.id}::text like '00000021-%'`)
        .groupBy(menus.restaurantId); // the demo's menus
      expect(categoryCounts).toHaveLength(DEMO_RESTAURANTS.length);
      expect(menuCounts).toHaveLength(DEMO_RESTAURANTS.length);
      expect(categoryCounts.every(({ n }) => n >= 4 && n <= 6)).toBe(true);
      expect(menuCounts.every(({ n }) => n >= 30 && n <= 60)).toBe(true);
      const demo = (
        await ok<{ allMenus: (Menu & { imageUrl: string | null })[] }>(
          ADMIN,
          'query ($filter: MenuFilter) { allMenus(perPage: 100, filter: $filter) { id imageUrl optionGroups { id } tagIds } }',
          { filter: { restaurantId: OWN, q: 'dibuat segar' } },
        )
      ).allMenus;
      expect(demo.filter((m) => m.optionGroups.length > 0).length).toBeGreaterThan(demo.length / 2);
      expect(demo.some((m) => m.tagIds.length > 0)).toBe(true);
      const images = [...new Set(demo.map((m) => m.imageUrl).filter((url): url is string => url !== null))];
      expect(images.length).toBeGreaterThan(1);
      const known = await db()
        .select()
        .from(media)
        .where(
          inArray(
            media.fileName,
            images.map((url) => url.replace('/media/', '')),
          ),
        );
      expect(known).toHaveLength(images.length);
    });

    // Menu categories

    it('an ADMIN creates a category of its restaurant in both languages; it goes last; names are unique in the restaurant, in any case', async () => {
      const first = (
        await ok<{ createMenuCategory: Category }>(ADMIN, CREATE_CATEGORY, {
          data: { restaurantId: OWN, name: 'Chef Specials', nameSecondary: 'Spesial Koki' },
        })
      ).createMenuCategory;
      expect(first).toMatchObject({
        restaurantId: OWN,
        name: 'Chef Specials',
        nameSecondary: 'Spesial Koki',
        hidden: false,
        menuCount: 0,
      });
      const second = await category();
      expect(second.position).toBeGreaterThan(first.position);
      const same = await as(ADMIN, CREATE_CATEGORY, { data: { restaurantId: OWN, name: 'CHEF SPECIALS' } });
      expect(same.errors?.[0]).toMatchObject({
        message: 'Name already exists. Please use another.',
        extensions: { code: 'CONFLICT', field: 'name' },
      });
      const elsewhere = await category(DEMO_RESTAURANT_IDS.kopiKita, { name: 'Chef Specials' });
      expect(elsewhere.name).toBe('Chef Specials');
    });

    it("a category needs a name of at most 100 characters; the answer is in the caller's language; nothing is written", async () => {
      const before = await db().select().from(menuCategories);
      const empty = await as(
        ADMIN,
        CREATE_CATEGORY,
        { data: { restaurantId: OWN, name: ' ', nameSecondary: 'x'.repeat(101) } },
        'id',
      );
      expect(empty.errors?.[0]).toMatchObject({
        message: 'Ada kesalahan pada isian Anda.',
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: { name: 'validation.required', nameSecondary: 'validation.maxLength' },
        },
      });
      expect(await db().select().from(menuCategories)).toEqual(before);
    });

    it('a category routes only to a printer class of its own restaurant', async () => {
      const [own] = await db()
        .insert(printerClasses)
        .values({ restaurantId: OWN, name: `Kitchen ${serial}`, destination: '10.0.0.5:9100' })
        .returning();
      const [foreign] = await db()
        .insert(printerClasses)
        .values({ restaurantId: OTHER, name: `Bar ${serial}`, destination: 'bar' })
        .returning();
      const created = (
        await ok<{ createMenuCategory: Category & { printerClassId: string } }>(ADMIN, CREATE_CATEGORY, {
          data: { restaurantId: OWN, name: `Printed ${serial}`, printerClassId: own.id },
        })
      ).createMenuCategory;
      expect(created.printerClassId).toBe(own.id);
      const refused = await as(ADMIN, UPDATE_CATEGORY, { id: created.id, data: { printerClassId: foreign.id } });
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { printerClassId: 'validation.unknownValue' },
      });
    });

    it("an ADMIN never reaches another restaurant's categories: not listed, not read, written or deleted by id, not created there", async () => {
      const foreign = await category(OTHER);
      const listed = await ok<{ allMenuCategories: Category[] }>(ADMIN, LIST_CATEGORIES, {
        filter: { restaurantId: OTHER },
      });
      expect(listed.allMenuCategories).toEqual([]);
      const read = await as(ADMIN, 'query ($id: ID!) { MenuCategory(id: $id) { id } }', { id: foreign.id });
      expect(read.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      for (const [query, variables] of [
        [UPDATE_CATEGORY, { id: foreign.id, data: { name: 'Mine now' } }],
        [DELETE_CATEGORY, { id: foreign.id }],
        [REORDER, { ids: [foreign.id] }],
        [CREATE_CATEGORY, { data: { restaurantId: OTHER, name: 'Sneaky' } }],
      ] as const) {
        expect((await as(ADMIN, query, variables)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      }
      const [stored] = await db().select().from(menuCategories).where(eq(menuCategories.id, foreign.id));
      expect(stored.name).toBe(foreign.name);
    });

    it('a category that holds menus cannot be deleted ("still in use"); an empty one is', async () => {
      const used = await category();
      await menu(OWN, { categoryId: used.id });
      const refused = await as(ADMIN, DELETE_CATEGORY, { id: used.id });
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', messageKey: 'errors.inUse' } });
      expect(
        (await ok<{ allMenuCategories: Category[] }>(ADMIN, LIST_CATEGORIES, { filter: { ids: [used.id] } }))
          .allMenuCategories[0].menuCount,
      ).toBe(1);
      const empty = await category();
      await ok(ADMIN, DELETE_CATEGORY, { id: empty.id });
      expect(await db().select().from(menuCategories).where(eq(menuCategories.id, empty.id))).toEqual([]);
    });

    it("reordering numbers the restaurant's categories 0…n-1 in the order given, leaving other restaurants alone; mixing restaurants is refused", async () => {
      const mine = [await category(), await category(), await category()];
      const theirs = await category(OTHER);
      const all = (
        await ok<{ allMenuCategories: Category[] }>(ADMIN, LIST_CATEGORIES, { filter: { restaurantId: OWN } })
      ).allMenuCategories;
      const ids = all.map((c) => c.id).reverse();
      const result = await ok<{ reorderMenuCategories: { id: string; position: number }[] }>(ADMIN, REORDER, { ids });
      expect(result.reorderMenuCategories.map((c) => c.id)).toEqual(ids);
      const after = (
        await ok<{ allMenuCategories: Category[] }>(ADMIN, LIST_CATEGORIES, { filter: { restaurantId: OWN } })
      ).allMenuCategories;
      expect(after.map((c) => [c.id, c.position])).toEqual(ids.map((id, i) => [id, i]));
      expect(mine.every((c) => ids.includes(c.id))).toBe(true);
      const [untouched] = await db().select().from(menuCategories).where(eq(menuCategories.id, theirs.id));
      expect(untouched.position).toBe(theirs.position);
      const mixed = await as(SUPERADMIN, REORDER, { ids: [mine[0].id, theirs.id] });
      expect(mixed.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { ids: 'validation.invalid' },
      });
    });

    // Menus

    it('an ADMIN creates a menu with tags, order types and option groups in one write; it reads back whole', async () => {
      const cat = await category();
      const created = (
        await ok<{ createMenu: Menu }>(ADMIN, CREATE_MENU, {
          data: {
            restaurantId: OWN,
            name: `Nasi Goreng ${serial}`,
            price: 35000,
            categoryId: cat.id,
            tagIds: [DEMO_TAG_IDS.Halal],
            orderTypes: ['DINE_IN'],
            optionGroups: [sauce(0, 2)],
          },
        })
      ).createMenu;
      expect(created).toMatchObject({
        price: 35000,
        tagIds: [DEMO_TAG_IDS.Halal],
        orderTypes: ['DINE_IN'],
        available: true,
        soldOutUntil: null,
        hidden: false,
        featured: false,
      });
      expect(created.optionGroups).toMatchObject([
        {
          name: 'Sauce',
          min: 0,
          max: 2,
          options: [
            { name: 'Sambal', price: 0 },
            { name: 'Kecap', price: 1000 },
          ],
        },
      ]);
      const read = (await ok<{ Menu: Menu }>(ADMIN, GET_MENU, { id: created.id })).Menu;
      expect(read).toEqual(created);
    });

    it('option groups are replaced as a whole with the menu: kept ids stay, dropped groups and options go', async () => {
      const created = await menu(OWN, {
        optionGroups: [sauce(), { name: 'Size', min: 1, max: 1, options: [{ name: 'Small', price: 0 }] }],
      });
      const [kept] = created.optionGroups;
      const updated = (
        await ok<{ updateMenu: Menu }>(ADMIN, UPDATE_MENU, {
          id: created.id,
          data: { optionGroups: [{ ...kept, name: 'Sauces', options: [kept.options[1]] }] },
        })
      ).updateMenu;
      expect(updated.optionGroups).toEqual([{ ...kept, name: 'Sauces', options: [kept.options[1]] }]);
      const groups = await db().select().from(menuOptionGroups).where(eq(menuOptionGroups.menuId, created.id));
      expect(groups.map((g) => g.id)).toEqual([kept.id]);
      expect((await db().select().from(menuOptions).where(eq(menuOptions.groupId, kept.id))).map((o) => o.id)).toEqual([
        kept.options[1].id,
      ]);
    });

    it.each([
      [
        'min above max: "Most choices must be at least Least choices (2)" on max',
        { ...sauce(2, 1) },
        { 'optionGroups.0.max': 'validation.notBelowField' },
        { attr: 'Most choices', other: 'Least choices', val: 2 },
      ],
      [
        'max above the options: "maximum selected options is {n}" on max',
        { ...sauce(0, 3) },
        { 'optionGroups.0.max': 'validation.maxSelected' },
        { obj: 'options', count: 2 },
      ],
      ['a negative min', { ...sauce(-1, 1) }, { 'optionGroups.0.min': 'validation.minValue' }, undefined],
      [
        'a group without options or name',
        { name: '', min: 0, max: 0, options: [] },
        { 'optionGroups.0.name': 'validation.required', 'optionGroups.0.options': 'validation.required' },
        undefined,
      ],
      [
        'an option without a name, with a negative price',
        { ...sauce(0, 1), options: [{ name: '', price: -1 }] },
        {
          'optionGroups.0.options.0.name': 'validation.required',
          'optionGroups.0.options.0.price': 'validation.minValue',
        },
        undefined,
      ],
    ])(
      'an option group with %s is refused on its field, nothing written',
      async (_label, group, fieldErrors, params) => {
        const before = await db().select().from(menus);
        const response = await as(ADMIN, CREATE_MENU, {
          data: { restaurantId: OWN, name: `Bad group ${serial}`, price: 1, optionGroups: [group] },
        });
        expect(response.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors });
        if (params)
          expect(Object.values(response.errors?.[0].extensions?.fieldErrorParams as object)[0]).toEqual(params);
        expect(await db().select().from(menus)).toEqual(before);
      },
    );

    it("a menu's fields are checked on the server: name, price, status, tags, category and image of its own restaurant", async () => {
      const foreignCategory = await category(OTHER);
      const response = await as(ADMIN, CREATE_MENU, {
        data: {
          restaurantId: OWN,
          name: '',
          price: -5,
          status: 'SOLD',
          categoryId: foreignCategory.id,
          imageUrl: '/media/never-uploaded.png',
          description: 'd'.repeat(1001),
        },
      });
      expect(response.errors?.[0].extensions?.fieldErrors).toEqual({
        name: 'validation.required',
        price: 'validation.minValue',
        status: 'validation.unknownValue',
        description: 'validation.maxLength',
      });
      const refs = await as(ADMIN, CREATE_MENU, {
        data: {
          restaurantId: OWN,
          name: `Refs ${serial}`,
          price: 1,
          categoryId: foreignCategory.id,
          imageUrl: '/media/never-uploaded.png',
        },
      });
      expect(refs.errors?.[0].extensions?.fieldErrors).toEqual({
        categoryId: 'validation.unknownValue',
        imageUrl: 'validation.invalid',
      });
      const tags = await as(ADMIN, CREATE_MENU, {
        data: { restaurantId: OWN, name: `Tags ${serial}`, price: 1, tagIds: ['00000000-0000-4000-8000-0000000000ff'] },
      });
      expect(tags.errors?.[0].extensions?.fieldErrors).toEqual({ tagIds: 'validation.unknownValue' });
      const name = await menu();
      const same = await as(ADMIN, CREATE_MENU, {
        data: { restaurantId: OWN, name: name.name.toUpperCase(), price: 1 },
      });
      expect(same.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'name' });
    });

    it("order types must be within the restaurant's order plan, checked on the stored row merged with the change", async () => {
      const created = await menu(OWN, { orderTypes: ['DINE_IN'] });
      const outside = await as(ADMIN, UPDATE_MENU, { id: created.id, data: { orderTypes: ['DINE_IN', 'DELIVERY'] } });
      expect(outside.errors?.[0].extensions?.fieldErrors).toEqual({ orderTypes: 'validation.unknownValue' });
      const unknown = await as(ADMIN, UPDATE_MENU, { id: created.id, data: { orderTypes: ['BY_DRONE'] } });
      expect(unknown.errors?.[0].extensions?.fieldErrors).toEqual({ orderTypes: 'validation.unknownValue' });
      const price = await ok<{ updateMenu: Menu }>(ADMIN, UPDATE_MENU, { id: created.id, data: { price: 1 } });
      expect(price.updateMenu.orderTypes).toEqual(['DINE_IN']);
      // Kopi Kita's plan is dine in & room service
      const kopi = await ok<{ createMenu: Menu }>(MULTI_ADMIN, CREATE_MENU, {
        data: {
          restaurantId: DEMO_RESTAURANT_IDS.kopiKita,
          name: `Kopi ${serial}`,
          price: 1,
          orderTypes: ['ROOM_SERVICE'],
        },
      });
      expect(kopi.createMenu.orderTypes).toEqual(['ROOM_SERVICE']);
    });

    it('an ADMIN cannot delete a menu, even its own (FORBIDDEN); a super admin can', async () => {
      const own = await menu(OWN, { optionGroups: [sauce()] });
      const refused = await as(ADMIN, DELETE_MENU, { id: own.id });
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await storedMenu(own.id)).toBeDefined();
      await ok(SUPERADMIN, DELETE_MENU, { id: own.id });
      expect(await storedMenu(own.id)).toBeUndefined();
      expect(await db().select().from(menuOptionGroups).where(eq(menuOptionGroups.menuId, own.id))).toEqual([]);
    });

    it("an ADMIN never reaches another restaurant's menus: not listed, read, changed, sold out, nor created there", async () => {
      const foreign = await menu(OTHER);
      expect((await ok<{ allMenus: Menu[] }>(ADMIN, LIST_MENUS, { filter: { restaurantId: OTHER } })).allMenus).toEqual(
        [],
      );
      for (const [query, variables] of [
        [GET_MENU, { id: foreign.id }],
        [UPDATE_MENU, { id: foreign.id, data: { name: 'Mine' } }],
        [UPDATE_MENUS, { ids: [foreign.id], data: { hidden: true } }],
        [AVAILABILITY, { ids: [foreign.id], available: false, soldOutFor: 'DAY' }],
        [CREATE_MENU, { data: { restaurantId: OTHER, name: 'Sneaky', price: 1 } }],
        [UPDATE_MENU, { id: (await menu()).id, data: { restaurantId: OTHER } }],
      ] as const) {
        expect((await as(ADMIN, query, variables)).errors?.[0].extensions?.code, query).toBe('NOT_FOUND');
      }
      expect(await storedMenu(foreign.id)).toMatchObject({ name: foreign.name, hidden: false, soldOutUntil: null });
    });

    it('a menu and a menu category stay in their restaurant, even for a super admin: its category and tags were checked against it', async () => {
      const own = await menu();
      const moved = await as(SUPERADMIN, UPDATE_MENU, { id: own.id, data: { restaurantId: OTHER } });
      expect(moved.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { restaurantId: 'validation.invalid' },
      });
      expect(await storedMenu(own.id)).toMatchObject({ restaurantId: OWN });
      const category = (
        await ok<{ createMenuCategory: { id: string } }>(ADMIN, CREATE_CATEGORY, {
          data: { restaurantId: OWN, name: 'Staying put' },
        })
      ).createMenuCategory;
      const movedCategory = await as(SUPERADMIN, UPDATE_CATEGORY, { id: category.id, data: { restaurantId: OTHER } });
      expect(movedCategory.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { restaurantId: 'validation.invalid' },
      });
    });

    it('hide and feature in bulk: every menu or none (one of another restaurant, or one invalid, leaves all unchanged)', async () => {
      const [a, b] = [await menu(), await menu()];
      const both = await ok<{ updateMenus: Menu[] }>(ADMIN, UPDATE_MENUS, {
        ids: [a.id, b.id],
        data: { hidden: true, featured: true },
      });
      expect(both.updateMenus.map((m) => [m.hidden, m.featured])).toEqual([
        [true, true],
        [true, true],
      ]);
      const foreign = await menu(OTHER);
      const refused = await as(ADMIN, UPDATE_MENUS, { ids: [a.id, foreign.id], data: { hidden: false } });
      expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const invalid = await as(SUPERADMIN, UPDATE_MENUS, {
        ids: [foreign.id, a.id],
        data: { orderTypes: ['DELIVERY'] },
      }); // foreign's plan allows it (written first), OWN's not
      expect(invalid.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const stored = await db()
        .select()
        .from(menus)
        .where(inArray(menus.id, [a.id, foreign.id]));
      expect(stored.map((m) => [m.hidden, m.orderTypes])).toEqual(
        expect.arrayContaining([
          [true, []],
          [false, []],
        ]),
      );
    });

    it('lists filter by search, category, status, hidden, featured, tag and sold out', async () => {
      const cat = await category();
      const tagged = await menu(OWN, {
        name: `Filterable soto ${serial}`,
        categoryId: cat.id,
        tagIds: [DEMO_TAG_IDS.Vegetarian],
        status: 'DRAFT',
        hidden: true,
        featured: true,
      });
      const plain = await menu(OWN, { name: `Filterable bakso ${serial}`, categoryId: cat.id });
      await ok(ADMIN, AVAILABILITY, { ids: [plain.id], available: false, soldOutFor: 'HOUR' });
      const ids = async (filter: Record<string, unknown>) => {
        const result = await ok<{ allMenus: Menu[]; _allMenusMeta: { count: number } }>(ADMIN, LIST_MENUS, {
          filter: { restaurantId: OWN, categoryId: cat.id, ...filter },
        });
        expect(result._allMenusMeta.count).toBe(result.allMenus.length);
        return result.allMenus.map((m) => m.id);
      };
      expect(await ids({})).toEqual([plain.id, tagged.id]);
      expect(await ids({ q: 'SOTO' })).toEqual([tagged.id]);
      expect(await ids({ status: 'DRAFT' })).toEqual([tagged.id]);
      expect(await ids({ hidden: false })).toEqual([plain.id]);
      expect(await ids({ featured: true })).toEqual([tagged.id]);
      expect(await ids({ tagId: DEMO_TAG_IDS.Vegetarian })).toEqual([tagged.id]);
      expect(await ids({ tagId: 'not-a-uuid' })).toEqual([]);
      expect(await ids({ soldOut: true })).toEqual([plain.id]);
      expect(await ids({ soldOut: false })).toEqual([tagged.id]);
      clock = new Date(START.getTime() + 3_600_000);
      expect(await ids({ soldOut: true })).toEqual([]);
    });

    // Availability

    it('sold out for 1 hour: unavailable until exactly then by the server clock, with no job; available again at once when switched on', async () => {
      const created = await menu();
      const sold = await ok<{ setMenuAvailability: Menu[] }>(ADMIN, AVAILABILITY, {
        ids: [created.id],
        available: false,
        soldOutFor: 'HOUR',
      });
      expect(sold.setMenuAvailability).toEqual([
        { id: created.id, available: false, soldOutUntil: '2026-03-01T09:00:00.000Z' },
      ]);
      clock = new Date(START.getTime() + 3_599_999);
      expect((await ok<{ Menu: Menu }>(ADMIN, GET_MENU, { id: created.id })).Menu.available).toBe(false);
      clock = new Date(START.getTime() + 3_600_000);
      expect((await ok<{ Menu: Menu }>(ADMIN, GET_MENU, { id: created.id })).Menu.available).toBe(true);

      clock = START;
      await ok(ADMIN, AVAILABILITY, { ids: [created.id], available: false, soldOutFor: 'WEEK' });
      const back = await ok<{ setMenuAvailability: Menu[] }>(ADMIN, AVAILABILITY, {
        ids: [created.id],
        available: true,
      });
      expect(back.setMenuAvailability).toEqual([{ id: created.id, available: true, soldOutUntil: null }]);
    });

    it.each([
      ['DAY', 86_400_000],
      ['THREE_DAYS', 259_200_000],
      ['WEEK', 604_800_000],
      ['MONTH', 2_592_000_000],
    ])("sold out for %s lasts the spec's %i ms", async (soldOutFor, ms) => {
      const created = await menu();
      await ok(ADMIN, AVAILABILITY, { ids: [created.id], available: false, soldOutFor });
      expect((await storedMenu(created.id)).soldOutUntil?.getTime()).toBe(START.getTime() + ms);
    });

    it("sold out for the rest of the day comes back when each menu's restaurant starts its next business day (its zone and cut-off)", async () => {
      // 08:00 UTC is 15:00 in Jakarta (Warung Nusantara: midnight cut-off) and 03:00 in New York, before Brooklyn
      // Diner's 04:00 cut-off.
      const [brooklyn] = await db()
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.slug, 'brooklyn-diner'));
      const [warung, diner] = [await menu(), await menu(brooklyn.id)];
      await ok(SUPERADMIN, AVAILABILITY, { ids: [warung.id, diner.id], available: false, soldOutFor: 'REST_OF_DAY' });
      expect((await storedMenu(warung.id)).soldOutUntil?.toISOString()).toBe('2026-03-01T17:00:00.000Z'); // midnight in Jakarta
      expect((await storedMenu(diner.id)).soldOutUntil?.toISOString()).toBe('2026-03-01T09:00:00.000Z'); // 04:00 EST, an hour later
      expect((await storedMenu(diner.id)).soldOutUntil).toEqual(
        soldOutUntil('REST_OF_DAY', START, { timeZone: 'America/New_York', cutoff: '04:00' }),
      );
    });

    it('selling out needs a duration; several menus at once are all or nothing', async () => {
      const [a, b] = [await menu(), await menu()];
      const missing = await as(ADMIN, AVAILABILITY, { ids: [a.id], available: false });
      expect(missing.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { soldOutFor: 'validation.required' },
      });
      const foreign = await menu(OTHER);
      const mixed = await as(ADMIN, AVAILABILITY, {
        ids: [a.id, b.id, foreign.id],
        available: false,
        soldOutFor: 'DAY',
      });
      expect(mixed.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(
        (
          await db()
            .select()
            .from(menus)
            .where(inArray(menus.id, [a.id, b.id]))
        ).map((m) => m.soldOutUntil),
      ).toEqual([null, null]);
      const sold = await ok<{ setMenuAvailability: Menu[] }>(ADMIN, AVAILABILITY, {
        ids: [a.id, b.id],
        available: false,
        soldOutFor: 'DAY',
      });
      expect(sold.setMenuAvailability.map((m) => m.available)).toEqual([false, false]);
    });

    it('tags of a menu are kept in menu_tags and replaced as a whole', async () => {
      const created = await menu(OWN, { tagIds: [DEMO_TAG_IDS.Halal, DEMO_TAG_IDS.Vegetarian] });
      await ok(ADMIN, UPDATE_MENU, { id: created.id, data: { tagIds: [DEMO_TAG_IDS.Vegetarian] } });
      expect((await db().select().from(menuTags).where(eq(menuTags.menuId, created.id))).map((t) => t.tagId)).toEqual([
        DEMO_TAG_IDS.Vegetarian,
      ]);
    });
  },
  { now: () => clock },
);
