/** Printer classes: a restaurant's kitchen and bar printers; categories and menus route their tickets to them. */
import { PRINTER_CLASSES } from '../../../domain';
import { menuCategories, menus, printerClasses } from '../../db/schema';
import { defineResource } from '../resource';
import { reachedRestaurant } from './menuSupport/restaurantBound';
import { printerRouting } from './menuSupport/printerRouting';

export default defineResource({
  descriptor: PRINTER_CLASSES,
  table: printerClasses,
  search: ['name', 'destination'],
  filters: [],
  sortable: ['name', 'destination', 'copies', 'createdAt'],
  defaultSort: { field: 'name', order: 'ASC' },
  unique: [
    { fields: ['restaurantId', 'name'], index: 'printer_classes_restaurant_name_unique', caseInsensitive: true },
  ],
  relations: {
    categoryIds: {
      link: menuCategories,
      own: menuCategories.printerClassId,
      other: menuCategories.id,
      pointer: true,
      target: menuCategories,
      sameRestaurant: menuCategories.restaurantId,
      attr: 'Categories',
    },
    menuIds: {
      link: menus,
      own: menus.printerClassId,
      other: menus.id,
      pointer: true,
      target: menus,
      sameRestaurant: menus.restaurantId,
      attr: 'Menus',
    },
  },
  sdl: `
"Where a menu's tickets print: its own printer class (MENU), else its category's (CATEGORY), else nowhere (NONE)."
enum PrintRouteSource { MENU CATEGORY NONE }
type PrinterRoute { menuId: ID!, menuName: String!, categoryId: ID, categoryName: String, menuPrinterClassId: ID, printerClassId: ID, printerClassName: String, via: PrintRouteSource! }
type RoutedCategory { id: ID!, name: String!, printerClassId: ID }
type PrinterRouting { categories: [RoutedCategory!]!, menus: [PrinterRoute!]! }
extend type Query { printerRouting(restaurantId: ID!): PrinterRouting! }
`,
  operations: () => [
    {
      name: 'printerRouting',
      type: 'Query',
      verb: 'custom',
      access: { kind: 'permission', area: 'printer_classes', action: 'list' },
      resolve: async (args, context) => printerRouting(context.db, reachedRestaurant(context, args.restaurantId)),
    },
  ],
});
