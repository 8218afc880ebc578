/** Every resource both sides serve: one explicit list, from which each side derives its own registry. */
import type { ResourceDescriptor } from './descriptor';
import { FEATURED } from './featured';
import { MENU_CATEGORIES } from './menuCategories';
import { MENUS } from './menus';
import { PACKAGE_MENUS } from './packageMenus';
import { PRINTER_CLASSES } from './printerClasses';
import { FEEDS, PROMOS } from './feeds';
import { ORDERS } from './orders';
import { RESTAURANTS } from './restaurants';
import { RESTO_CATEGORIES } from './restoCategories';
import { TAGS } from './tags';
import { USERS } from './users';
import { AUDIT_ENTRIES } from './auditEntries';
import { DAY_CLOSES } from './dayCloses';

export * from './descriptor';
export * from './restaurants';
export * from './restoCategories';
export * from './tags';
export * from './featured';
export * from './menuCategories';
export * from './menus';
export * from './printerClasses';
export * from './packageMenus';
export * from './users';
export * from './feeds';
export * from './orders';
export * from './auditEntries';
export * from './dayCloses';

const DESCRIPTORS = [
  RESTAURANTS,
  RESTO_CATEGORIES,
  TAGS,
  FEATURED,
  MENU_CATEGORIES,
  MENUS,
  PRINTER_CLASSES,
  PACKAGE_MENUS,
  USERS,
  FEEDS,
  PROMOS,
  ORDERS,
  AUDIT_ENTRIES,
  DAY_CLOSES,
] as const;

export const RESOURCE_DESCRIPTORS: readonly ResourceDescriptor[] = DESCRIPTORS;

/** The permission areas resource descriptions declare (with their grants) beyond docs/spec.md §6's. */
export type DescribedArea = Extract<(typeof DESCRIPTORS)[number], { grants: readonly unknown[] }>['area'];
