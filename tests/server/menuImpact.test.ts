/**
 * Impact preview: `menuImpact` answers what hiding, deactivating, selling out or
 * deleting menus, deleting options or option groups, or hiding or deleting a category would
 * affect, and writes nothing. Each kind of effect on a restaurant of its own; copies made by
 * duplication, seen only within the viewer's restaurants; tenancy (another restaurant's ids are
 * NOT_FOUND, whatever else the call names) and the bounds of one call.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENU_IMPACT_MAX_IDS, type MenuImpactChange as Change } from '../../src/domain';
import type { ImpactAnswer as Impact } from '../../src/admin/resources/menus/impact/impactQuery';
import {
  feedMenus,
  feeds,
  menuCategories,
  menuOptionGroups,
  menuOptions,
  menus,
  packageMenuGroups,
  packageMenus,
  promoRestaurants,
  promos,
  restaurants,
} from '../../src/server/db/schema';
import { actors } from './support/actors';
import { MULTI_ADMIN, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const HOUR = 3_600_000;
const clock = new Date('2031-03-05T10:30:00.000Z');
const past = new Date(clock.getTime() - HOUR);
const later = new Date(clock.getTime() + HOUR);

const IMPACT = `query ($changes: [MenuImpactChange!]!) { menuImpact(changes: $changes) {
  restaurantId
  problemCount problems { rule resource recordId recordName detailId restaurantId values { name value } }
  menuCount featuredCount menus { id name featured }
  feedCount feeds { id title status menuIds }
  promoCount promos { id title status }
  copyCount copies { id name sourceMenuId restaurantId restaurantName }
  packageGroupCount packageGroups { packageId packageName group min available atMinimum }
} }`;
const DUPLICATE = 'mutation ($input: MenuDuplicationInput!) { duplicateMenus(input: $input) { restaurantId created } }';

type MenuInsert = Partial<typeof menus.$inferInsert>;
const values = (entries: Record<string, string | number>) =>
  Object.entries(entries).map(([name, value]) => ({ name, value: String(value) }));

describeOnEachDatabase(
  'menu impact',
  (server) => {
    const { as, ok } = actors(server);
    const db = () => server().server.database.db;
    let serial = 0;

    const impact = async (changes: Change[], user = SUPERADMIN) =>
      (await ok<{ menuImpact: Impact }>(user, IMPACT, { changes })).menuImpact;
    const refusal = async (changes: Change[], user = SUPERADMIN) => {
      const response = await as(user, IMPACT, { changes });
      expect(response.data).toBeNull();
      const [error] = response.errors ?? [];
      return { code: error?.extensions?.code, message: error?.message, fieldErrors: error?.extensions?.fieldErrors };
    };

    /**
     * A restaurant of its own (a plan selling every type, one language) with one category and a healthy menu in it:
     * nothing is wrong with it.
     */
    async function restaurant() {
      serial += 1;
      const [row] = await db()
        .insert(restaurants)
        .values({
          name: `Impact ${serial}`,
          slug: `impact-${serial}`,
          currency: 'S$',
          orderPlan: 'GLOBAL',
          primaryLanguage: 'en',
        })
        .returning({ id: restaurants.id });
      const [category] = await db()
        .insert(menuCategories)
        .values({ restaurantId: row.id, name: 'Mains' })
        .returning({ id: menuCategories.id });
      const menu = (name: string, extra: MenuInsert = {}) =>
        addMenu(row.id, name, { categoryId: category.id, ...extra });
      await menu('Healthy Rice');
      return { id: row.id, categoryId: category.id, menu };
    }

    async function addMenu(restaurantId: string, name: string, extra: MenuInsert = {}) {
      const [row] = await db()
        .insert(menus)
        .values({ restaurantId, name, price: 12, orderTypes: ['DINE_IN'], ...extra })
        .returning({ id: menus.id });
      return row.id;
    }

    /** An active package of `restaurantId` whose one group needs `min` of `menuIds`. */
    async function lunchSet(restaurantId: string, menuIds: string[], min = 1, name = 'Lunch Set') {
      const [pkg] = await db()
        .insert(packageMenus)
        .values({ restaurantId, name, price: 20 })
        .returning({ id: packageMenus.id });
      const [group] = await db()
        .insert(packageMenuGroups)
        .values({ packageMenuId: pkg.id, name: 'Main', min, max: min, menuIds })
        .returning({ id: packageMenuGroups.id });
      return { id: pkg.id, groupId: group.id };
    }

    const unsatisfiable = (restaurantId: string, pkg: { id: string; groupId: string }, min = 1) => ({
      rule: 'PACKAGE_GROUP_UNSATISFIABLE',
      resource: 'package_menus',
      recordId: pkg.id,
      recordName: 'Lunch Set',
      detailId: pkg.groupId,
      restaurantId,
      values: values({ group: 'Main', min, available: 0 }),
    });

    describe('package menus', () => {
      it('hiding, deactivating, selling out (any duration) or deleting the only menu of a required package group makes the package unorderable; nothing is written', async () => {
        const r = await restaurant();
        const curry = await r.menu('Only Curry');
        const pkg = await lunchSet(r.id, [curry]);
        for (const kind of ['HIDE_MENU', 'DEACTIVATE_MENU', 'SELL_OUT_MENU', 'DELETE_MENU'] as const) {
          const answer = await impact([{ kind, ids: [curry] }]);
          expect(answer.restaurantId).toBe(r.id);
          expect(answer.problems, kind).toEqual([unsatisfiable(r.id, pkg)]);
          expect(answer.problemCount).toBe(1);
          expect(answer.menus).toEqual([{ id: curry, name: 'Only Curry', featured: false }]);
        }
        const [stored] = await db().select().from(menus).where(eq(menus.id, curry));
        expect(stored).toMatchObject({ hidden: false, status: 'ACTIVE', soldOutUntil: null });
      });

      it('a group that keeps enough orderable menus, or a package already unorderable, is no new problem', async () => {
        const r = await restaurant();
        const [curry, soup] = [await r.menu('Curry'), await r.menu('Soup')];
        await lunchSet(r.id, [curry, soup]);
        expect((await impact([{ kind: 'HIDE_MENU', ids: [curry] }])).problems).toEqual([]);
        const r2 = await restaurant();
        const [gone, stew] = [await r2.menu('Gone', { hidden: true }), await r2.menu('Stew')];
        await lunchSet(r2.id, [gone, stew], 2);
        expect((await impact([{ kind: 'SELL_OUT_MENU', ids: [stew] }])).problems).toEqual([]);
      });

      it('a required group that loses a choice but keeps enough is listed with what is left (at its minimum first); an optional group is not', async () => {
        const r = await restaurant();
        const [curry, soup, stew, tea, juice] = [
          await r.menu('Curry'),
          await r.menu('Soup'),
          await r.menu('Stew'),
          await r.menu('Tea'),
          await r.menu('Juice'),
        ];
        const family = await lunchSet(r.id, [curry, soup, stew], 2, 'Family set');
        const box = await lunchSet(r.id, [curry, soup, stew], 1, 'Rice box');
        await db()
          .insert(packageMenuGroups)
          .values({ packageMenuId: box.id, name: 'Drink', min: 0, max: 1, menuIds: [curry, tea, juice] });
        const answer = await impact([{ kind: 'HIDE_MENU', ids: [curry] }]);
        expect(answer.problems).toEqual([]);
        expect(answer.packageGroupCount).toBe(2);
        expect(answer.packageGroups).toEqual([
          { packageId: family.id, packageName: 'Family set', group: 'Main', min: 2, available: 2, atMinimum: true },
          { packageId: box.id, packageName: 'Rice box', group: 'Main', min: 1, available: 2, atMinimum: false },
        ]);
        // One more gone leaves the Family set short: that is a problem, and no longer a thinned group.
        const worse = await impact([{ kind: 'HIDE_MENU', ids: [curry, soup] }]);
        expect(worse.problems.map((p) => p.recordName)).toEqual(['Family set']);
        expect(worse.packageGroups).toEqual([
          { packageId: box.id, packageName: 'Rice box', group: 'Main', min: 1, available: 1, atMinimum: true },
        ]);
      });

      it('hiding a category takes its menus along: the package is named, and the menus guests can no longer order are counted', async () => {
        const r = await restaurant();
        const [desserts] = await db()
          .insert(menuCategories)
          .values({ restaurantId: r.id, name: 'Desserts' })
          .returning({ id: menuCategories.id });
        const cake = await r.menu('Cake', { categoryId: desserts.id });
        const pie = await r.menu('Pie', { categoryId: desserts.id });
        const pkg = await lunchSet(r.id, [cake]);
        const answer = await impact([{ kind: 'HIDE_CATEGORY', ids: [desserts.id] }]);
        expect(answer.problems).toEqual([unsatisfiable(r.id, pkg)]);
        expect(answer.menuCount).toBe(2);
        expect(answer.menus.map((menu) => menu.id)).toEqual([cake, pie]);
      });
    });

    describe('featured menus and feed posts', () => {
      it('a featured menu hidden is listed (featured first) with the problem Menu health would report; sold out, it is listed without one', async () => {
        const r = await restaurant();
        const special = await r.menu('Special', { featured: true });
        const plain = await r.menu('Plain');
        const hidden = await impact([{ kind: 'HIDE_MENU', ids: [plain, special] }]);
        expect(hidden.menus).toEqual([
          { id: special, name: 'Special', featured: true },
          { id: plain, name: 'Plain', featured: false },
        ]);
        expect(hidden.featuredCount).toBe(1);
        expect(hidden.problems).toEqual([
          {
            rule: 'FEATURED_NOT_OFFERED',
            resource: 'menus',
            recordId: special,
            recordName: 'Special',
            detailId: null,
            restaurantId: r.id,
            values: values({ reason: 'HIDDEN' }),
          },
        ]);
        const soldOut = await impact([{ kind: 'SELL_OUT_MENU', ids: [special] }]);
        expect(soldOut).toMatchObject({ featuredCount: 1, problemCount: 0, problems: [] });
      });

      it('live and scheduled feed posts showing the menu are listed (drafts and expired posts show nothing); deleting it drops the link rather than breaking the post', async () => {
        const r = await restaurant();
        const curry = await r.menu('Feed Curry');
        const [live, scheduled, draft, expired] = await db()
          .insert(feeds)
          .values([
            { restaurantId: r.id, title: 'Try our curry', body: 'Hot', publishedAt: past },
            { restaurantId: r.id, title: 'Curry week', body: 'Soon', publishedAt: past, publishAt: later },
            { restaurantId: r.id, title: 'Draft post', body: 'Later' },
            { restaurantId: r.id, title: 'Old post', body: 'Gone', publishedAt: past, publishAt: past, expireAt: past },
          ])
          .returning({ id: feeds.id });
        await db()
          .insert(feedMenus)
          .values([live, scheduled, draft, expired].map((feed) => ({ feedId: feed.id, menuId: curry })));
        const hidden = await impact([{ kind: 'HIDE_MENU', ids: [curry] }]);
        expect(hidden.feeds).toEqual([
          { id: scheduled.id, title: 'Curry week', status: 'SCHEDULED', menuIds: [curry] },
          { id: live.id, title: 'Try our curry', status: 'LIVE', menuIds: [curry] },
        ]);
        expect(hidden.feedCount).toBe(2);
        expect(hidden.problems.map((problem) => [problem.rule, problem.recordId])).toEqual([
          ['FEED_LINKS_NOT_OFFERED', scheduled.id],
          ['FEED_LINKS_NOT_OFFERED', live.id],
        ]);
        const deleted = await impact([{ kind: 'DELETE_MENU', ids: [curry] }]);
        expect(deleted.feedCount).toBe(2);
        expect(deleted.problems).toEqual([]);
      });
    });

    describe('promos', () => {
      it("the restaurant's live and scheduled promos are listed once a menu is withdrawn (promos target restaurants, not items); withdrawing the last orderable menu leaves them nothing to order", async () => {
        const r = await restaurant();
        const [rice] = await db().select({ id: menus.id }).from(menus).where(eq(menus.restaurantId, r.id));
        const [live, draft] = await db()
          .insert(promos)
          .values([
            { title: 'Live Deal', body: 'Now', publishedAt: past },
            { title: 'Draft Deal', body: 'Never' },
          ])
          .returning({ id: promos.id });
        await db()
          .insert(promoRestaurants)
          .values([live, draft].map((promo) => ({ promoId: promo.id, restaurantId: r.id })));
        const satay = await r.menu('Satay');
        const one = await impact([{ kind: 'SELL_OUT_MENU', ids: [satay] }]);
        expect(one).toMatchObject({
          promoCount: 1,
          promos: [{ id: live.id, title: 'Live Deal', status: 'LIVE' }],
          problems: [],
        });
        const all = await impact([{ kind: 'HIDE_MENU', ids: [satay, rice.id] }]);
        expect(all.problems).toEqual([
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
    });

    describe('options', () => {
      it("deleting an option or a whole group changes no menu's availability, but can leave a problem: a group asking for more than it offers, an item priced 0", async () => {
        const r = await restaurant();
        const noodles = await r.menu('Noodles', { price: 0 });
        const [sizes, toppings] = await db()
          .insert(menuOptionGroups)
          .values([
            { menuId: noodles, name: 'Size', min: 1, max: 1 },
            { menuId: noodles, name: 'Toppings', min: 1, max: 2, position: 1 },
          ])
          .returning({ id: menuOptionGroups.id });
        const [large, egg, tofu] = await db()
          .insert(menuOptions)
          .values([
            { groupId: sizes.id, name: 'Large', price: 3 },
            { groupId: toppings.id, name: 'Egg', price: 0 },
            { groupId: toppings.id, name: 'Tofu', price: 0, position: 1 },
          ])
          .returning({ id: menuOptions.id });
        const noOptions = await impact([{ kind: 'DELETE_OPTION', ids: [egg.id, tofu.id] }]);
        expect(noOptions).toMatchObject({ menuCount: 0, menus: [], promos: [] });
        expect(noOptions.problems).toEqual([
          {
            rule: 'OPTION_GROUP_TOO_FEW_OPTIONS',
            resource: 'menus',
            recordId: noodles,
            recordName: 'Noodles',
            detailId: toppings.id,
            restaurantId: r.id,
            values: values({ group: 'Toppings', min: 1, options: 0 }),
          },
        ]);
        const unpriced = await impact([{ kind: 'DELETE_OPTION_GROUP', ids: [sizes.id] }]);
        expect(unpriced.problems).toEqual([
          {
            rule: 'PRICE_ZERO',
            resource: 'menus',
            recordId: noodles,
            recordName: 'Noodles',
            detailId: null,
            restaurantId: r.id,
            values: [],
          },
        ]);
        expect(
          await db()
            .select()
            .from(menuOptions)
            .where(inArray(menuOptions.id, [large.id, egg.id, tofu.id])),
        ).toHaveLength(3);
      });
    });

    describe('categories', () => {
      it('deleting a category that still holds menus is refused as its delete is; an empty one (or one emptied by the same change) affects nothing else', async () => {
        const r = await restaurant();
        expect(await refusal([{ kind: 'DELETE_CATEGORY', ids: [r.categoryId] }])).toMatchObject({
          code: 'CONFLICT',
          message: 'MenuCategory is still in use and cannot be deleted.',
        });
        const [empty] = await db()
          .insert(menuCategories)
          .values({ restaurantId: r.id, name: 'Empty' })
          .returning({ id: menuCategories.id });
        expect(await impact([{ kind: 'DELETE_CATEGORY', ids: [empty.id] }])).toMatchObject({
          problemCount: 0,
          menuCount: 0,
          feedCount: 0,
          promoCount: 0,
          copyCount: 0,
        });
        const menusOfCategory = await db()
          .select({ id: menus.id })
          .from(menus)
          .where(eq(menus.categoryId, r.categoryId));
        const emptied = await impact([
          { kind: 'DELETE_MENU', ids: menusOfCategory.map((menu) => menu.id) },
          { kind: 'DELETE_CATEGORY', ids: [r.categoryId] },
        ]);
        expect(emptied.menuCount).toBe(menusOfCategory.length);
      });
    });

    describe('copies made by menu duplication', () => {
      const [OWN, OWN_TOO] = MULTI_ADMIN.restaurantIds;
      beforeAll(async () => {
        const [{ currency }] = await db()
          .select({ currency: restaurants.currency })
          .from(restaurants)
          .where(eq(restaurants.id, OWN));
        await db()
          .update(restaurants)
          .set({ currency })
          .where(inArray(restaurants.id, [OWN_TOO, UNOWNED_RESTAURANT_ID]));
      });

      it('duplication records where each copy came from; an ADMIN sees the copies in its own restaurants only, a super admin every one', async () => {
        const source = await addMenu(OWN, `Copied Laksa ${randomUUID().slice(0, 8)}`);
        await ok(SUPERADMIN, DUPLICATE, {
          input: { menuIds: [source], targetRestaurantIds: [OWN_TOO, UNOWNED_RESTAURANT_ID] },
        });
        const copies = await db()
          .select({ id: menus.id, restaurantId: menus.restaurantId, sourceMenuId: menus.sourceMenuId })
          .from(menus)
          .where(eq(menus.sourceMenuId, source));
        expect(copies.map((copy) => copy.restaurantId).sort()).toEqual([OWN_TOO, UNOWNED_RESTAURANT_ID].sort());

        const seenByAdmin = await impact([{ kind: 'HIDE_MENU', ids: [source] }], MULTI_ADMIN);
        const ownCopy = copies.find((copy) => copy.restaurantId === OWN_TOO);
        expect(seenByAdmin.copyCount).toBe(1);
        expect(seenByAdmin.copies).toEqual([
          expect.objectContaining({ id: ownCopy?.id, sourceMenuId: source, restaurantId: OWN_TOO }),
        ]);
        expect(JSON.stringify(seenByAdmin)).not.toContain(UNOWNED_RESTAURANT_ID);

        const seenBySuperadmin = await impact([{ kind: 'HIDE_MENU', ids: [source] }]);
        expect(seenBySuperadmin.copyCount).toBe(2);
        expect(seenBySuperadmin.copies.map((copy) => copy.restaurantId).sort()).toEqual(
          [OWN_TOO, UNOWNED_RESTAURANT_ID].sort(),
        );
      });

      it("an ADMIN cannot read where a menu came from through the menus API (the source may be another restaurant's)", async () => {
        const response = await as(MULTI_ADMIN, 'query { allMenus(perPage: 1) { id sourceMenuId } }');
        expect(response.errors?.[0].message).toMatch(/sourceMenuId/);
      });
    });

    describe('tenancy', () => {
      const [OWN] = MULTI_ADMIN.restaurantIds;

      it("an ADMIN asking about another restaurant's menu, option, option group or category gets NOT_FOUND and nothing about it, alone or beside its own", async () => {
        const mine = await addMenu(OWN, `Mine ${randomUUID().slice(0, 8)}`);
        const theirs = await addMenu(UNOWNED_RESTAURANT_ID, `Theirs ${randomUUID().slice(0, 8)}`, { featured: true });
        await lunchSet(UNOWNED_RESTAURANT_ID, [theirs], 1, 'Their Secret Set');
        const [group] = await db()
          .insert(menuOptionGroups)
          .values({ menuId: theirs, name: 'Spice', min: 0, max: 1 })
          .returning({ id: menuOptionGroups.id });
        const [option] = await db()
          .insert(menuOptions)
          .values({ groupId: group.id, name: 'Hot' })
          .returning({ id: menuOptions.id });
        const [category] = await db()
          .insert(menuCategories)
          .values({ restaurantId: UNOWNED_RESTAURANT_ID, name: `Theirs ${randomUUID().slice(0, 8)}` })
          .returning({ id: menuCategories.id });
        const refused = [
          [{ kind: 'HIDE_MENU', ids: [theirs] }],
          [{ kind: 'SELL_OUT_MENU', ids: [mine, theirs] }],
          [
            { kind: 'HIDE_MENU', ids: [mine] },
            { kind: 'DELETE_MENU', ids: [theirs] },
          ],
          [{ kind: 'DELETE_OPTION_GROUP', ids: [group.id] }],
          [{ kind: 'DELETE_OPTION', ids: [option.id] }],
          [{ kind: 'HIDE_CATEGORY', ids: [category.id] }],
          [{ kind: 'DELETE_MENU', ids: [randomUUID()] }],
          [{ kind: 'HIDE_MENU', ids: ['not-an-id'] }],
        ] satisfies Change[][];
        for (const changes of refused) {
          const answer = await refusal(changes, MULTI_ADMIN);
          expect(answer.code, JSON.stringify(changes)).toBe('NOT_FOUND');
          expect(JSON.stringify(answer)).not.toContain('Their Secret Set');
        }
        expect((await impact([{ kind: 'HIDE_MENU', ids: [mine] }], MULTI_ADMIN)).restaurantId).toBe(OWN);
      });

      it('one call is about one restaurant', async () => {
        const [own, ownToo] = MULTI_ADMIN.restaurantIds;
        const a = await addMenu(own, `A ${randomUUID().slice(0, 8)}`);
        const b = await addMenu(ownToo, `B ${randomUUID().slice(0, 8)}`);
        expect(await refusal([{ kind: 'HIDE_MENU', ids: [a, b] }], MULTI_ADMIN)).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: { changes: 'validation.oneRestaurant' },
        });
      });
    });

    describe('bounds', () => {
      it(`names at least one id and at most ${MENU_IMPACT_MAX_IDS} in all, checked before anything is read`, async () => {
        const ids = Array.from({ length: MENU_IMPACT_MAX_IDS / 2 + 1 }, () => randomUUID());
        expect(
          await refusal([
            { kind: 'HIDE_MENU', ids },
            { kind: 'SELL_OUT_MENU', ids },
          ]),
        ).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { changes: 'validation.maxSelected' } });
        expect(await refusal([{ kind: 'HIDE_MENU', ids: [] }])).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: { changes: 'validation.minSelected' },
        });
      });
    });
  },
  { now: () => clock },
);
