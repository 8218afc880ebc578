/** The menu category screens' spec paths (relative to /admin). */
export const MENU_CATEGORY_PATHS = {
  current: 'menu_categories',
  list: 'menu_categories/:restoUuid',
} as const;
