import { generatePath } from 'react-router-dom';
import type { Identifier } from 'react-admin';

/** The package menu screens' spec paths (relative to /admin); links and redirects use them too. */
export const PACKAGE_MENU_PATHS = {
  list: 'package_menu/:restoUuid',
  create: 'package_menu_new/:packageRestaurantUuid',
  edit: 'package_menu_edit/:packageMenuUuid',
} as const;

export const packageMenuListPath = (restaurantId: Identifier) =>
  generatePath(PACKAGE_MENU_PATHS.list, { restoUuid: String(restaurantId) });
export const packageMenuCreatePath = (restaurantId: Identifier) =>
  generatePath(PACKAGE_MENU_PATHS.create, { packageRestaurantUuid: String(restaurantId) });
export const packageMenuEditPath = (id: Identifier) =>
  generatePath(PACKAGE_MENU_PATHS.edit, { packageMenuUuid: String(id) });
