/**
 * Every resource the admin serves, one line each. `<Resource>` elements, the route table, the
 * navigation, the data provider's resources and the canAccess area map are all derived from it.
 */
import type { AdminResource } from './AdminResource';
import analytics from './analytics';
import auditEntries from './audit_entries';
import dayCloses from './day_closes';
import qr from './qr';
import featured from './featured';
import menuCategories from './menu_categories';
import menuDuplication from './menu_duplication';
import menuHealth from './menu_health';
import menus from './menus';
import packageMenus from './package_menus';
import printerClasses from './printer_classes';
import feeds from './feeds';
import promos from './promos';
import orders from './orders';
import restaurants from './restaurants';
import restoCategories from './resto_categories';
import tags from './tags';
import users from './users';

export const ADMIN_RESOURCES: readonly AdminResource[] = [
  restaurants,
  restoCategories,
  tags,
  featured,
  qr,
  menuCategories,
  menus,
  menuDuplication,
  menuHealth,
  printerClasses,
  packageMenus,
  users,
  promos,
  feeds,
  analytics,
  dayCloses,
  orders,
  auditEntries,
];
