import { generatePath } from 'react-router-dom';
import type { Identifier } from 'react-admin';

/** The menu screens' spec paths (relative to /admin); links and redirects use them too. */
export const MENU_PATHS = {
  current: 'menus',
  list: 'menus/:restoUuid',
  create: 'menu_new/:restaurantUuid',
  edit: 'menu_edit/:menuUuid',
  availabilityCurrent: 'menu_availability',
  availability: 'menu_availability/:restoUuid',
} as const;

export const menuListPath = (restaurantId: Identifier) =>
  generatePath(MENU_PATHS.list, { restoUuid: String(restaurantId) });
export const menuCreatePath = (restaurantId: Identifier) =>
  generatePath(MENU_PATHS.create, { restaurantUuid: String(restaurantId) });
export const menuEditPath = (id: Identifier) => generatePath(MENU_PATHS.edit, { menuUuid: String(id) });
