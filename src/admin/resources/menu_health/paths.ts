/** The Menu health screens' paths (relative to /admin): the platform's view, and a restaurant's problems. */
export const MENU_HEALTH_PATHS = {
  platform: 'menu_health',
  restaurant: 'menu_health/:restoUuid',
} as const;
