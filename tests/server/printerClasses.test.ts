/**
 * Printer classes: rules, routing of categories and menus within the printer's restaurant, the routing view, tenancy.
 */
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { menuCategories, menus, printerClasses } from '../../src/server/db/schema';
import { actors } from './support/actors';
import { ADMIN, DEMO_RESTAURANT_IDS, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { menuRows } from './support/menuRows';
import { describeOnEachDatabase } from './support/testServer';

const FIELDS = 'id restaurantId name destination copies categoryIds menuIds';
const CREATE = `mutation ($data: PrinterClassInput!) { createPrinterClass(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: PrinterClassInput!) { updatePrinterClass(id: $id, data: $data) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deletePrinterClass(id: $id) { id } }';
const GET = `query ($id: ID!) { PrinterClass(id: $id) { ${FIELDS} } }`;
const LIST = `query ($filter: PrinterClassFilter) { allPrinterClasses(perPage: 100, filter: $filter) { ${FIELDS} } _allPrinterClassesMeta(filter: $filter) { count } }`;
const ROUTING = `query ($restaurantId: ID!) { printerRouting(restaurantId: $restaurantId) {
  categories { id name printerClassId }
  menus { menuId menuName categoryId categoryName menuPrinterClassId printerClassId printerClassName via } } }`;

type PrinterClass = {
  id: string;
  restaurantId: string;
  name: string;
  destination: string;
  copies: number;
  categoryIds: string[];
  menuIds: string[];
};
type Route = { menuId: string; printerClassId: string | null; printerClassName: string | null; via: string };

const OWN = DEMO_RESTAURANT_IDS.warungNusantara;
const OTHER = UNOWNED_RESTAURANT_ID;

describeOnEachDatabase('printer classes', (server) => {
  const { as, ok } = actors(server);
  const rows = menuRows(server);
  const db = () => server().server.database.db;
  const storedPrinters = async () => db().select().from(printerClasses).orderBy(printerClasses.id);
  const routesOf = async (table: typeof menus | typeof menuCategories, ids: string[]) =>
    Object.fromEntries(
      (
        await db().select({ id: table.id, printer: table.printerClassId }).from(table).where(inArray(table.id, ids))
      ).map((r) => [r.id, r.printer]),
    );
  let serial = 0;
  const create = async (data: Record<string, unknown>, user = ADMIN) =>
    (
      await ok<{ createPrinterClass: PrinterClass }>(user, CREATE, {
        data: { restaurantId: OWN, name: `Printer ${++serial}`, destination: 'Kitchen 1', copies: 1, ...data },
      })
    ).createPrinterClass;
  const routing = async (restaurantId: string) =>
    (
      await ok<{ printerRouting: { categories: { id: string; printerClassId: string | null }[]; menus: Route[] } }>(
        ADMIN,
        ROUTING,
        { restaurantId },
      )
    ).printerRouting;

  it('an ADMIN creates a printer class routing categories and menus of its restaurant, written with it', async () => {
    const [soups, drinks] = [await rows.category(OWN), await rows.category(OWN)];
    const special = await rows.menu(OWN, { categoryId: drinks });
    const created = await create({
      name: 'Hot kitchen',
      destination: '192.168.1.50:9100',
      copies: 2,
      categoryIds: [soups],
      menuIds: [special],
    });
    expect(created).toMatchObject({
      restaurantId: OWN,
      name: 'Hot kitchen',
      destination: '192.168.1.50:9100',
      copies: 2,
      categoryIds: [soups],
      menuIds: [special],
    });
    expect(await routesOf(menuCategories, [soups, drinks])).toEqual({ [soups]: created.id, [drinks]: null });
    expect(await routesOf(menus, [special])).toEqual({ [special]: created.id });
    const read = await ok<{ PrinterClass: PrinterClass }>(ADMIN, GET, { id: created.id });
    expect(read.PrinterClass).toEqual(created);
  });

  it('name, destination (a printer name or host:port) and copies 1…10 are checked on their fields; nothing is written', async () => {
    const before = await storedPrinters();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { name: ' ', destination: '', copies: null },
        { name: 'validation.required', destination: 'validation.required', copies: 'validation.required' },
      ],
      [
        { destination: 'kitchen:99999', copies: 0 },
        { destination: 'validation.invalid', copies: 'validation.minValue' },
      ],
      [
        { destination: 'kitchen/printer', copies: 11 },
        { destination: 'validation.invalid', copies: 'validation.maxValue' },
      ],
      [{ destination: ':9100' }, { destination: 'validation.invalid' }],
    ];
    for (const [data, fieldErrors] of cases) {
      const response = await as(ADMIN, CREATE, {
        data: { restaurantId: OWN, name: 'Bad printer', destination: 'Kitchen', copies: 1, ...data },
      });
      expect(response.errors?.[0].extensions, JSON.stringify(data)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors,
      });
    }
    const english = await as(ADMIN, CREATE, {
      data: { restaurantId: OWN, name: 'Bad', destination: 'x:0', copies: 11 },
    });
    expect(english.errors?.[0].extensions?.fieldErrorParams).toMatchObject({
      destination: { attr: 'Destination' },
      copies: { attr: 'Copies', val: 10 },
    });
    expect(await storedPrinters()).toEqual(before);
  });

  it('a name is unique within its restaurant, in any case (CONFLICT); the same name elsewhere is fine', async () => {
    await create({ name: 'Pastry' });
    const twin = await as(ADMIN, CREATE, {
      data: { restaurantId: OWN, name: 'PASTRY', destination: 'Pastry 2', copies: 1 },
    });
    expect(twin.errors?.[0]).toMatchObject({
      message: 'Name already exists. Please use another.',
      extensions: { code: 'CONFLICT', field: 'name' },
    });
    expect((await create({ restaurantId: OTHER, name: 'Pastry' }, SUPERADMIN)).restaurantId).toBe(OTHER);
  });

  it("another restaurant's categories or menus are refused on their field; nothing is written, their routes unchanged", async () => {
    const foreignCategory = await rows.category(OTHER);
    const foreignMenu = await rows.menu(OTHER);
    const before = await storedPrinters();
    const category = await as(ADMIN, CREATE, {
      data: { restaurantId: OWN, name: 'Sneaky', destination: 'Kitchen', copies: 1, categoryIds: [foreignCategory] },
    });
    expect(category.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { categoryIds: 'validation.unknownValue' },
    });
    const menu = await as(ADMIN, CREATE, {
      data: {
        restaurantId: OWN,
        name: 'Sneaky',
        destination: 'Kitchen',
        copies: 1,
        menuIds: [foreignMenu, 'not-an-id'],
      },
    });
    expect(menu.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { menuIds: 'validation.unknownValue' },
    });
    const own = await create({});
    const update = await as(ADMIN, UPDATE, { id: own.id, data: { name: 'Renamed', menuIds: [foreignMenu] } });
    expect(update.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await storedPrinters()).toEqual(
      [...before, ...(await storedPrinters()).filter((p) => p.id === own.id)].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect((await db().select().from(printerClasses).where(eq(printerClasses.id, own.id)))[0].name).toBe(own.name);
    expect(await routesOf(menuCategories, [foreignCategory])).toEqual({ [foreignCategory]: null });
    expect(await routesOf(menus, [foreignMenu])).toEqual({ [foreignMenu]: null });
  });

  it("an ADMIN cannot read, change, delete or create another restaurant's printer class, nor see its routing: NOT_FOUND, nothing written", async () => {
    const foreign = await create({ restaurantId: OTHER, name: 'Their bar' }, SUPERADMIN);
    const before = await storedPrinters();
    for (const response of [
      await as(ADMIN, GET, { id: foreign.id }),
      await as(ADMIN, UPDATE, { id: foreign.id, data: { name: 'Mine now' } }),
      await as(ADMIN, DELETE, { id: foreign.id }),
      await as(ADMIN, CREATE, { data: { restaurantId: OTHER, name: 'Planted', destination: 'Kitchen', copies: 1 } }),
      await as(ADMIN, ROUTING, { restaurantId: OTHER }),
    ]) {
      expect(response.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const listed = await ok<{ allPrinterClasses: PrinterClass[]; _allPrinterClassesMeta: { count: number } }>(
      ADMIN,
      LIST,
      { filter: { restaurantId: OTHER } },
    );
    expect(listed).toEqual({ allPrinterClasses: [], _allPrinterClassesMeta: { count: 0 } });
    expect(await storedPrinters()).toEqual(before);
  });

  it('a printer class stays in its restaurant (what it routes was checked against it)', async () => {
    const printer = await create({});
    const moved = await as(SUPERADMIN, UPDATE, { id: printer.id, data: { restaurantId: OTHER } });
    expect(moved.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { restaurantId: 'validation.invalid' },
    });
  });

  it("the routing view: a menu's own route wins over its category's; menus with neither print nowhere", async () => {
    const restaurant = await ok<{ createRestaurant: { id: string } }>(
      SUPERADMIN,
      'mutation { createRestaurant(data: { name: "Routing Place", slug: "routing-place", currency: "S$" }) { id } }',
    );
    const r = restaurant.createRestaurant.id;
    const [mains, bar] = [await rows.category(r, 'Mains'), await rows.category(r, 'Drinks')];
    const [steak, soda, special, loose] = [
      await rows.menu(r, { categoryId: mains }),
      await rows.menu(r, { categoryId: bar }),
      await rows.menu(r, { categoryId: bar }),
      await rows.menu(r),
    ];
    const kitchen = await create(
      { restaurantId: r, name: 'Kitchen', categoryIds: [mains], menuIds: [special] },
      SUPERADMIN,
    );
    const view = (
      await ok<{ printerRouting: { categories: { id: string; printerClassId: string | null }[]; menus: Route[] } }>(
        SUPERADMIN,
        ROUTING,
        { restaurantId: r },
      )
    ).printerRouting;
    expect(view.categories).toEqual([
      { id: mains, name: 'Mains', printerClassId: kitchen.id },
      { id: bar, name: 'Drinks', printerClassId: null },
    ]);
    const by = Object.fromEntries(view.menus.map((m) => [m.menuId, [m.via, m.printerClassName]]));
    expect(by).toEqual({
      [steak]: ['CATEGORY', 'Kitchen'],
      [soda]: ['NONE', null],
      [special]: ['MENU', 'Kitchen'],
      [loose]: ['NONE', null],
    });

    const barPrinter = await create({ restaurantId: r, name: 'Bar', categoryIds: [bar, mains] }, SUPERADMIN);
    // Moved from the kitchen.
    expect(await routesOf(menuCategories, [mains, bar])).toEqual({ [mains]: barPrinter.id, [bar]: barPrinter.id });
    await ok(SUPERADMIN, UPDATE, { id: barPrinter.id, data: { categoryIds: [bar] } });
    expect(await routesOf(menuCategories, [mains, bar])).toEqual({ [mains]: null, [bar]: barPrinter.id });
    await ok(SUPERADMIN, DELETE, { id: kitchen.id });
    expect(await routesOf(menus, [special])).toEqual({ [special]: null });
  });

  it('the ADMIN sees the routing of its own restaurant, its demo printers among the choices', async () => {
    const menu = await rows.menu(OWN);
    const view = await routing(OWN);
    expect(view.menus.find((route) => route.menuId === menu)).toMatchObject({ via: 'NONE', printerClassId: null });
    const listed = await ok<{ allPrinterClasses: PrinterClass[] }>(ADMIN, LIST, {
      filter: { restaurantId: OWN, q: 'bar' },
    });
    expect(listed.allPrinterClasses.map((p) => [p.name, p.destination])).toEqual([['Bar', 'Bar Printer']]); // searched by name and destination
  });
});
