/**
 * Bulk edit: one field over selected rows in one call and one transaction, all or
 * nothing, within the bulk limit, with the validation, permissions and tenancy of a single update;
 * menu prices adjusted row by row (amount or percentage, rounded to the currency), restaurants
 * edited in bulk, users' roles within what the actor may grant; each row audited.
 */
import { eq, inArray } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { LIMITS } from '../../src/domain';
import { AuditTrail } from '../../src/server/audit/auditTrail';
import { DEMO_TAG_IDS } from '../../src/server/db/demo/catalogues';
import { menus, printerClasses, restaurants, restaurantTags, users } from '../../src/server/db/schema';
import { actors } from './support/actors';
import { ADMIN, DEMO_RESTAURANT_IDS, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { menuRows } from './support/menuRows';
import { describeOnEachDatabase } from './support/testServer';

const OWN = DEMO_RESTAURANT_IDS.warungNusantara; // ADMIN's, in Rp.
const OTHER = UNOWNED_RESTAURANT_ID; // in A$

const ADJUST =
  'mutation ($ids: [ID!]!, $amount: Float, $percent: Float) { adjustMenuPrices(ids: $ids, amount: $amount, percent: $percent) { id price } }';
const UPDATE_MENUS =
  'mutation ($ids: [ID!]!, $data: MenuInput!) { updateMenus(ids: $ids, data: $data) { id categoryId printerClassId } }';
const UPDATE_RESTAURANTS =
  'mutation ($ids: [ID!]!, $data: RestaurantInput!) { updateRestaurants(ids: $ids, data: $data) { id categoryId tagIds } }';
const AUDIT =
  'query ($recordId: String) { allAuditEntries(filter: { resource: "menus", recordId: $recordId }) { operation changes { field before after } } }';
const UPDATE_USERS =
  'mutation ($ids: [ID!]!, $data: UserInput!) { updateUsers(ids: $ids, data: $data) { id role active } }';

describeOnEachDatabase('bulk edit', (server) => {
  const { as, ok } = actors(server);
  const db = () => server().server.database.db;
  const rows = menuRows(server);
  const prices = async (ids: string[]) => {
    const stored = await db().select({ id: menus.id, price: menus.price }).from(menus).where(inArray(menus.id, ids));
    return ids.map((id) => stored.find((row) => row.id === id)?.price);
  };

  it('an ADMIN adds an amount to its menus: each gets its own new price', async () => {
    const ids = [await rows.menu(OWN, { price: 10000 }), await rows.menu(OWN, { price: 25000 })];
    const { adjustMenuPrices } = await ok<{ adjustMenuPrices: { id: string; price: number }[] }>(ADMIN, ADJUST, {
      ids,
      amount: 1500,
    });
    expect(Object.fromEntries(adjustMenuPrices.map((m) => [m.id, m.price]))).toEqual({
      [ids[0]]: 11500,
      [ids[1]]: 26500,
    });
    expect(await prices(ids)).toEqual([11500, 26500]);
    for (const [id, before, after] of [
      [ids[0], 10000, 11500],
      [ids[1], 25000, 26500],
    ] as const) {
      const { allAuditEntries } = await ok<{
        allAuditEntries: { operation: string; changes: { field: string; before: unknown; after: unknown }[] }[];
      }>(ADMIN, AUDIT, { recordId: id });
      expect(
        allAuditEntries
          .filter((entry) => entry.operation === 'adjustMenuPrices')
          .map((entry) => entry.changes.find((change) => change.field === 'price')),
      ).toEqual([{ field: 'price', before: String(before), after: String(after) }]); // the audit keeps values as text
    }
  });

  it("a percentage rounds to each restaurant's currency: whole rupiah, cents elsewhere", async () => {
    const rupiah = await rows.menu(OWN, { price: 10001 });
    const dollars = await rows.menu(OTHER, { price: 10.99 });
    await ok(SUPERADMIN, ADJUST, { ids: [rupiah, dollars], percent: 7.5 });
    expect(await prices([rupiah, dollars])).toEqual([10751, 11.81]); // 10751.075 and 11.81425
    await ok(SUPERADMIN, ADJUST, { ids: [rupiah, dollars], percent: -100 });
    expect(await prices([rupiah, dollars])).toEqual([0, 0]);
  });

  it('a price that would fall below 0 refuses the whole call, naming the menu, and writes nothing', async () => {
    const ids = [
      await rows.menu(OWN, { price: 50000 }),
      await rows.menu(OWN, { price: 1000 }),
      await rows.menu(OWN, { price: 80000 }),
    ];
    const response = await as(ADMIN, ADJUST, { ids, amount: -2000 });
    expect(response.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { price: 'validation.minValue' },
      rowId: ids[1],
    });
    expect(await prices(ids)).toEqual([50000, 1000, 80000]);
  });

  it('every menu the change would refuse is named, not only the first', async () => {
    const ids = [
      await rows.menu(OWN, { price: 1000 }),
      await rows.menu(OWN, { price: 50000 }),
      await rows.menu(OWN, { price: 1500 }),
    ];
    const response = await as(ADMIN, ADJUST, { ids, amount: -2000 });
    const refused = response.errors?.[0].extensions?.refusedRows as {
      rowId: string;
      fieldErrors: Record<string, string>;
    }[];
    expect(refused.map((row) => [row.rowId, row.fieldErrors.price])).toEqual([
      [ids[0], 'validation.minValue'],
      [ids[2], 'validation.minValue'],
    ]);
    expect(await prices(ids)).toEqual([1000, 50000, 1500]);
  });

  it('a Rupiah price keeps no cents, on every way a menu is written; other currencies keep two decimals', async () => {
    const [own, other] = [await rows.menu(OWN, { price: 1000 }), await rows.menu(OTHER, { price: 10 })];
    const whole = {
      code: 'BAD_USER_INPUT',
      fieldErrors: { price: 'validation.wholeAmount' },
      fieldErrorParams: { price: { attr: 'Price', currency: 'Rp.' } },
    };
    expect(
      (
        await as(ADMIN, 'mutation ($ids: [ID!]!) { updateMenus(ids: $ids, data: { price: 1.5 }) { id } }', {
          ids: [own],
        })
      ).errors?.[0].extensions,
    ).toMatchObject(whole);
    expect(
      (await as(ADMIN, 'mutation ($id: ID!) { updateMenu(id: $id, data: { price: 1000.25 }) { id } }', { id: own }))
        .errors?.[0].extensions,
    ).toMatchObject(whole);
    const created = await as(
      ADMIN,
      'mutation ($r: ID!) { createMenu(data: { restaurantId: $r, name: "Sen", price: 0.5 }) { id } }',
      { r: OWN },
    );
    expect(created.errors?.[0].extensions).toMatchObject(whole);
    const option = await as(
      ADMIN,
      'mutation ($id: ID!) { updateMenu(id: $id, data: { optionGroups: [{ name: "Size", min: 0, max: 1, options: [{ name: "Big", price: 2.5 }] }] }) { id } }',
      { id: own },
    );
    expect(option.errors?.[0].extensions?.fieldErrors).toEqual({
      'optionGroups.0.options.0.price': 'validation.wholeAmount',
    });
    expect(await prices([own])).toEqual([1000]);

    expect(
      (
        await as(SUPERADMIN, 'mutation ($id: ID!) { updateMenu(id: $id, data: { price: 10.555 }) { id } }', {
          id: other,
        })
      ).errors?.[0].extensions,
    ).toMatchObject({ fieldErrors: { price: 'validation.centsAmount' } });
    await ok(SUPERADMIN, 'mutation ($id: ID!) { updateMenu(id: $id, data: { price: 10.55 }) { id } }', { id: other });
    expect(await prices([other])).toEqual([10.55]);
  });

  it('amount or percentage, exactly one', async () => {
    const ids = [await rows.menu(OWN)];
    expect((await as(ADMIN, ADJUST, { ids })).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { amount: 'validation.required' },
    });
    expect((await as(ADMIN, ADJUST, { ids, amount: 1, percent: 1 })).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { percent: 'validation.invalid' },
    });
    expect(await prices(ids)).toEqual([10]);
  });

  it("an ADMIN cannot include another restaurant's menu: NOT_FOUND, and its own menus are unchanged too", async () => {
    const own = await rows.menu(OWN, { price: 5000 });
    const other = await rows.menu(OTHER, { price: 7 });
    const category = await rows.category(OWN);
    for (const [query, variables] of [
      [ADJUST, { ids: [own, other], amount: 100 }],
      [UPDATE_MENUS, { ids: [own, other], data: { categoryId: category } }],
    ] as const) {
      const response = await as(ADMIN, query, variables);
      expect(response.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await prices([own, other])).toEqual([5000, 7]);
    const [stored] = await db().select({ categoryId: menus.categoryId }).from(menus).where(eq(menus.id, own));
    expect(stored.categoryId).toBeNull();
  });

  it(`at most ${LIMITS.bulk} rows in one call`, async () => {
    const ids: string[] = Array.from({ length: LIMITS.bulk + 1 }, () => crypto.randomUUID());
    ids[0] = await rows.menu(OWN, { price: 3000 });
    for (const [query, variables] of [
      [ADJUST, { ids, amount: 1 }],
      [UPDATE_MENUS, { ids, data: { hidden: true } }],
      [UPDATE_RESTAURANTS, { ids, data: { tagIds: [] } }],
    ] as const) {
      const response = await as(SUPERADMIN, query, variables);
      expect(response.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { ids: 'validation.maxSelected' },
      });
    }
    expect(await prices([ids[0]])).toEqual([3000]);
  });

  it('a list over the limit is refused on its field before the audit reads any of its records', async () => {
    // Near as many ids as a 1 MB request holds: each would have been read (with its child rows) before the refusal.
    const ids: string[] = Array.from({ length: 20_000 }, () => crypto.randomUUID());
    const track = vi.spyOn(AuditTrail.prototype, 'track');
    try {
      for (const [query, variables] of [
        [ADJUST, { ids, amount: 1 }],
        [UPDATE_MENUS, { ids, data: { hidden: true } }],
        ['mutation ($ids: [ID!]!) { deleteTags(ids: $ids) { id } }', { ids }],
        ['mutation ($ids: [ID!]!) { setMenuAvailability(ids: $ids, available: true) { id } }', { ids }],
        [UPDATE_USERS, { ids, data: { active: true } }],
      ] as const) {
        const response = await as(SUPERADMIN, query, variables);
        expect(response.errors?.[0].extensions, query).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: { ids: 'validation.maxSelected' },
        });
      }
      expect(track).not.toHaveBeenCalled();
    } finally {
      track.mockRestore();
    }
  });

  it('the category and printer class set on many menus must be of their restaurant, the refused row named', async () => {
    const own = [await rows.menu(OWN), await rows.menu(OWN)];
    const [printer] = await db()
      .insert(printerClasses)
      .values({ restaurantId: OWN, name: 'Bulk kitchen', destination: 'Kitchen', copies: 1 })
      .returning({ id: printerClasses.id });
    server().server.tableWrites.written('printer_classes');
    const category = await rows.category(OWN);
    const { updateMenus } = await ok<{ updateMenus: { categoryId: string; printerClassId: string }[] }>(
      ADMIN,
      UPDATE_MENUS,
      { ids: own, data: { categoryId: category, printerClassId: printer.id } },
    );
    expect(updateMenus.map((m) => [m.categoryId, m.printerClassId])).toEqual([
      [category, printer.id],
      [category, printer.id],
    ]);
    const foreign = await rows.menu(OTHER);
    const response = await as(SUPERADMIN, UPDATE_MENUS, {
      ids: [own[0], foreign],
      data: { printerClassId: null, categoryId: category },
    });
    expect(response.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { categoryId: 'validation.unknownValue' },
      rowId: foreign,
    });
    const stored = await db()
      .select({ categoryId: menus.categoryId, printerClassId: menus.printerClassId })
      .from(menus)
      .where(eq(menus.id, own[0]));
    expect(stored).toEqual([{ categoryId: category, printerClassId: printer.id }]);
  });

  it('a super admin sets the category and tags of many restaurants at once', async () => {
    const { allRestoCategories } = await ok<{ allRestoCategories: { id: string }[] }>(
      SUPERADMIN,
      'query { allRestoCategories(perPage: 1) { id } }',
    );
    const ids = [DEMO_RESTAURANT_IDS.kopiKita, DEMO_RESTAURANT_IDS.harbourBistro];
    const tagIds = [DEMO_TAG_IDS.Halal];
    const { updateRestaurants } = await ok<{
      updateRestaurants: { id: string; categoryId: string; tagIds: string[] }[];
    }>(SUPERADMIN, UPDATE_RESTAURANTS, { ids, data: { categoryId: allRestoCategories[0].id, tagIds } });
    expect(updateRestaurants.map((r) => [r.categoryId, r.tagIds])).toEqual([
      [allRestoCategories[0].id, tagIds],
      [allRestoCategories[0].id, tagIds],
    ]);
    const links = await db().select().from(restaurantTags).where(inArray(restaurantTags.restaurantId, ids));
    expect(links).toHaveLength(2);
  });

  it('an ADMIN edits in bulk only its own restaurants, as it edits one: another among them is NOT_FOUND and nothing is written', async () => {
    const before = await db()
      .select({ id: restaurants.id, categoryId: restaurants.categoryId })
      .from(restaurants)
      .where(inArray(restaurants.id, [OWN, OTHER]));
    const { allRestoCategories } = await ok<{ allRestoCategories: { id: string }[] }>(
      SUPERADMIN,
      'query { allRestoCategories(perPage: 100) { id } }',
    );
    const unused =
      allRestoCategories.find(({ id }) => !before.some((r) => r.categoryId === id)) ?? allRestoCategories[0];
    const response = await as(ADMIN, UPDATE_RESTAURANTS, { ids: [OWN, OTHER], data: { categoryId: unused.id } });
    expect(response.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await db()
        .select({ id: restaurants.id, categoryId: restaurants.categoryId })
        .from(restaurants)
        .where(inArray(restaurants.id, [OWN, OTHER])),
    ).toEqual(before);
    await ok(ADMIN, UPDATE_RESTAURANTS, { ids: [OWN], data: { categoryId: unused.id } });
  });

  it('an ADMIN changes the role of its staff in bulk, never to SUPERADMIN, never its own', async () => {
    const { allUsers } = await ok<{ allUsers: { id: string; role: string }[] }>(
      ADMIN,
      'query ($filter: UserFilter) { allUsers(perPage: 100, filter: $filter) { id role } }',
      { filter: { restaurantId: OWN } },
    );
    const staff = allUsers.filter((u) => u.role === 'CASHIER' || u.role === 'WAITER').map((u) => u.id);
    expect(staff.length).toBeGreaterThanOrEqual(2);
    const rolesOf = async (ids: string[]) =>
      (await db().select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, ids))).sort((a, b) =>
        a.id.localeCompare(b.id),
      );
    const before = await rolesOf(staff);

    const refused = await as(ADMIN, UPDATE_USERS, { ids: staff, data: { role: 'SUPERADMIN' } });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    const withSelf = await as(ADMIN, UPDATE_USERS, { ids: [...staff, ADMIN.id], data: { role: 'MANAGER' } });
    expect(withSelf.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.ownAccount' });
    expect(await rolesOf(staff)).toEqual(before);

    const { updateUsers } = await ok<{ updateUsers: { role: string }[] }>(ADMIN, UPDATE_USERS, {
      ids: staff,
      data: { role: 'MANAGER' },
    });
    expect(updateUsers.every((u) => u.role === 'MANAGER')).toBe(true);
    for (const { id, role } of before) await db().update(users).set({ role }).where(eq(users.id, id));
    server().server.tableWrites.written('users');
  });
});
