/**
 * Menu duplication: a preview per target (new, or clashing by name), each clash skipped,
 * overwritten or copied under a new name, copies with their option groups, tags, image and
 * category, tenancy on the source and on every target, and all or nothing across targets.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { convertPrice } from '../../src/domain';
import { DEMO_TAG_IDS } from '../../src/server/db/demo/catalogues';
import {
  auditEntries,
  menuCategories,
  menuOptionGroups,
  menuOptions,
  menus,
  menuTags,
  restaurants,
} from '../../src/server/db/schema';
import { actors } from './support/actors';
import { ADMIN, MULTI_ADMIN, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const [SOURCE, TARGET] = MULTI_ADMIN.restaurantIds;
const OTHER = UNOWNED_RESTAURANT_ID;

const CREATE_CATEGORY = 'mutation ($data: MenuCategoryInput!) { createMenuCategory(data: $data) { id name } }';
const CREATE_MENU = 'mutation ($data: MenuInput!) { createMenu(data: $data) { id name } }';
const PREVIEW =
  'query ($input: MenuDuplicationInput!) { previewMenuDuplication(input: $input) { restaurantId restaurantName copies { menuId name categoryName clashesWith } } }';
const DUPLICATE =
  'mutation ($input: MenuDuplicationInput!, $resolutions: [ClashResolution!], $rates: [PriceRate!]) { duplicateMenus(input: $input, resolutions: $resolutions, rates: $rates) { restaurantId created overwritten skipped } }';

type Plan = {
  restaurantId: string;
  copies: { menuId: string; name: string; categoryName: string | null; clashesWith: string | null }[];
};
type Outcome = { restaurantId: string; created: number; overwritten: number; skipped: number };

describeOnEachDatabase('menu duplication', (server) => {
  const { as, ok } = actors(server);
  const db = () => server().server.database.db;
  let serial = 0;
  beforeEach(() => {
    serial += 1;
  });
  // The restaurants these tests copy between sell in one currency (the demo's two of MULTI_ADMIN do
  // not); copies across currencies have a test of their own.
  beforeAll(async () => {
    const [{ currency }] = await db()
      .select({ currency: restaurants.currency })
      .from(restaurants)
      .where(eq(restaurants.id, SOURCE));
    await db()
      .update(restaurants)
      .set({ currency })
      .where(inArray(restaurants.id, [TARGET, OTHER]));
  });

  const name = (label: string) => `${label} ${serial}-${Math.random().toString(36).slice(2, 8)}`;
  const category = async (restaurantId: string, categoryName = name('Noodles')) =>
    (
      await ok<{ createMenuCategory: { id: string; name: string } }>(SUPERADMIN, CREATE_CATEGORY, {
        data: { restaurantId, name: categoryName },
      })
    ).createMenuCategory;
  const menu = async (restaurantId: string, data: Record<string, unknown>) =>
    (
      await ok<{ createMenu: { id: string; name: string } }>(SUPERADMIN, CREATE_MENU, {
        data: { restaurantId, price: 30000, ...data },
      })
    ).createMenu;
  const menusOf = (restaurantId: string, menuName: string) =>
    db()
      .select()
      .from(menus)
      .where(and(eq(menus.restaurantId, restaurantId), sql`lower(${menus.name}) = ${menuName.toLowerCase()}`));
  const groupsOf = async (menuId: string) => {
    const groups = await db()
      .select()
      .from(menuOptionGroups)
      .where(eq(menuOptionGroups.menuId, menuId))
      .orderBy(menuOptionGroups.position);
    return Promise.all(
      groups.map(async (g) => ({
        name: g.name,
        min: g.min,
        max: g.max,
        options: (
          await db().select().from(menuOptions).where(eq(menuOptions.groupId, g.id)).orderBy(menuOptions.position)
        ).map((o) => [o.name, o.price]),
      })),
    );
  };
  const tagsOf = async (menuId: string) =>
    (await db().select().from(menuTags).where(eq(menuTags.menuId, menuId))).map((t) => t.tagId).sort();

  /** A menu of SOURCE in its own category, with an option group, a tag and an image. */
  async function sourceMenu() {
    const noodles = await category(SOURCE);
    const created = await menu(SOURCE, {
      name: name('Mie Goreng'),
      categoryId: noodles.id,
      tagIds: [DEMO_TAG_IDS.Halal],
      optionGroups: [
        {
          name: 'Spice',
          min: 1,
          max: 1,
          options: [
            { name: 'Mild', price: 0 },
            { name: 'Hot', price: 2000 },
          ],
        },
      ],
    });
    return { menu: created, category: noodles };
  }

  it('the preview says, per target, which menus are new and which clash by name (case aside)', async () => {
    const { menu: source, category: noodles } = await sourceMenu();
    const existing = await menu(TARGET, { name: source.name.toUpperCase() });
    const fresh = await menu(SOURCE, { name: name('Es Teh') });
    const { previewMenuDuplication: plans } = await ok<{ previewMenuDuplication: Plan[] }>(MULTI_ADMIN, PREVIEW, {
      input: { menuIds: [source.id, fresh.id], targetRestaurantIds: [TARGET] },
    });
    expect(plans).toHaveLength(1);
    expect(plans[0].restaurantId).toBe(TARGET);
    expect(plans[0].copies).toEqual(
      expect.arrayContaining([
        { menuId: source.id, name: source.name, categoryName: noodles.name, clashesWith: existing.id },
        { menuId: fresh.id, name: fresh.name, categoryName: null, clashesWith: null },
      ]),
    );
  });

  it('a copy carries the option groups, tags, image, price and category (made in the target, then reused)', async () => {
    const { menu: source, category: noodles } = await sourceMenu();
    await db()
      .update(menus)
      .set({ imageUrl: '/media/abc.webp', orderTypes: ['DINE_IN', 'DELIVERY'] })
      .where(eq(menus.id, source.id));
    await db().update(restaurants).set({ orderPlan: 'DINE_IN' }).where(eq(restaurants.id, TARGET));
    const { duplicateMenus } = await ok<{ duplicateMenus: Outcome[] }>(MULTI_ADMIN, DUPLICATE, {
      input: { menuIds: [source.id], targetRestaurantIds: [TARGET] },
    });
    expect(duplicateMenus).toEqual([{ restaurantId: TARGET, created: 1, overwritten: 0, skipped: 0 }]);

    const [copy] = await menusOf(TARGET, source.name);
    expect(copy).toMatchObject({ price: 30000, imageUrl: '/media/abc.webp' });
    expect(await groupsOf(copy.id)).toEqual(await groupsOf(source.id));
    expect(await tagsOf(copy.id)).toEqual([DEMO_TAG_IDS.Halal]);
    const [copiedCategory] = await db()
      .select()
      .from(menuCategories)
      .where(eq(menuCategories.id, copy.categoryId as string));
    expect(copiedCategory).toMatchObject({ restaurantId: TARGET, name: noodles.name });
    expect(copy.orderTypes).toEqual(['DINE_IN']); // only what the target's plan allows comes along
    // The category made in the target is audited as the copy is: made by this duplication, in the target.
    const categoryEntries = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resource, 'menu_categories'), eq(auditEntries.recordId, copiedCategory.id)));
    expect(categoryEntries).toEqual([
      expect.objectContaining({
        action: 'create',
        operation: 'duplicateMenus',
        actorId: MULTI_ADMIN.id,
        restaurantId: TARGET,
      }),
    ]);

    const second = await menu(SOURCE, { name: name('Mie Rebus'), categoryId: noodles.id });
    await ok(MULTI_ADMIN, DUPLICATE, { input: { menuIds: [second.id], targetRestaurantIds: [TARGET] } });
    const [secondCopy] = await menusOf(TARGET, second.name);
    expect(secondCopy.categoryId).toBe(copy.categoryId); // the category made by the first copy
  });

  it("into a restaurant of another currency, prices (the menu's and its options') are converted at the rate given for it, which is required", async () => {
    const { menu: source } = await sourceMenu();
    const [{ currency }] = await db()
      .select({ currency: restaurants.currency })
      .from(restaurants)
      .where(eq(restaurants.id, SOURCE));
    const [elsewhere] = await db()
      .select({ id: restaurants.id, currency: restaurants.currency })
      .from(restaurants)
      .where(sql`${restaurants.currency} <> ${currency}`)
      .limit(1);
    const preview = `query ($input: MenuDuplicationInput!) { previewMenuDuplication(input: $input) { restaurantId currency sourceCurrency } }`;
    const input = { menuIds: [source.id], targetRestaurantIds: [TARGET, elsewhere.id] };
    const { previewMenuDuplication } = await ok<{ previewMenuDuplication: unknown[] }>(SUPERADMIN, preview, { input });
    expect(previewMenuDuplication).toEqual([
      { restaurantId: TARGET, currency, sourceCurrency: currency },
      { restaurantId: elsewhere.id, currency: elsewhere.currency, sourceCurrency: currency },
    ]);

    for (const rates of [undefined, [{ targetRestaurantId: elsewhere.id, rate: 0 }]]) {
      const refused = await as(SUPERADMIN, DUPLICATE, { input, rates });
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { [`rates.${elsewhere.id}`]: rates ? 'validation.minValue' : 'validation.required' },
      });
      expect([(await menusOf(TARGET, source.name)).length, (await menusOf(elsewhere.id, source.name)).length]).toEqual([
        0, 0,
      ]);
    }

    const rate = 0.0000851;
    const { duplicateMenus } = await ok<{ duplicateMenus: Outcome[] }>(SUPERADMIN, DUPLICATE, {
      input,
      rates: [{ targetRestaurantId: elsewhere.id, rate }],
    });
    expect(duplicateMenus).toEqual([
      { restaurantId: TARGET, created: 1, overwritten: 0, skipped: 0 },
      { restaurantId: elsewhere.id, created: 1, overwritten: 0, skipped: 0 },
    ]);
    const [same] = await menusOf(TARGET, source.name);
    const [converted] = await menusOf(elsewhere.id, source.name);
    expect([same.price, await groupsOf(same.id)]).toEqual([30000, await groupsOf(source.id)]);
    expect([converted.price, (await groupsOf(converted.id))[0].options]).toEqual([
      convertPrice(30000, rate, elsewhere.currency),
      [
        ['Mild', 0],
        ['Hot', convertPrice(2000, rate, elsewhere.currency)],
      ],
    ]);
  });

  it('each clash is skipped, overwritten (its id kept, its options replaced) or copied under a new name', async () => {
    const { menu: source } = await sourceMenu();
    const skipped = await menu(TARGET, { name: source.name, price: 1000 });
    const overwritten = await menu(OTHER, { name: source.name, price: 1000 });
    const input = { menuIds: [source.id], targetRestaurantIds: [TARGET, OTHER, SOURCE] };
    const resolutions = [
      { targetRestaurantId: TARGET, menuId: source.id, choice: 'SKIP' },
      { targetRestaurantId: OTHER, menuId: source.id, choice: 'OVERWRITE' },
      { targetRestaurantId: SOURCE, menuId: source.id, choice: 'RENAME', name: `  ${source.name} (copy)  ` },
    ];
    const { duplicateMenus } = await ok<{ duplicateMenus: Outcome[] }>(SUPERADMIN, DUPLICATE, { input, resolutions });
    expect(duplicateMenus).toEqual([
      { restaurantId: TARGET, created: 0, overwritten: 0, skipped: 1 },
      { restaurantId: OTHER, created: 0, overwritten: 1, skipped: 0 },
      { restaurantId: SOURCE, created: 1, overwritten: 0, skipped: 0 },
    ]);
    expect(await menusOf(TARGET, source.name)).toEqual([expect.objectContaining({ id: skipped.id, price: 1000 })]);
    expect(await menusOf(OTHER, source.name)).toEqual([expect.objectContaining({ id: overwritten.id, price: 30000 })]);
    expect(await groupsOf(overwritten.id)).toEqual(await groupsOf(source.id));
    const [renamed] = await menusOf(SOURCE, `${source.name} (copy)`);
    expect(await groupsOf(renamed.id)).toEqual(await groupsOf(source.id));
  });

  it('a new name already taken, or a menu overwriting itself, is refused on its field and nothing is written', async () => {
    const { menu: source } = await sourceMenu();
    const taken = await menu(TARGET, { name: name('Taken') });
    await menu(TARGET, { name: source.name });
    const before = await db().select({ id: menus.id }).from(menus).where(eq(menus.restaurantId, TARGET));
    const response = await as(MULTI_ADMIN, DUPLICATE, {
      input: { menuIds: [source.id], targetRestaurantIds: [TARGET, SOURCE] },
      resolutions: [
        { targetRestaurantId: TARGET, menuId: source.id, choice: 'RENAME', name: taken.name.toLowerCase() },
        { targetRestaurantId: SOURCE, menuId: source.id, choice: 'OVERWRITE' },
      ],
    });
    expect(response.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        'resolutions.0.name': 'errors.alreadyExists',
        'resolutions.1.choice': 'validation.overwriteItself',
      },
    });
    expect(await db().select({ id: menus.id }).from(menus).where(eq(menus.restaurantId, TARGET))).toEqual(before);
  });

  describe('tenancy: menus:new on the source and on every target', () => {
    it('an ADMIN cannot copy into a restaurant it does not own, nor from one, and nothing is written', async () => {
      const { menu: source } = await sourceMenu();
      const into = await as(MULTI_ADMIN, DUPLICATE, {
        input: { menuIds: [source.id], targetRestaurantIds: [TARGET, OTHER] },
      });
      expect(into.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
      expect(await menusOf(TARGET, source.name)).toEqual([]);

      const foreign = await menu(OTHER, { name: name('Foreign') });
      const from = await as(MULTI_ADMIN, PREVIEW, { input: { menuIds: [foreign.id], targetRestaurantIds: [TARGET] } });
      expect(from.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
      const foreignCategory = await category(OTHER);
      const byCategory = await as(MULTI_ADMIN, PREVIEW, {
        input: { categoryIds: [foreignCategory.id], targetRestaurantIds: [TARGET] },
      });
      expect(byCategory.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('an ADMIN of one restaurant copies within it, under new names', async () => {
      const [own] = ADMIN.restaurantIds;
      const source = await menu(own, { name: name('Soto') });
      const { duplicateMenus } = await ok<{ duplicateMenus: Outcome[] }>(ADMIN, DUPLICATE, {
        input: { menuIds: [source.id], targetRestaurantIds: [own] },
        resolutions: [{ targetRestaurantId: own, menuId: source.id, choice: 'RENAME', name: `${source.name} 2` }],
      });
      expect(duplicateMenus).toEqual([{ restaurantId: own, created: 1, overwritten: 0, skipped: 0 }]);
    });

    it('whole categories are copied with all their menus', async () => {
      const { menu: source, category: noodles } = await sourceMenu();
      const sibling = await menu(SOURCE, { name: name('Kwetiau'), categoryId: noodles.id });
      const { duplicateMenus } = await ok<{ duplicateMenus: Outcome[] }>(MULTI_ADMIN, DUPLICATE, {
        input: { categoryIds: [noodles.id], targetRestaurantIds: [TARGET] },
      });
      expect(duplicateMenus[0].created).toBe(2);
      expect(await menusOf(TARGET, source.name)).toHaveLength(1);
      expect(await menusOf(TARGET, sibling.name)).toHaveLength(1);
    });
  });

  it('a duplication that fails in one target leaves every target unchanged', async () => {
    const { menu: source } = await sourceMenu();
    // The database itself refuses menus for OTHER: the failure comes after TARGET's copy was written.
    await db().execute(
      sql.raw(
        `create function refuse_other_menus() returns trigger language plpgsql as $$ begin if new.restaurant_id = '${OTHER}' then raise exception 'refused'; end if; return new; end; $$`,
      ),
    );
    await db().execute(
      sql.raw(
        'create trigger refuse_other_menus before insert on menus for each row execute function refuse_other_menus()',
      ),
    );
    try {
      const response = await as(SUPERADMIN, DUPLICATE, {
        input: { menuIds: [source.id], targetRestaurantIds: [TARGET, OTHER] },
      });
      expect(response.errors?.[0].extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
      expect(await menusOf(TARGET, source.name)).toEqual([]);
      expect(await menusOf(OTHER, source.name)).toEqual([]);
    } finally {
      await db().execute(sql.raw('drop trigger refuse_other_menus on menus'));
      await db().execute(sql.raw('drop function refuse_other_menus()'));
    }
  });
});
