import { generatePath } from 'react-router-dom';
import type { Identifier } from 'react-admin';

/** The restaurant screens' spec paths (relative to /admin); links and redirects use them too. */
export const RESTAURANT_PATHS = {
  list: 'restaurants',
  create: 'restaurant_new',
  edit: 'restaurant_edit/:restoUuid',
} as const;

export const restaurantEditPath = (id: Identifier) => generatePath(RESTAURANT_PATHS.edit, { restoUuid: String(id) });
