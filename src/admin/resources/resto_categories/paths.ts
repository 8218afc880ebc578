import { generatePath } from 'react-router-dom';
import type { Identifier } from 'react-admin';

/** The restaurant category screens' spec paths (relative to /admin); links and redirects use them too. */
export const RESTO_CATEGORY_PATHS = {
  list: 'resto_categories',
  create: 'resto_categories/new',
  edit: 'resto_categories/edit/:id',
} as const;

export const restoCategoryEditPath = (id: Identifier) => generatePath(RESTO_CATEGORY_PATHS.edit, { id: String(id) });
