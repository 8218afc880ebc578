/** The restaurant category screens' spec paths (relative to /admin). */
export const RESTO_CATEGORY_PATHS = {
  list: 'resto_categories',
  create: 'resto_categories/new',
  edit: 'resto_categories/edit/:id',
};
