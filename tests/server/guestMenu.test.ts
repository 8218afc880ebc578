/**
 * guestMenu: the page behind a restaurant's QR codes reads, without a token, only what a guest may
 * see — offered items of visible categories (sold out marked by the server clock), active packages
 * with their offered choices, hours and the open state — and nothing for an unknown slug.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  menuCategories,
  menuOptionGroups,
  menuOptions,
  menus,
  packageMenuGroups,
  packageMenus,
  restaurants,
} from '../../src/server/db/schema';
import { GUEST_MENU_LIMITS, GUEST_MENU_RATE } from '../../src/server/graphql/resources/menuSupport/guestMenu';
import { ADMIN, DEMO_RESTAURANT_IDS } from './support/demo';
import { menuRows } from './support/menuRows';
import { describeOnEachDatabase } from './support/testServer';

const HOUR = 3_600_000;
const NOON = new Date('2031-03-05T10:30:00.000Z'); // 17:30 in Jakarta
/** The server's clock, which a test may move. */
let clock = NOON;
const OWN = DEMO_RESTAURANT_IDS.warungNusantara;

const GUEST_MENU = `query ($slug: String!) { guestMenu(slug: $slug) {
  name slug currency openNow todayHours { day allDay } openingHours { day }
  categories { id name items { id name price imageUrl soldOut optionGroups { name options { name price } } } }
  packages { id name price soldOut groups { name min max choiceIds } }
} }`;

interface GuestItem {
  id: string;
  name: string;
  soldOut: boolean;
  optionGroups: { name: string; options: { name: string; price: number }[] }[];
}
interface GuestMenu {
  name: string;
  currency: string;
  openNow: boolean;
  todayHours: { day: number; allDay: boolean | null }[];
  categories: { id: string | null; name: string | null; items: GuestItem[] }[];
  packages: { id: string; name: string; soldOut: boolean; groups: { name: string; choiceIds: string[] }[] }[];
}

describeOnEachDatabase(
  'guestMenu',
  (server) => {
    const rows = menuRows(server);
    const db = () => server().server.database.db;
    const read = async (slug = 'warung-nusantara', from = '192.0.2.1') => {
      const response = await server().gql<{ guestMenu: GuestMenu | null }>(
        GUEST_MENU,
        { slug },
        { headers: { 'x-forwarded-for': from } },
      );
      expect(response.errors).toBeUndefined();
      return response.data?.guestMenu ?? null;
    };
    /**
     * Restaurant settings written around the API, announced as the API announces its writes (guests' menus are kept a
     * second).
     */
    const setRestaurant = async (values: Partial<typeof restaurants.$inferInsert>) => {
      await db().update(restaurants).set(values).where(eq(restaurants.id, OWN));
      server().server.tableWrites.written('restaurants', [OWN]);
    };
    const ids = {
      shown: '',
      hiddenItem: '',
      inactive: '',
      inHiddenCategory: '',
      soldOut: '',
      backOnSale: '',
      uncategorized: '',
      category: '',
      hiddenCategory: '',
      package: '',
      draftPackage: '',
      soldOutPackage: '',
    };

    beforeAll(async () => {
      ids.category = await rows.category(OWN, 'Guest specials');
      ids.hiddenCategory = await rows.category(OWN, 'Staff meals');
      await db().update(menuCategories).set({ hidden: true }).where(eq(menuCategories.id, ids.hiddenCategory));
      const inCategory = { categoryId: ids.category };
      ids.shown = await rows.menu(OWN, { ...inCategory, price: 25000 }, 'Guest Satay');
      ids.hiddenItem = await rows.menu(OWN, { ...inCategory, hidden: true }, 'Secret Sambal');
      ids.inactive = await rows.menu(OWN, { ...inCategory, status: 'DRAFT' }, 'Draft Dish');
      ids.soldOut = await rows.menu(
        OWN,
        { ...inCategory, soldOutUntil: new Date(clock.getTime() + HOUR) },
        'Gone Gado-Gado',
      );
      ids.backOnSale = await rows.menu(
        OWN,
        { ...inCategory, soldOutUntil: new Date(clock.getTime() - HOUR) },
        'Back Bakso',
      );
      ids.inHiddenCategory = await rows.menu(OWN, { categoryId: ids.hiddenCategory }, 'Staff Rice');
      ids.uncategorized = await rows.menu(OWN, {}, 'Loose Lumpia');
      const [pkg, draft, soldOutPackage] = await db()
        .insert(packageMenus)
        .values([
          { restaurantId: OWN, name: 'Guest Lunch Set', price: 50000 },
          { restaurantId: OWN, name: 'Unfinished Set', price: 1, status: 'DRAFT' },
          { restaurantId: OWN, name: 'Gado Set', price: 30000 },
        ])
        .returning({ id: packageMenus.id });
      [ids.package, ids.draftPackage, ids.soldOutPackage] = [pkg.id, draft.id, soldOutPackage.id];
      await db()
        .insert(packageMenuGroups)
        .values([
          { packageMenuId: pkg.id, name: 'Main', min: 1, max: 1, menuIds: [ids.shown, ids.hiddenItem, ids.soldOut] },
          { packageMenuId: soldOutPackage.id, name: 'Main', min: 1, max: 1, menuIds: [ids.soldOut, ids.hiddenItem] },
        ]);
    });

    it('answers without a token: the restaurant, its visible categories and the items offered in them, and nothing hidden', async () => {
      const menu = await read();
      expect(menu).toMatchObject({ name: 'Warung Nusantara', currency: 'Rp.' });
      const specials = menu?.categories.find((c) => c.id === ids.category);
      expect(specials?.items.map((item) => item.name)).toEqual(['Guest Satay', 'Gone Gado-Gado', 'Back Bakso']);
      expect(specials?.items[0]).toMatchObject({ price: 25000, soldOut: false });
      expect(menu?.categories.some((c) => c.id === ids.hiddenCategory)).toBe(false);
      expect(menu?.categories.at(-1)).toMatchObject({
        id: null,
        name: null,
        items: [expect.objectContaining({ id: ids.uncategorized })],
      });
      const answer = JSON.stringify(menu);
      for (const absent of [ids.hiddenItem, ids.inactive, ids.inHiddenCategory, ids.draftPackage, OWN])
        expect(answer).not.toContain(absent);
      expect(answer).not.toMatch(/Secret Sambal|Draft Dish|Staff|Unfinished Set/);
      // The demo items of the restaurant are there too, each with its option groups.
      expect(menu?.categories.flatMap((c) => c.items).find((item) => item.name === 'Nasi Goreng')).toMatchObject({
        optionGroups: expect.arrayContaining([expect.objectContaining({ name: 'Spice level' })]),
      });
    });

    it('marks an item sold out until its time by the server clock', async () => {
      const items = (await read())?.categories.flatMap((c) => c.items) ?? [];
      expect(items.find((item) => item.id === ids.soldOut)?.soldOut).toBe(true);
      expect(items.find((item) => item.id === ids.backOnSale)?.soldOut).toBe(false);
    });

    it('lists active packages with only the offered choices of their groups, sold out when a group has too few on sale', async () => {
      const packages = (await read())?.packages ?? [];
      expect(packages.find((p) => p.id === ids.package)).toMatchObject({
        name: 'Guest Lunch Set',
        soldOut: false,
        groups: [{ name: 'Main', choiceIds: [ids.shown, ids.soldOut] }],
      });
      expect(packages.find((p) => p.id === ids.soldOutPackage)).toMatchObject({
        name: 'Gado Set',
        soldOut: true,
        groups: [{ name: 'Main', choiceIds: [ids.soldOut] }],
      });
    });

    it('says whether the restaurant is open now and what its hours are today', async () => {
      const today = 3; // Wednesday, in Jakarta as in UTC at NOON
      await setRestaurant({
        openingHours: [
          { day: today, start: '00:00', end: '00:00', allDay: true },
          { day: (today + 1) % 7, start: '09:00', end: '17:00' },
        ],
      });
      expect(await read()).toMatchObject({ openNow: true, todayHours: [{ day: today, allDay: true }] });
      await setRestaurant({ openingHours: [{ day: (today + 1) % 7, start: '09:00', end: '17:00' }] });
      expect(await read()).toMatchObject({ openNow: false, todayHours: [] });
    });

    it("reads open now and today's hours on the restaurant's clock: Warung Nusantara (Jakarta, 09:00–23:00) is closed at 02:49 there, 19:49 UTC the day before", async () => {
      const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '09:00', end: '23:00', allDay: false }));
      await setRestaurant({ timeZone: 'Asia/Jakarta', openingHours: everyDay });
      try {
        clock = new Date('2031-03-05T19:49:00.000Z'); // Wednesday 19:49 UTC = Thursday 02:49 in Jakarta
        expect(await read()).toMatchObject({ openNow: false, todayHours: [{ day: 4, allDay: false }] });
        clock = new Date('2031-03-06T02:00:00.000Z'); // Thursday 09:00 in Jakarta
        expect(await read()).toMatchObject({ openNow: true, todayHours: [{ day: 4, allDay: false }] });
        clock = new Date('2031-03-06T16:00:00.000Z'); // Thursday 23:00 in Jakarta: just closed
        expect(await read()).toMatchObject({ openNow: false });
      } finally {
        clock = NOON;
      }
    });

    it("shows an admin's change at once: a crowd shares one read of the menu, and a write through the API drops it", async () => {
      const before = await Promise.all(
        Array.from({ length: 20 }, (_, i) => read('warung-nusantara', `192.0.2.${100 + i}`)),
      );
      expect(new Set(before.map((menu) => JSON.stringify(menu))).size).toBe(1);
      const token = await server().tokenFor(ADMIN.id);
      const marked = await server().gql(
        'mutation ($ids: [ID!]!) { setMenuAvailability(ids: $ids, available: false, soldOutFor: DAY) { id } }',
        { ids: [ids.shown] },
        { token },
      );
      expect(marked.errors).toBeUndefined();
      const items = (await read())?.categories.flatMap((c) => c.items) ?? [];
      expect(items.find((item) => item.id === ids.shown)?.soldOut).toBe(true);
      const restored = await server().gql(
        'mutation ($ids: [ID!]!) { setMenuAvailability(ids: $ids, available: true) { id } }',
        { ids: [ids.shown] },
        { token },
      );
      expect(restored.errors).toBeUndefined();
      expect((await read())?.categories.flatMap((c) => c.items).find((item) => item.id === ids.shown)?.soldOut).toBe(
        false,
      );
    });

    it('answers null for an unknown slug, and for one no slug could be, without looking it up', async () => {
      expect(await read('no-such-restaurant')).toBeNull();
      expect(await read('x'.repeat(200_000))).toBeNull();
    });

    it(`answers at most ${GUEST_MENU_RATE.menus} menus per window to one client network, then says when to try again; other networks still get theirs`, async () => {
      const from = '203.0.113.7';
      for (let i = 0; i < GUEST_MENU_RATE.menus; i += 1) await read('no-such-restaurant', from);
      const refused = await server().gql(
        GUEST_MENU,
        { slug: 'warung-nusantara' },
        { headers: { 'x-forwarded-for': from } },
      );
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'RATE_LIMITED',
        retryAfterSeconds: expect.any(Number),
      });
      expect((await read('warung-nusantara', '198.51.100.9'))?.name).toBe('Warung Nusantara');
    });

    it(`holds at most ${GUEST_MENU_LIMITS.options.toLocaleString('en')} options however many the restaurant keeps`, async () => {
      const [big] = await db()
        .insert(restaurants)
        .values({ name: 'Option Maze', slug: 'option-maze', currency: 'Rp.' })
        .returning({ id: restaurants.id });
      const items = await db()
        .insert(menus)
        .values(Array.from({ length: 40 }, (_, i) => ({ restaurantId: big.id, name: `Maze ${i}`, price: 1000 })))
        .returning({ id: menus.id });
      const groups = await db()
        .insert(menuOptionGroups)
        .values(
          items.flatMap((item) =>
            Array.from({ length: 20 }, (_, g) => ({
              menuId: item.id,
              name: `Group ${g}`,
              min: 0,
              max: 1,
              position: g,
            })),
          ),
        )
        .returning({ id: menuOptionGroups.id });
      const options = groups.flatMap((group) =>
        Array.from({ length: 30 }, (_, o) => ({ groupId: group.id, name: `Option ${o}`, position: o })),
      );
      for (let start = 0; start < options.length; start += 5000)
        await db()
          .insert(menuOptions)
          .values(options.slice(start, start + 5000));
      const menu = await read('option-maze');
      const shown =
        menu?.categories
          .flatMap((c) => c.items)
          .flatMap((item) => item.optionGroups.flatMap((group) => group.options)) ?? [];
      expect(options.length).toBeGreaterThan(GUEST_MENU_LIMITS.options);
      expect(shown.length).toBe(GUEST_MENU_LIMITS.options);
    });
  },
  { now: () => clock },
);
