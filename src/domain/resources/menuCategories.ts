import { LIMITS, maxLength, noDuplicates, required } from '../validation';
import { defineDescriptor } from './descriptor';

/** A menu category's fields: names in the restaurant's two languages, its printer, hidden from the menu or not. */
export const MENU_CATEGORY_RULES = {
  restaurantId: [required()],
  name: [required(), maxLength(LIMITS.name)],
  nameSecondary: [maxLength(LIMITS.name)],
  printerClassId: [],
  hidden: [],
};

/** `reorderMenuCategories(ids)`: categories of one restaurant in their new order, each once. */
export const REORDER_MENU_CATEGORY_RULES = { ids: [required(), noDuplicates('category')] };

/** Menu categories: a restaurant's own, in the order its menu shows them; names unique within the restaurant. */
export const MENU_CATEGORIES = defineDescriptor({
  name: 'menu_categories',
  type: 'MenuCategory',
  plural: 'MenuCategories',
  area: 'menu_categories',
  tenancy: { kind: 'restaurant', field: 'restaurantId' },
  input: MENU_CATEGORY_RULES,
  fields: ['id', 'restaurantId', 'name', 'nameSecondary', 'position', 'printerClassId', 'hidden', 'menuCount'],
});
