/**
 * Demo printer classes and package menus (docs/architecture.md §6): in every demo restaurant a kitchen and a bar
 * printer, its menu categories routed to one of them (drinks to the bar), and one package menu over
 * its menus. Runs after the menus demo and routes or picks whatever categories and menus exist then.
 * Fixed ids; bulk statements inside the demo seed's transaction.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { demoUuid, DEMO_RESTAURANTS } from '../demoData';
import { menuCategories, menus, packageMenuGroups, packageMenus, printerClasses } from '../schema';

const PRINTER = 0x70;
const PACKAGE = 0x71;
const GROUP = 0x72;

/** Categories whose tickets go to the bar rather than the kitchen. */
const DRINKS = '(drink|beverage|coffee|kopi|tea|teh|juice|jus|minum|bar|cocktail|wine|beer|smoothie)';

export const demoPrinterIds = (restaurantIndex: number) => ({
  kitchen: demoUuid(PRINTER, 2 * restaurantIndex + 1),
  bar: demoUuid(PRINTER, 2 * restaurantIndex + 2),
});

type DemoMenu = { id: string; restaurantId: string; price: number; drink: boolean };

/** A package from the restaurant's menus: one main (of up to four) and, where there are drinks, an optional drink. */
function demoPackage(restaurantIndex: number, restaurantId: string, choices: DemoMenu[]) {
  const mains = choices.filter((menu) => !menu.drink).slice(0, 4);
  const drinks = choices.filter((menu) => menu.drink).slice(0, 3);
  if (mains.length === 0) return undefined;
  const price =
    Math.max(...mains.map((menu) => menu.price)) + (drinks.length ? Math.min(...drinks.map((menu) => menu.price)) : 0);
  const packageId = demoUuid(PACKAGE, restaurantIndex + 1);
  const groups = [
    {
      id: demoUuid(GROUP, 2 * restaurantIndex + 1),
      packageMenuId: packageId,
      name: 'Main',
      min: 1,
      max: 1,
      menuIds: mains.map((menu) => menu.id),
      position: 0,
    },
    ...(drinks.length
      ? [
          {
            id: demoUuid(GROUP, 2 * restaurantIndex + 2),
            packageMenuId: packageId,
            name: 'Drink',
            min: 0,
            max: 1,
            menuIds: drinks.map((menu) => menu.id),
            position: 1,
          },
        ]
      : []),
  ];
  return { row: { id: packageId, restaurantId, name: 'Lunch set', price, status: 'ACTIVE' }, groups };
}

export async function seedPrintersAndPackages(tx: Database): Promise<void> {
  const restaurantIds = DEMO_RESTAURANTS.map((restaurant) => restaurant.id);
  await tx.insert(printerClasses).values(
    DEMO_RESTAURANTS.flatMap((restaurant, i) => [
      {
        id: demoPrinterIds(i).kitchen,
        restaurantId: restaurant.id,
        name: 'Kitchen',
        destination: `kitchen-${i + 1}.printers.local:9100`,
        copies: 1,
      },
      { id: demoPrinterIds(i).bar, restaurantId: restaurant.id, name: 'Bar', destination: 'Bar Printer', copies: 1 },
    ]),
  );
  await tx.execute(sql`
    update ${menuCategories} set printer_class_id = p.id
    from ${printerClasses} p
    where p.restaurant_id = ${menuCategories.restaurantId}
      and ${inArray(menuCategories.restaurantId, restaurantIds)}
      and p.name = case when ${menuCategories.name} ~* ${DRINKS} then 'Bar' else 'Kitchen' end`);

  const rows = await tx
    .select({
      id: menus.id,
      restaurantId: menus.restaurantId,
      price: menus.price,
      drink: sql<boolean>`coalesce(${menuCategories.name} ~* ${DRINKS}, false)`,
    })
    .from(menus)
    .leftJoin(menuCategories, sql`${menuCategories.id} = ${menus.categoryId}`)
    .where(inArray(menus.restaurantId, restaurantIds))
    .orderBy(asc(menus.restaurantId), asc(menus.position), asc(menus.name));
  const packages = DEMO_RESTAURANTS.flatMap(
    (restaurant, i) =>
      demoPackage(
        i,
        restaurant.id,
        rows.filter((menu) => menu.restaurantId === restaurant.id),
      ) ?? [],
  );
  if (packages.length === 0) return;
  await tx.insert(packageMenus).values(packages.map((p) => p.row));
  await tx.insert(packageMenuGroups).values(packages.flatMap((p) => p.groups));
}
