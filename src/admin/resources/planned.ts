/**
 * Resources whose screens land in later issues: their spec routes and guards now, with a
 * placeholder screen, and their navigation items. Each moves into its own folder when built.
 */
import AnalyticsIcon from '@mui/icons-material/Analytics';
import CampaignIcon from '@mui/icons-material/Campaign';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import PrintIcon from '@mui/icons-material/Print';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import ViewListIcon from '@mui/icons-material/ViewList';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type { Area } from '../../domain';
import type { NavItem } from '../layout/navItems';
import type { AdminRoute, RaAction } from '../routing/AdminRoute';
import { comingSoon } from '../routing/ComingSoon';

/** react-admin resource names of the planned resources → their permission areas (DESIGN §4). */
export const PLANNED_AREAS: Readonly<Record<string, Area>> = {
  menu_categories: 'menu_categories',
  menus: 'menus',
  promos: 'promos',
  feeds: 'feeds',
  users: 'users',
  analytics: 'analytics',
  orders: 'order_histories',
  printer_classes: 'printer_classes',
  package_menus: 'package_menu',
};

const later = (path: string, resource: string, action: RaAction, title: string, restaurantParam?: string): AdminRoute => ({
  path,
  resource,
  action,
  restaurantParam,
  screen: comingSoon(title),
});

export const PLANNED_ROUTES: readonly AdminRoute[] = [
  later('menu_categories', 'menu_categories', 'list', 'app.nav.menuCategories'),
  later('menu_categories/:restoUuid', 'menu_categories', 'list', 'app.nav.menuCategories', 'restoUuid'),
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

const both = (path: string) => ({ SUPER_VIEW: path, MERCHANT_VIEW: path });

export const PLANNED_NAV: readonly NavItem[] = [
  { label: 'app.nav.menuCategories', icon: ViewListIcon, routes: { MERCHANT_VIEW: 'menu_categories/:restoUuid' } },
  { label: 'app.nav.menuDuplication', icon: ContentCopyIcon, routes: both('menu_duplication') },
  { label: 'app.nav.promos', icon: CampaignIcon, routes: { SUPER_VIEW: 'promos' } },
  { label: 'app.nav.feeds', icon: DynamicFeedIcon, routes: { MERCHANT_VIEW: 'feeds/:restoUuid' } },
  { label: 'app.nav.users', icon: PeopleIcon, routes: both('users') },
  { label: 'app.nav.menus', icon: RestaurantMenuIcon, routes: { MERCHANT_VIEW: 'menus/:restoUuid' } },
  { label: 'app.nav.availability', icon: EventAvailableIcon, routes: { MERCHANT_VIEW: 'menu_availability/:restoUuid' } },
  { label: 'app.nav.printerClass', icon: PrintIcon, routes: { MERCHANT_VIEW: 'printer_classes/:restoUuid' } },
  { label: 'app.nav.packageMenu', icon: WorkspacesIcon, routes: { MERCHANT_VIEW: 'package_menu/:restoUuid' } },
  { label: 'app.nav.analytics', icon: AnalyticsIcon, routes: { SUPER_VIEW: 'analytics', MERCHANT_VIEW: 'analytics/:restoUuid' } },
  { label: 'app.nav.orderHistory', icon: HistoryIcon, routes: { MERCHANT_VIEW: 'order_histories/:restoUuid' } },
];
