/**
 * Menu categories and menus written straight into a test's database (their own resources are
 * another issue's): what printer classes route and package menus choose from.
 */
import { menuCategories, menus } from '../../../src/server/db/schema';
import type { TestServer } from './testServer';

type MenuExtras = Partial<
  Pick<typeof menus.$inferInsert, 'categoryId' | 'hidden' | 'status' | 'soldOutUntil' | 'printerClassId' | 'price'>
>;

export function menuRows(server: () => TestServer) {
  const db = () => server().server.database.db;
  let serial = 0;
  return {
    async category(restaurantId: string, name?: string): Promise<string> {
      serial += 1;
      const [row] = await db()
        .insert(menuCategories)
        .values({ restaurantId, name: name ?? `Category ${serial}`, position: serial })
        .returning({ id: menuCategories.id });
      server().server.tableWrites.written('menu_categories');
      return row.id;
    },
    async menu(restaurantId: string, extras: MenuExtras = {}, name?: string): Promise<string> {
      serial += 1;
      const [row] = await db()
        .insert(menus)
        .values({ restaurantId, name: name ?? `Menu ${serial}`, price: 10, position: serial, ...extras })
        .returning({ id: menus.id });
      server().server.tableWrites.written('menus');
      return row.id;
    },
  };
}
