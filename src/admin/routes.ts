import type { AdminRoute, RaAction } from './routing/AdminRoute';
import { comingSoon } from './routing/ComingSoon';
import restaurants from './resources/restaurants';

/** A route whose screen lands in a later issue: path and guard now, a placeholder screen. */
const later = (path: string, resource: string, action: RaAction, title: string, restaurantParam?: string): AdminRoute => ({
  path,
  resource,
  action,
  restaurantParam,
  screen: comingSoon(title),
});

/**
 * Every admin route of spec §2 at exactly its path, with its guard (DESIGN §4): the resource and
 * action react-admin asks `canAccess` about, and the parameter naming a restaurant (tenancy).
 * Resources with screens bring their own routes; the rest are placeholders until their issue.
 */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  ...restaurants.routes,
  later('resto_categories', 'resto_categories', 'list', 'app.nav.restoCategories'),
  later('resto_categories/new', 'resto_categories', 'create', 'app.screens.restoCategoryNew'),
  later('resto_categories/edit/:id', 'resto_categories', 'edit', 'app.screens.restoCategoryEdit'),
  later('menu_categories', 'menu_categories', 'list', 'app.nav.menuCategories'),
  later('menu_categories/:restoUuid', 'menu_categories', 'list', 'app.nav.menuCategories', 'restoUuid'),
  later('qr/:restoUuid', 'qr', 'list', 'app.nav.qrCode', 'restoUuid'),
  later('feeds/:restoUuid', 'feeds', 'list', 'app.nav.feeds', 'restoUuid'),
  later('promos', 'promos', 'list', 'app.nav.promos'),
  later('feed/:restoUuid/:uuid', 'feeds', 'show', 'app.screens.feed', 'restoUuid'),
  later('promo/:uuid', 'promos', 'show', 'app.screens.promo'),
  later('new_feed/:restoUuid', 'feeds', 'create', 'app.screens.feedNew', 'restoUuid'),
  later('new_promo', 'promos', 'create', 'app.screens.promoNew'),
  later('edit_feed/:restoUuid/:uuid', 'feeds', 'edit', 'app.screens.feedEdit', 'restoUuid'),
  later('edit_promo/:uuid', 'promos', 'edit', 'app.screens.promoEdit'),
  later('analytics', 'analytics', 'list', 'app.nav.analytics'),
  later('analytics/:restoUuid', 'analytics', 'list', 'app.nav.analytics', 'restoUuid'),
  later('menu_duplication', 'menus', 'create', 'app.nav.menuDuplication'),
  later('featured', 'featured', 'list', 'app.nav.featured'),
  later('tags_management', 'tags', 'list', 'app.nav.tagsManagement'),
  later('menu_availability', 'menus', 'edit', 'app.nav.availability'),
  later('menu_availability/:restoUuid', 'menus', 'edit', 'app.nav.availability', 'restoUuid'),
  later('users', 'users', 'list', 'app.nav.users'),
  later('user_new', 'users', 'create', 'app.screens.userNew'),
  later('user_edit/:user_uid', 'users', 'edit', 'app.screens.userEdit'),
  later('menus', 'menus', 'list', 'app.nav.menus'),
  later('menus/:restoUuid', 'menus', 'list', 'app.nav.menus', 'restoUuid'),
  later('menu_edit/:menuUuid', 'menus', 'edit', 'app.screens.menuEdit'),
  later('menu_new/:restaurantUuid', 'menus', 'create', 'app.screens.menuNew', 'restaurantUuid'),
  later('printer_classes/:restoUuid', 'printer_classes', 'list', 'app.nav.printerClass', 'restoUuid'),
  later('package_menu/:restoUuid', 'package_menus', 'list', 'app.nav.packageMenu', 'restoUuid'),
  later('package_menu_new/:packageRestaurantUuid', 'package_menus', 'create', 'app.screens.packageMenuNew', 'packageRestaurantUuid'),
  later('package_menu_edit/:packageMenuUuid', 'package_menus', 'edit', 'app.screens.packageMenuEdit'),
  later('order_histories/:restoUuid', 'orders', 'list', 'app.nav.orderHistory', 'restoUuid'),
];

export function routeByPath(path: string): AdminRoute {
  const route = ADMIN_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`No admin route ${path}`);
  return route;
}
