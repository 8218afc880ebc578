/**
 * Menu health in the catalogue (`resources.menu_health`), English: what the navigation, the badge and the empty lists
 * say; the screens' own words are in wordsEn.ts.
 */
export const MENU_HEALTH_MESSAGES_EN = {
  name: 'Menu health |||| Menu health',
  title: 'Menu health',
  total: '%{smart_count} problem |||| %{smart_count} problems',
  none: 'No problems found',
  noRestaurants: 'No restaurants yet.',
};

export type MenuHealthMessages = typeof MENU_HEALTH_MESSAGES_EN;
