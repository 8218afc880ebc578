/**
 * Every resource the server serves, one line each: the server side of the registry (src/domain/resources has both
 * sides').
 */
import type { ServerResource } from '../resource';
import featured from './featured';
import menuCategories from './menuCategories';
import menus from './menus';
import packageMenus from './packageMenus';
import printerClasses from './printerClasses';
import feeds from './feeds';
import promos from './promos';
import orders from './orders';
import restaurants from './restaurants';
import restoCategories from './restoCategories';
import tags from './tags';
import users from './users';
import auditEntriesServing from './auditEntries';
import dayCloses from './dayCloses';

export const RESOURCES: readonly ServerResource[] = [
  restaurants,
  restoCategories,
  tags,
  featured,
  menuCategories,
  menus,
  printerClasses,
  packageMenus,
  users,
  feeds,
  promos,
  orders,
  auditEntriesServing(() => RESOURCES),
  dayCloses,
];
