/**
 * Demo printer classes and package menus: two printers per demo restaurant, categories routed, a package over the menus
 * there are.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoPrinterIds } from '../../src/server/db/demo/printersAndPackages';
import { DEMO_RESTAURANTS } from '../../src/server/db/demoData';
import { menuCategories, menus, packageMenuGroups, packageMenus, printerClasses } from '../../src/server/db/schema';
import { DEMO_RESTAURANT_IDS } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

describeOnEachDatabase('printer classes and package menus of the demo', (server) => {
  const db = () => server().server.database.db;

  it('every demo restaurant has a kitchen and a bar printer', async () => {
    const printers = await db()
      .select({ restaurantId: printerClasses.restaurantId, name: printerClasses.name })
      .from(printerClasses)
      .orderBy(asc(printerClasses.name));
    for (const restaurant of DEMO_RESTAURANTS) {
      expect(
        printers.filter((p) => p.restaurantId === restaurant.id).map((p) => p.name),
        restaurant.name,
      ).toEqual(['Bar', 'Kitchen']);
    }
  });

  it('seeded after the menus demo, it routes drinks to the bar and the rest to the kitchen, and makes a package of mains and drinks', async () => {
    const r = DEMO_RESTAURANT_IDS.kopiKita;
    const printers = demoPrinterIds(DEMO_RESTAURANTS.findIndex((restaurant) => restaurant.id === r));
    const categories = await db()
      .select({ id: menuCategories.id, name: menuCategories.name, printer: menuCategories.printerClassId })
      .from(menuCategories)
      .where(eq(menuCategories.restaurantId, r));
    expect(categories.length).toBeGreaterThan(1);
    const drinks = /(drink|beverage|coffee|kopi|tea|teh|juice|jus|minum|bar|cocktail|wine|beer|smoothie)/i;
    for (const category of categories)
      expect(category.printer, category.name).toBe(drinks.test(category.name) ? printers.bar : printers.kitchen);
    const [lunch] = await db().select().from(packageMenus).where(eq(packageMenus.restaurantId, r));
    expect(lunch).toMatchObject({ name: 'Lunch set', status: 'ACTIVE' });
    const groups = await db()
      .select()
      .from(packageMenuGroups)
      .where(eq(packageMenuGroups.packageMenuId, lunch.id))
      .orderBy(asc(packageMenuGroups.position));
    expect(groups.map(({ name, min, max }) => ({ name, min, max }))).toEqual([
      { name: 'Main', min: 1, max: 1 },
      { name: 'Drink', min: 0, max: 1 },
    ]);
    const chosen = groups.flatMap((group) => group.menuIds);
    const own = await db()
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.restaurantId, r), inArray(menus.id, chosen)));
    expect(own).toHaveLength(chosen.length); // every choice is a menu of the restaurant
  });
});
