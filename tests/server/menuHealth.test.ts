/**
 * Menu health: each rule on a fixture of its own, in a restaurant of its own that is
 * healthy but for that fixture, answering exactly the problem it has; the count; the per-rule cap;
 * an ADMIN's reach (its own restaurant only, even by a guessed id); the super admins' platform view.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENU_HEALTH_PROBLEMS_PER_RULE } from '../../src/domain';
import {
  feedMenus,
  feeds,
  menuCategories,
  menuOptionGroups,
  menuOptions,
  menus,
  packageMenuGroups,
  packageMenus,
  printerClasses,
  promoRestaurants,
  promos,
  restaurants,
} from '../../src/server/db/schema';
import { watchStatements } from '../../src/server/db/statementSpans';
import { ADMIN, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const HOUR = 3_600_000;
const clock = new Date('2031-03-05T10:30:00.000Z');
const past = new Date(clock.getTime() - HOUR);
const later = new Date(clock.getTime() + HOUR);

const HEALTH = `query ($id: ID!) { menuHealth(restaurantId: $id) {
  restaurantId restaurantName count
  rules { rule count problems { rule resource recordId recordName detailId restaurantId values { name value } } }
} }`;

interface Problem {
  rule: string;
  resource: string;
  recordId: string;
  recordName: string;
  detailId: string | null;
  restaurantId: string;
  values: { name: string; value: string }[];
}
interface Health {
  restaurantId: string;
  restaurantName: string;
  count: number;
  rules: { rule: string; count: number; problems: Problem[] }[];
}

type MenuInsert = Partial<typeof menus.$inferInsert>;

describeOnEachDatabase(
  'menu health',
  (server) => {
    const db = () => server().server.database.db;
    let serial = 0;
    let superadmin = '';

    beforeAll(async () => {
      superadmin = await server().tokenFor(SUPERADMIN.id);
    });

    const health = async (restaurantId: string, token = superadmin) => {
      const response = await server().gql<{ menuHealth: Health }>(HEALTH, { id: restaurantId }, { token });
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      return response.data?.menuHealth as Health;
    };
    const problems = async (restaurantId: string) =>
      (await health(restaurantId)).rules.flatMap((rule) => rule.problems);

    /**
     * A restaurant of its own (a plan selling every type, one language, no printers) holding one category and, unless
     * told, one healthy menu in it.
     */
    async function restaurant(extras: Partial<typeof restaurants.$inferInsert> = {}, healthyMenu = true) {
      serial += 1;
      const [row] = await db()
        .insert(restaurants)
        .values({
          name: `Health ${serial}`,
          slug: `health-${serial}`,
          currency: 'S$',
          orderPlan: 'GLOBAL',
          primaryLanguage: 'en',
          ...extras,
        })
        .returning({ id: restaurants.id });
      const [category] = await db()
        .insert(menuCategories)
        .values({ restaurantId: row.id, name: 'Mains' })
        .returning({ id: menuCategories.id });
      const place = { restaurantId: row.id, categoryId: category.id };
      const menu = (name: string, values: MenuInsert = {}) => addMenu(place, name, values);
      if (healthyMenu) await menu('Healthy Rice');
      return { id: row.id, categoryId: category.id, menu };
    }

    async function addMenu(place: { restaurantId: string; categoryId: string }, name: string, values: MenuInsert) {
      const [row] = await db()
        .insert(menus)
        .values({ ...place, name, price: 12, orderTypes: ['DINE_IN'], ...values })
        .returning({ id: menus.id });
      return row.id;
    }

    const values = (entries: Record<string, string | number>) =>
      Object.entries(entries).map(([name, value]) => ({ name, value: String(value) }));

    it('finds nothing in a healthy restaurant', async () => {
      const { id } = await restaurant();
      expect(await health(id)).toEqual({ restaurantId: id, restaurantName: `Health ${serial}`, count: 0, rules: [] });
    });

    describe('one fixture per rule', () => {
      it('PACKAGE_GROUP_UNSATISFIABLE: an active package group with fewer orderable menus than its min (hidden, sold out and deleted ones do not count; a draft package is not judged)', async () => {
        const r = await restaurant();
        const orderable = await r.menu('Chicken');
        const hidden = await r.menu('Beef', { hidden: true });
        const soldOut = await r.menu('Fish', { soldOutUntil: later });
        const [pkg, draft] = await db()
          .insert(packageMenus)
          .values([
            { restaurantId: r.id, name: 'Lunch Set', price: 20 },
            { restaurantId: r.id, name: 'Draft Set', price: 20, status: 'DRAFT' },
          ])
          .returning({ id: packageMenus.id });
        const menuIds = [orderable, hidden, soldOut, randomUUID()];
        const [group] = await db()
          .insert(packageMenuGroups)
          .values({ packageMenuId: pkg.id, name: 'Main', min: 2, max: 2, menuIds })
          .returning({ id: packageMenuGroups.id });
        await db()
          .insert(packageMenuGroups)
          .values([
            { packageMenuId: pkg.id, name: 'Side', min: 1, max: 1, menuIds: [orderable], position: 1 },
            { packageMenuId: draft.id, name: 'Main', min: 3, max: 3, menuIds },
          ]);
        expect(await problems(r.id)).toEqual([
          {
            rule: 'PACKAGE_GROUP_UNSATISFIABLE',
            resource: 'package_menus',
            recordId: pkg.id,
            recordName: 'Lunch Set',
            detailId: group.id,
            restaurantId: r.id,
            values: values({ group: 'Main', min: 2, available: 1 }),
          },
        ]);
      });

      it('OPTION_GROUP_TOO_FEW_OPTIONS: an option group whose min is more than its options', async () => {
        const r = await restaurant();
        const menu = await r.menu('Noodles');
        const [group, fine] = await db()
          .insert(menuOptionGroups)
          .values([
            { menuId: menu, name: 'Toppings', min: 2, max: 2 },
            { menuId: menu, name: 'Spice', min: 1, max: 1, position: 1 },
          ])
          .returning({ id: menuOptionGroups.id });
        await db()
          .insert(menuOptions)
          .values([
            { groupId: group.id, name: 'Egg', price: 1 },
            { groupId: fine.id, name: 'Mild' },
          ]);
        expect(await problems(r.id)).toEqual([
          {
            rule: 'OPTION_GROUP_TOO_FEW_OPTIONS',
            resource: 'menus',
            recordId: menu,
            recordName: 'Noodles',
            detailId: group.id,
            restaurantId: r.id,
            values: values({ group: 'Toppings', min: 2, options: 1 }),
          },
        ]);
      });

      it('NO_ORDER_TYPE: items sold for no order type the plan allows, or for none at all', async () => {
        const r = await restaurant({ orderPlan: 'DELIVERY_N_TAKE_AWAY' }, false);
        await r.menu('Delivered Soup', { orderTypes: ['DELIVERY'] });
        const outside = await r.menu('Table Soup', { orderTypes: ['DINE_IN'] });
        const none = await r.menu('Nobody Soup', { orderTypes: [] });
        expect(await problems(r.id)).toEqual([
          {
            rule: 'NO_ORDER_TYPE',
            resource: 'menus',
            recordId: none,
            recordName: 'Nobody Soup',
            detailId: null,
            restaurantId: r.id,
            values: values({ reason: 'NONE_CHOSEN', plan: 'DELIVERY_N_TAKE_AWAY', orderTypes: '' }),
          },
          {
            rule: 'NO_ORDER_TYPE',
            resource: 'menus',
            recordId: outside,
            recordName: 'Table Soup',
            detailId: null,
            restaurantId: r.id,
            values: values({ reason: 'OUTSIDE_PLAN', plan: 'DELIVERY_N_TAKE_AWAY', orderTypes: 'DINE_IN' }),
          },
        ]);
      });

      it('NO_ORDER_TYPE: a restaurant with no order plan is one problem of its own, not one per item', async () => {
        const r = await restaurant({ orderPlan: null, name: 'Planless Place' });
        await r.menu('Another Rice');
        expect(await problems(r.id)).toEqual([
          {
            rule: 'NO_ORDER_TYPE',
            resource: 'restaurants',
            recordId: r.id,
            recordName: 'Planless Place',
            detailId: null,
            restaurantId: r.id,
            values: values({ reason: 'NO_PLAN' }),
          },
        ]);
      });

      it('PROMO_NOTHING_ORDERABLE: a live or scheduled promo the restaurant takes part in while nothing can be ordered (a draft promo is not judged)', async () => {
        const r = await restaurant({}, false);
        await r.menu('Sold Out Satay', { soldOutUntil: later });
        const [live, scheduled, draft] = await db()
          .insert(promos)
          .values([
            { title: 'Live Deal', body: 'Now', publishedAt: past },
            { title: 'Coming Deal', body: 'Soon', publishedAt: past, publishAt: later },
            { title: 'Draft Deal', body: 'Never' },
          ])
          .returning({ id: promos.id });
        await db()
          .insert(promoRestaurants)
          .values([live, scheduled, draft].map((promo) => ({ promoId: promo.id, restaurantId: r.id })));
        expect(await problems(r.id)).toEqual([
          {
            rule: 'PROMO_NOTHING_ORDERABLE',
            resource: 'promos',
            recordId: scheduled.id,
            recordName: 'Coming Deal',
            detailId: null,
            restaurantId: r.id,
            values: values({ status: 'SCHEDULED' }),
          },
          {
            rule: 'PROMO_NOTHING_ORDERABLE',
            resource: 'promos',
            recordId: live.id,
            recordName: 'Live Deal',
            detailId: null,
            restaurantId: r.id,
            values: values({ status: 'LIVE' }),
          },
        ]);
      });

      it('FEED_LINKS_NOT_OFFERED: a live feed post linking an item guests are not offered (a draft post is not judged)', async () => {
        const r = await restaurant();
        const hidden = await r.menu('Secret Curry', { hidden: true });
        const [live, draft] = await db()
          .insert(feeds)
          .values([
            { restaurantId: r.id, title: 'Try our curry', body: 'Hot', publishedAt: past },
            { restaurantId: r.id, title: 'Draft post', body: 'Later' },
          ])
          .returning({ id: feeds.id });
        await db()
          .insert(feedMenus)
          .values([
            { feedId: live.id, menuId: hidden },
            { feedId: draft.id, menuId: hidden },
          ]);
        expect(await problems(r.id)).toEqual([
          {
            rule: 'FEED_LINKS_NOT_OFFERED',
            resource: 'feeds',
            recordId: live.id,
            recordName: 'Try our curry',
            detailId: hidden,
            restaurantId: r.id,
            values: values({ menu: 'Secret Curry', reason: 'HIDDEN', status: 'LIVE' }),
          },
        ]);
      });

      it('FEATURED_NOT_OFFERED: a featured item guests are not offered', async () => {
        const r = await restaurant();
        const draft = await r.menu('Draft Special', { featured: true, status: 'DRAFT' });
        await r.menu('Real Special', { featured: true });
        expect(await problems(r.id)).toEqual([
          {
            rule: 'FEATURED_NOT_OFFERED',
            resource: 'menus',
            recordId: draft,
            recordName: 'Draft Special',
            detailId: null,
            restaurantId: r.id,
            values: values({ reason: 'INACTIVE' }),
          },
        ]);
      });

      it('FEATURED_NOT_OFFERED: an item in a hidden category is not offered either', async () => {
        const r = await restaurant();
        const [hiddenCategory] = await db()
          .insert(menuCategories)
          .values({ restaurantId: r.id, name: 'Back room', hidden: true })
          .returning({ id: menuCategories.id });
        const featured = await r.menu('Back Room Special', { featured: true, categoryId: hiddenCategory.id });
        expect(await problems(r.id)).toEqual([
          {
            rule: 'FEATURED_NOT_OFFERED',
            resource: 'menus',
            recordId: featured,
            recordName: 'Back Room Special',
            detailId: null,
            restaurantId: r.id,
            values: values({ reason: 'CATEGORY_HIDDEN' }),
          },
        ]);
      });

      it('PRICE_ZERO: an item priced 0 with no priced option (one priced through its options is not)', async () => {
        const r = await restaurant();
        const free = await r.menu('Free Water', { price: 0 });
        const built = await r.menu('Build Your Bowl', { price: 0 });
        const [group] = await db()
          .insert(menuOptionGroups)
          .values({ menuId: built, name: 'Base', min: 1, max: 1 })
          .returning({ id: menuOptionGroups.id });
        await db().insert(menuOptions).values({ groupId: group.id, name: 'Rice', price: 4 });
        expect(await problems(r.id)).toEqual([
          {
            rule: 'PRICE_ZERO',
            resource: 'menus',
            recordId: free,
            recordName: 'Free Water',
            detailId: null,
            restaurantId: r.id,
            values: [],
          },
        ]);
      });

      it('NO_CATEGORY: an offered item in no category (a hidden one is not judged)', async () => {
        const r = await restaurant();
        const loose = await r.menu('Loose Lumpia', { categoryId: null });
        await r.menu('Hidden Lumpia', { categoryId: null, hidden: true });
        expect(await problems(r.id)).toEqual([
          {
            rule: 'NO_CATEGORY',
            resource: 'menus',
            recordId: loose,
            recordName: 'Loose Lumpia',
            detailId: null,
            restaurantId: r.id,
            values: [],
          },
        ]);
      });

      it('NO_PRINTER_ROUTE: once the restaurant has printers, an item routed neither by itself nor by its category', async () => {
        const r = await restaurant({}, false);
        const [kitchen] = await db()
          .insert(printerClasses)
          .values({ restaurantId: r.id, name: 'Kitchen', destination: 'Kitchen 1' })
          .returning({ id: printerClasses.id });
        const [routedCategory] = await db()
          .insert(menuCategories)
          .values({ restaurantId: r.id, name: 'Hot', printerClassId: kitchen.id })
          .returning({ id: menuCategories.id });
        await r.menu('Routed By Category', { categoryId: routedCategory.id });
        await r.menu('Routed By Itself', { printerClassId: kitchen.id });
        const unrouted = await r.menu('Prints Nowhere');
        expect(await problems(r.id)).toEqual([
          {
            rule: 'NO_PRINTER_ROUTE',
            resource: 'menus',
            recordId: unrouted,
            recordName: 'Prints Nowhere',
            detailId: null,
            restaurantId: r.id,
            values: [],
          },
        ]);
      });

      it('STALE_SOLD_OUT: an item still marked sold out until a time already past (one sold out until later is not)', async () => {
        const r = await restaurant();
        const stale = await r.menu('Back Bakso', { soldOutUntil: past });
        await r.menu('Gone Gado-Gado', { soldOutUntil: later });
        expect(await problems(r.id)).toEqual([
          {
            rule: 'STALE_SOLD_OUT',
            resource: 'menus',
            recordId: stale,
            recordName: 'Back Bakso',
            detailId: null,
            restaurantId: r.id,
            values: values({ soldOutUntil: past.toISOString() }),
          },
        ]);
      });

      it('STALE_OUT_OF_STOCK: a lasting count at zero since an earlier business day (one emptied today, or a daily count, is not)', async () => {
        const r = await restaurant();
        // The clock's business day in Jakarta (the restaurant's zone) is 5 March 2031.
        const stale = await r.menu('Empty Empal', { stockCount: 0, stockDay: '2031-03-04' });
        await r.menu('Emptied Today Es Teh', { stockCount: 0, stockDay: '2031-03-05' });
        await r.menu('Daily Dawet', { stockCount: 0, dailyStock: 20, stockDay: '2031-03-04' });
        expect(await problems(r.id)).toEqual([
          {
            rule: 'STALE_OUT_OF_STOCK',
            resource: 'menus',
            recordId: stale,
            recordName: 'Empty Empal',
            detailId: null,
            restaurantId: r.id,
            values: values({ since: '2031-03-04' }),
          },
        ]);
      });

      it('MISSING_IMAGE: an item without an image in a category where most items have one (a category where most have none is not judged)', async () => {
        const r = await restaurant({}, false);
        const image = '/media/0000000000000000000000000000000000000000000000000000000000000000.webp';
        await r.menu('Pictured Pie', { imageUrl: image });
        await r.menu('Pictured Tart', { imageUrl: image });
        const bare = await r.menu('Plain Cake');
        const [drinks] = await db()
          .insert(menuCategories)
          .values({ restaurantId: r.id, name: 'Drinks' })
          .returning({ id: menuCategories.id });
        await r.menu('Tea', { categoryId: drinks.id, imageUrl: image });
        await r.menu('Coffee', { categoryId: drinks.id });
        expect(await problems(r.id)).toEqual([
          {
            rule: 'MISSING_IMAGE',
            resource: 'menus',
            recordId: bare,
            recordName: 'Plain Cake',
            detailId: null,
            restaurantId: r.id,
            values: values({ category: 'Mains', withImages: 2, items: 3 }),
          },
        ]);
      });

      it('UNTRANSLATED: with a secondary language, items and the categories showing them without a translated name (or description)', async () => {
        const r = await restaurant({ secondaryLanguage: 'id' }, false);
        const [translated] = await db()
          .insert(menuCategories)
          .values({ restaurantId: r.id, name: 'Drinks', nameSecondary: 'Minuman' })
          .returning({ id: menuCategories.id });
        await db().insert(menuCategories).values({ restaurantId: r.id, name: 'Empty', nameSecondary: null });
        const nameless = await r.menu('Tea', {
          categoryId: translated.id,
          description: 'Hot tea',
          descriptionSecondary: 'Teh panas',
        });
        const undescribed = await r.menu('Coffee', {
          categoryId: translated.id,
          nameSecondary: 'Kopi',
          description: 'Strong coffee',
          descriptionSecondary: ' ',
        });
        await r.menu('Water', { categoryId: translated.id, nameSecondary: 'Air' });
        await r.menu('Rice', { nameSecondary: 'Nasi' });
        expect(await problems(r.id)).toEqual([
          {
            rule: 'UNTRANSLATED',
            resource: 'menus',
            recordId: undescribed,
            recordName: 'Coffee',
            detailId: null,
            restaurantId: r.id,
            values: values({ language: 'id', fields: 'description' }),
          },
          {
            rule: 'UNTRANSLATED',
            resource: 'menu_categories',
            recordId: r.categoryId,
            recordName: 'Mains',
            detailId: null,
            restaurantId: r.id,
            values: values({ language: 'id', fields: 'name' }),
          },
          {
            rule: 'UNTRANSLATED',
            resource: 'menus',
            recordId: nameless,
            recordName: 'Tea',
            detailId: null,
            restaurantId: r.id,
            values: values({ language: 'id', fields: 'name' }),
          },
        ]);
      });
    });

    it('counts every problem of a rule but lists the first ones by name, and menuHealthCount says the same count', async () => {
      const r = await restaurant();
      const extra = MENU_HEALTH_PROBLEMS_PER_RULE + 5;
      await db()
        .insert(menus)
        .values(
          Array.from({ length: extra }, (_, i) => ({
            restaurantId: r.id,
            name: `Loose ${String(i).padStart(3, '0')}`,
            price: 3,
            orderTypes: ['DINE_IN' as const],
          })),
        );
      const answer = await health(r.id);
      expect(answer.count).toBe(extra);
      expect(answer.rules).toHaveLength(1);
      expect(answer.rules[0]).toMatchObject({ rule: 'NO_CATEGORY', count: extra });
      expect(answer.rules[0].problems.map((p) => p.recordName)).toEqual(
        Array.from({ length: MENU_HEALTH_PROBLEMS_PER_RULE }, (_, i) => `Loose ${String(i).padStart(3, '0')}`),
      );
      const count = await server().gql<{ menuHealthCount: number }>(
        'query ($id: ID!) { menuHealthCount(restaurantId: $id) }',
        { id: r.id },
        { token: superadmin },
      );
      expect(count.data?.menuHealthCount).toBe(extra);
    });

    describe("an ADMIN's reach", () => {
      const own = ADMIN.restaurantIds[0];
      const ask = async (query: string, id: unknown) =>
        server().gql(query, { id }, { token: await server().tokenFor(ADMIN.id) });

      it('reads its own restaurant', async () => {
        const response = await ask(HEALTH, own);
        expect(response.errors).toBeUndefined();
        expect(response.data).toMatchObject({ menuHealth: { restaurantId: own } });
      });

      for (const [label, id] of [
        ["another restaurant's", UNOWNED_RESTAURANT_ID],
        ['a guessed', randomUUID()],
        ['a malformed', 'not-a-uuid'],
      ] as const) {
        it(`is answered NOT_FOUND for ${label} id, problems and count alike`, async () => {
          for (const query of [HEALTH, 'query ($id: ID!) { menuHealthCount(restaurantId: $id) }']) {
            const response = await ask(query, id);
            expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
            expect(response.data ?? null).toBeNull();
          }
        });
      }

      it('cannot open the platform view', async () => {
        const response = await ask('query { menuHealthOverview { total } }', null);
        expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      });
    });

    it('gives super admins every restaurant by number of problems, most first, a page at a time', async () => {
      const sick = await restaurant({ name: 'Zz Sick Place' });
      await sick.menu('Loose One', { categoryId: null });
      await sick.menu('Loose Two', { categoryId: null });
      const query =
        'query ($page: Int, $perPage: Int) { menuHealthOverview(page: $page, perPage: $perPage) { total restaurants { restaurantId restaurantName count } } }';
      type Overview = {
        menuHealthOverview: {
          total: number;
          restaurants: { restaurantId: string; restaurantName: string; count: number }[];
        };
      };
      const all = (await server().gql<Overview>(query, { perPage: 100 }, { token: superadmin })).data
        ?.menuHealthOverview;
      const counts = all?.restaurants.map((row) => row.count) ?? [];
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(all?.restaurants.find((row) => row.restaurantId === sick.id)).toEqual({
        restaurantId: sick.id,
        restaurantName: 'Zz Sick Place',
        count: 2,
      });
      const second = (await server().gql<Overview>(query, { page: 1, perPage: 1 }, { token: superadmin })).data
        ?.menuHealthOverview;
      expect(second).toEqual({ total: all?.total, restaurants: [all?.restaurants[1]] });
    });

    it('super admins asking at once share one computation: nineteen pages cost the statements of about one, and tile the list', async () => {
      const query =
        'query ($page: Int, $perPage: Int) { menuHealthOverview(page: $page, perPage: $perPage) { total restaurants { restaurantId } } }';
      type Overview = { menuHealthOverview: { total: number; restaurants: { restaurantId: string }[] } };
      const page = async (number: number, perPage = 1) =>
        (await server().gql<Overview>(query, { page: number, perPage }, { token: superadmin })).data
          ?.menuHealthOverview;
      const statementsOf = async <T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> => {
        let statements = 0;
        const stop = watchStatements(() => void (statements += 1));
        try {
          return { result: await work(), statements };
        } finally {
          stop();
        }
      };
      const one = await statementsOf(() => page(0, 100));
      const nineteen = await statementsOf(() => Promise.all(Array.from({ length: 19 }, (_, number) => page(number))));
      // Apart, nineteen computations would send nineteen times one's statements.
      expect(nineteen.statements).toBeLessThan(one.statements * 4);
      const tiled = nineteen.result.flatMap((overview) => overview?.restaurants ?? []);
      expect(tiled).toEqual(one.result?.restaurants.slice(0, 19));
    });
  },
  { now: () => clock },
);
