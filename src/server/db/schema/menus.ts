/** Menus of a restaurant: categories, menus with option groups, printer classes, package menus. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { OrderType } from '../../../domain';
import { money, restaurants, tags, timestamps } from './platform';

const restaurantId = () =>
  uuid('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

/** A kitchen or bar printer: categories (and menus, whose own route wins) print their tickets there. */
export const printerClasses = pgTable(
  'printer_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: restaurantId(),
    name: text('name').notNull(),
    /** A printer name or host:port. */
    destination: text('destination').notNull(),
    copies: integer('copies').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('printer_classes_restaurant_name_unique').on(t.restaurantId, sql`lower(${t.name})`)],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: restaurantId(),
    name: text('name').notNull(),
    /** The name in the restaurant's secondary language. */
    nameSecondary: text('name_secondary'),
    position: integer('position').notNull().default(0),
    printerClassId: uuid('printer_class_id').references(() => printerClasses.id, { onDelete: 'set null' }),
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('menu_categories_restaurant_name_unique').on(t.restaurantId, sql`lower(${t.name})`),
    index('menu_categories_restaurant_position_idx').on(t.restaurantId, t.position),
    index('menu_categories_printer_class_idx').on(t.printerClassId),
  ],
);

export const menus = pgTable(
  'menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: restaurantId(),
    /** A category that still holds menus cannot be deleted (no cascade). */
    categoryId: uuid('category_id').references(() => menuCategories.id),
    name: text('name').notNull(),
    nameSecondary: text('name_secondary'),
    description: text('description'),
    descriptionSecondary: text('description_secondary'),
    price: money('price').notNull(),
    /** An item status of docs/spec.md §4 (ITEM_STATUSES). */
    status: text('status').notNull().default('ACTIVE'),
    hidden: boolean('hidden').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    /** The order types it is sold for, within the restaurant's order plan. */
    orderTypes: jsonb('order_types').$type<OrderType[]>().notNull().default([]),
    imageUrl: text('image_url'),
    /** Sold out until then; available again afterwards by the server clock. */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true, mode: 'date' }),
    /**
     * Portions left on the business day `stockDay` (none: not counted); each order takes its portions from it in its
     * own transaction (docs/features.md, "Stock counts").
     */
    stockCount: integer('stock_count'),
    /** The count each business day starts with (none: a count lasts until it is set again). */
    dailyStock: integer('daily_stock'),
    /** The restaurant's business day the count belongs to: a daily count starts again on a later day. */
    stockDay: date('stock_day', { mode: 'string' }),
    /** Its own printer route, which wins over its category's. */
    printerClassId: uuid('printer_class_id').references(() => printerClasses.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /**
     * The menu it was copied from by menu duplication, set by the copy (none: made here, or copied before migration
     * 0016).
     */
    sourceMenuId: uuid('source_menu_id').references((): AnyPgColumn => menus.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('menus_restaurant_name_unique').on(t.restaurantId, sql`lower(${t.name})`),
    index('menus_restaurant_category_idx').on(t.restaurantId, t.categoryId, t.position),
    index('menus_category_idx').on(t.categoryId),
    index('menus_printer_class_idx').on(t.printerClassId),
    index('menus_source_menu_idx').on(t.sourceMenuId),
    check('menus_stock_count_not_negative', sql`${t.stockCount} >= 0`),
    check('menus_daily_stock_not_negative', sql`${t.dailyStock} >= 0`),
  ],
);

export const menuTags = pgTable(
  'menu_tags',
  {
    menuId: uuid('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.tagId] }), index('menu_tags_tag_idx').on(t.tagId)],
);

/** "Choose your sauce": between min and max of its options are chosen. */
export const menuOptionGroups = pgTable(
  'menu_option_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    min: integer('min').notNull().default(0),
    max: integer('max').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('menu_option_groups_menu_idx').on(t.menuId, t.position)],
);

export const menuOptions = pgTable(
  'menu_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => menuOptionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Added to the menu's price when chosen. */
    price: money('price').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('menu_options_group_idx').on(t.groupId, t.position)],
);

export const packageMenus = pgTable(
  'package_menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: restaurantId(),
    name: text('name').notNull(),
    price: money('price').notNull(),
    imageUrl: text('image_url'),
    status: text('status').notNull().default('ACTIVE'),
    ...timestamps,
  },
  (t) => [uniqueIndex('package_menus_restaurant_name_unique').on(t.restaurantId, sql`lower(${t.name})`)],
);

/** A group of a package: between min and max of its menus (of the package's restaurant) are chosen. */
export const packageMenuGroups = pgTable(
  'package_menu_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageMenuId: uuid('package_menu_id')
      .notNull()
      .references(() => packageMenus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    min: integer('min').notNull().default(0),
    max: integer('max').notNull().default(1),
    /** Menu ids of the same restaurant, checked on write; a deleted menu drops out when read. */
    menuIds: jsonb('menu_ids').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('package_menu_groups_package_idx').on(t.packageMenuId, t.position)],
);
