/** The routing view of printer classes: for every menu of a restaurant, where its ticket prints. */
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { menuCategories, menus, printerClasses } from '../../../db/schema';

const categoryPrinter = alias(printerClasses, 'category_printer');
const menuPrinter = alias(printerClasses, 'menu_printer');

/** A menu's own route wins over its category's; a menu with neither prints nowhere (`NONE`). */
export async function printerRouting(db: Database, restaurantId: string) {
  const categories = await db
    .select({ id: menuCategories.id, name: menuCategories.name, printerClassId: menuCategories.printerClassId })
    .from(menuCategories)
    .where(eq(menuCategories.restaurantId, restaurantId))
    .orderBy(asc(menuCategories.position), asc(menuCategories.name));
  const routes = await db
    .select({
      menuId: menus.id,
      menuName: menus.name,
      categoryId: menus.categoryId,
      categoryName: menuCategories.name,
      menuPrinterClassId: menus.printerClassId,
      printerClassId: sql<string | null>`coalesce(${menuPrinter.id}, ${categoryPrinter.id})`,
      printerClassName: sql<string | null>`coalesce(${menuPrinter.name}, ${categoryPrinter.name})`,
      via: sql<
        'MENU' | 'CATEGORY' | 'NONE'
      >`case when ${menuPrinter.id} is not null then 'MENU' when ${categoryPrinter.id} is not null then 'CATEGORY' else 'NONE' end`,
    })
    .from(menus)
    .leftJoin(menuCategories, eq(menuCategories.id, menus.categoryId))
    .leftJoin(menuPrinter, eq(menuPrinter.id, menus.printerClassId))
    .leftJoin(categoryPrinter, eq(categoryPrinter.id, menuCategories.printerClassId))
    .where(eq(menus.restaurantId, restaurantId))
    .orderBy(
      sql`${menuCategories.position} nulls last`,
      asc(menuCategories.name),
      asc(menus.position),
      asc(menus.name),
    );
  return { categories, menus: routes };
}
