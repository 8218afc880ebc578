/**
 * Package menus: groups over menus of the same restaurant (0 ≤ min ≤ max ≤ choices), warnings when a group cannot be
 * filled, tenancy.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { menus, packageMenuGroups, packageMenus } from '../../src/server/db/schema';
import { actors } from './support/actors';
import { ADMIN, DEMO_RESTAURANT_IDS, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { menuRows } from './support/menuRows';
import { describeOnEachDatabase } from './support/testServer';

const FIELDS =
  'id restaurantId name price imageUrl status groups { id name min max menuIds } warnings { groupId groupName min available }';
const CREATE = `mutation ($data: PackageMenuInput!) { createPackageMenu(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: PackageMenuInput!) { updatePackageMenu(id: $id, data: $data) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deletePackageMenu(id: $id) { id } }';
const GET = `query ($id: ID!) { PackageMenu(id: $id) { ${FIELDS} } }`;
const LIST = `query ($filter: PackageMenuFilter) { allPackageMenus(perPage: 100, filter: $filter) { ${FIELDS} } _allPackageMenusMeta(filter: $filter) { count } }`;
const CHOICES =
  'query ($restaurantId: ID!) { packageMenuChoices(restaurantId: $restaurantId) { id name price hidden soldOut } }';

type Group = { id?: string; name: string; min: number; max: number; menuIds: string[] };
type Warning = { groupId: string; groupName: string; min: number; available: number };
type PackageMenu = {
  id: string;
  restaurantId: string;
  name: string;
  price: number;
  status: string;
  groups: Group[];
  warnings: Warning[];
};

const OWN = DEMO_RESTAURANT_IDS.warungNusantara;
const OTHER = UNOWNED_RESTAURANT_ID;
const HOUR = 3_600_000;

describeOnEachDatabase('package menus', (server) => {
  const { as, ok } = actors(server);
  const rows = menuRows(server);
  const db = () => server().server.database.db;
  const stored = async () => ({
    packages: await db().select().from(packageMenus).orderBy(packageMenus.id),
    groups: await db().select().from(packageMenuGroups).orderBy(packageMenuGroups.id),
  });
  let serial = 0;
  const data = (groups: Group[], extra: Record<string, unknown> = {}) => ({
    restaurantId: OWN,
    name: `Package ${++serial}`,
    price: 50000,
    status: 'ACTIVE',
    groups,
    ...extra,
  });
  const create = async (groups: Group[], extra: Record<string, unknown> = {}, user = ADMIN) =>
    (await ok<{ createPackageMenu: PackageMenu }>(user, CREATE, { data: data(groups, extra) })).createPackageMenu;
  const fieldErrorsOf = async (groups: Group[]) => {
    const response = await as(ADMIN, CREATE, { data: data(groups) });
    return {
      code: response.errors?.[0].extensions?.code,
      fieldErrors: response.errors?.[0].extensions?.fieldErrors,
      params: response.errors?.[0].extensions?.fieldErrorParams,
    };
  };

  it('an ADMIN creates a package whose groups choose among its menus; the list shows each group with its min and max', async () => {
    const [rice, noodles, tea] = [await rows.menu(OWN), await rows.menu(OWN), await rows.menu(OWN)];
    const created = await create([
      { name: 'Main', min: 1, max: 1, menuIds: [rice, noodles] },
      { name: 'Drink', min: 0, max: 1, menuIds: [tea] },
    ]);
    expect(created).toMatchObject({ restaurantId: OWN, price: 50000, status: 'ACTIVE', warnings: [] });
    expect(created.groups.map(({ id: _, ...group }) => group)).toEqual([
      { name: 'Main', min: 1, max: 1, menuIds: [rice, noodles] },
      { name: 'Drink', min: 0, max: 1, menuIds: [tea] },
    ]);
    const listed = await ok<{ allPackageMenus: PackageMenu[] }>(ADMIN, LIST, { filter: { restaurantId: OWN } });
    expect(listed.allPackageMenus.find((p) => p.id === created.id)?.groups.map((g) => [g.name, g.min, g.max])).toEqual([
      ['Main', 1, 1],
      ['Drink', 0, 1],
    ]);
    // Groups that stay keep their ids; a group left out goes.
    const [main] = created.groups;
    const updated = (
      await ok<{ updatePackageMenu: PackageMenu }>(ADMIN, UPDATE, {
        id: created.id,
        data: { groups: [{ ...main, max: 2 }] },
      })
    ).updatePackageMenu;
    expect(updated.groups).toEqual([{ ...main, max: 2 }]);
    expect(
      (await db().select().from(packageMenuGroups).where(eq(packageMenuGroups.packageMenuId, created.id))).length,
    ).toBe(1);
  });

  it('0 ≤ min ≤ max ≤ number of choices, each message on its field; at least one group of at least one menu; nothing is written', async () => {
    const [a, b] = [await rows.menu(OWN), await rows.menu(OWN)];
    const before = await stored();
    expect(await fieldErrorsOf([{ name: 'Main', min: 2, max: 1, menuIds: [a, b] }])).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'groups.0.min': 'validation.maxValue' },
      params: { 'groups.0.min': { attr: 'Min', val: 1 } },
    });
    expect(await fieldErrorsOf([{ name: 'Main', min: 1, max: 3, menuIds: [a, b] }])).toMatchObject({
      fieldErrors: { 'groups.0.max': 'validation.maxSelected' },
      params: { 'groups.0.max': { obj: 'menus', count: 2 } }, // "maximum selected menus is 2"
    });
    expect(await fieldErrorsOf([{ name: 'Main', min: 3, max: 3, menuIds: [a, b] }])).toMatchObject({
      fieldErrors: { 'groups.0.max': 'validation.maxSelected', 'groups.0.menuIds': 'validation.minSelected' },
      params: { 'groups.0.menuIds': { obj: 'menus', count: 3 } }, // "select at least 3 menus"
    });
    expect(await fieldErrorsOf([{ name: ' ', min: -1, max: 0, menuIds: [] }])).toMatchObject({
      fieldErrors: {
        'groups.0.name': 'validation.required',
        'groups.0.min': 'validation.minValue',
        'groups.0.max': 'validation.minValue',
        'groups.0.menuIds': 'validation.minSelected',
      },
    });
    expect(await fieldErrorsOf([])).toMatchObject({ fieldErrors: { groups: 'validation.minSelected' } });
    const message = await as(ADMIN, CREATE, { data: data([{ name: 'Main', min: 1, max: 3, menuIds: [a] }]) }, 'id');
    expect(message.errors?.[0].message).toBe('Ada kesalahan pada isian Anda.');
    expect(await stored()).toEqual(before);
  });

  it("another restaurant's menus (or ids of nothing) are refused on the group's menus; nothing is written", async () => {
    const mine = await rows.menu(OWN);
    const theirs = await rows.menu(OTHER);
    const before = await stored();
    expect(await fieldErrorsOf([{ name: 'Main', min: 1, max: 1, menuIds: [mine, theirs] }])).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'groups.0.menuIds': 'validation.unknownValue' },
    });
    expect(
      await fieldErrorsOf([{ name: 'Main', min: 1, max: 1, menuIds: ['00000000-0000-4000-8000-00000000dead'] }]),
    ).toMatchObject({ fieldErrors: { 'groups.0.menuIds': 'validation.unknownValue' } });
    const own = await create([{ name: 'Main', min: 1, max: 1, menuIds: [mine] }]);
    const after = await stored();
    const sneaky = await as(ADMIN, UPDATE, {
      id: own.id,
      data: { name: 'Renamed', groups: [{ name: 'Main', min: 1, max: 1, menuIds: [theirs] }] },
    });
    expect(sneaky.errors?.[0].extensions?.fieldErrors).toEqual({ 'groups.0.menuIds': 'validation.unknownValue' });
    expect(await stored()).toEqual(after);
    expect(after.packages.length).toBe(before.packages.length + 1);
  });

  it("an ADMIN cannot read, change, delete or create another restaurant's package, nor list its menus: NOT_FOUND, nothing written", async () => {
    const theirMenu = await rows.menu(OTHER);
    const foreign = await create(
      [{ name: 'Main', min: 1, max: 1, menuIds: [theirMenu] }],
      { restaurantId: OTHER },
      SUPERADMIN,
    );
    const before = await stored();
    for (const response of [
      await as(ADMIN, GET, { id: foreign.id }),
      await as(ADMIN, UPDATE, { id: foreign.id, data: { name: 'Mine now' } }),
      await as(ADMIN, DELETE, { id: foreign.id }),
      await as(ADMIN, CREATE, {
        data: data([{ name: 'Main', min: 1, max: 1, menuIds: [theirMenu] }], { restaurantId: OTHER }),
      }),
      await as(ADMIN, CHOICES, { restaurantId: OTHER }),
    ]) {
      expect(response.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const listed = await ok<{ allPackageMenus: PackageMenu[]; _allPackageMenusMeta: { count: number } }>(ADMIN, LIST, {
      filter: { restaurantId: OTHER },
    });
    expect(listed).toEqual({ allPackageMenus: [], _allPackageMenusMeta: { count: 0 } });
    expect(await stored()).toEqual(before);
  });

  it('a warning when hidden or sold-out menus (by the server clock) leave a group unable to reach its min', async () => {
    const now = Date.now();
    const [shown, hidden, soldOut, wasSoldOut] = [
      await rows.menu(OWN),
      await rows.menu(OWN, { hidden: true }),
      await rows.menu(OWN, { soldOutUntil: new Date(now + HOUR) }),
      await rows.menu(OWN, { soldOutUntil: new Date(now - HOUR) }),
    ];
    const fine = await create([{ name: 'Main', min: 2, max: 2, menuIds: [shown, wasSoldOut, hidden] }]);
    expect(fine.warnings).toEqual([]);
    const short = await create([
      { name: 'Main', min: 1, max: 1, menuIds: [shown] },
      { name: 'Dessert', min: 2, max: 3, menuIds: [shown, hidden, soldOut] },
    ]);
    expect(short.warnings).toEqual([{ groupId: short.groups[1].id, groupName: 'Dessert', min: 2, available: 1 }]);

    const onlyChoice = await create([{ name: 'Main', min: 1, max: 1, menuIds: [shown] }]);
    expect(onlyChoice.warnings).toEqual([]);
    await db().update(menus).set({ hidden: true }).where(eq(menus.id, shown));
    server().server.tableWrites.written('menus');
    const read = await ok<{ PackageMenu: PackageMenu }>(ADMIN, GET, { id: onlyChoice.id });
    expect(read.PackageMenu.warnings).toEqual([
      { groupId: onlyChoice.groups[0].id, groupName: 'Main', min: 1, available: 0 },
    ]);
  });

  it("the choices are the restaurant's menus, saying which are hidden or sold out now", async () => {
    const restaurant = await ok<{ createRestaurant: { id: string } }>(
      SUPERADMIN,
      'mutation { createRestaurant(data: { name: "Choice Place", slug: "choice-place", currency: "S$" }) { id } }',
    );
    const r = restaurant.createRestaurant.id;
    await rows.menu(r, { hidden: true }, 'Banana split');
    await rows.menu(r, { soldOutUntil: new Date(Date.now() + HOUR) }, 'Apple pie');
    await rows.menu(r, { soldOutUntil: new Date(Date.now() - HOUR), price: 7.5 }, 'Cheesecake');
    const { packageMenuChoices } = await ok<{
      packageMenuChoices: { name: string; price: number; hidden: boolean; soldOut: boolean }[];
    }>(SUPERADMIN, CHOICES, { restaurantId: r });
    expect(packageMenuChoices.map(({ name, hidden, soldOut }) => [name, hidden, soldOut])).toEqual([
      ['Apple pie', false, true],
      ['Banana split', true, false],
      ['Cheesecake', false, false],
    ]);
    expect(packageMenuChoices[2].price).toBe(7.5);
  });

  it('the name is unique within the restaurant; the image must be uploaded here; the status one of the item statuses', async () => {
    const menu = await rows.menu(OWN);
    const group = { name: 'Main', min: 1, max: 1, menuIds: [menu] };
    await create([group], { name: 'Family set' });
    const twin = await as(ADMIN, CREATE, { data: data([group], { name: 'FAMILY SET' }) });
    expect(twin.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'name' });
    const bad = await as(ADMIN, CREATE, { data: data([group], { status: 'SOLD', price: -1 }) });
    expect(bad.errors?.[0].extensions?.fieldErrors).toEqual({
      status: 'validation.unknownValue',
      price: 'validation.minValue',
    });
    const image = await as(ADMIN, CREATE, { data: data([group], { imageUrl: 'https://elsewhere.example/x.png' }) });
    expect(image.errors?.[0].extensions?.fieldErrors).toEqual({ imageUrl: 'validation.invalid' });
  });
});
