/**
 * A restaurant's menu graph: everything the health rules (rules.ts) and the impact preview read,
 * loaded for one or many restaurants in a fixed number of set-based queries (never one per menu).
 * It is plain data: a change can be applied to it in memory and the rules run again.
 */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  businessDayOf,
  isOutOfStock,
  isSoldOut,
  postStatus,
  stockLeft,
  type NotOfferedReason,
  type PostStatus,
} from '../../domain';
import type { Database } from '../db/database';
import {
  feedMenus,
  feeds,
  menuCategories,
  menuOptionGroups,
  menuOptions,
  menus,
  packageMenuGroups,
  packageMenus,
  printerClasses,
  promoRestaurants,
  promos,
  restaurants,
} from '../db/schema';
import { statusCondition } from '../graphql/resources/posts/schedule';

export interface GraphRestaurant {
  id: string;
  name: string;
  primaryLanguage: string | null;
  secondaryLanguage: string | null;
  orderPlan: string | null;
  /** Its business day at the graph's `now` (docs/business-day.md). */
  today: string;
}

export interface GraphPrinterClass {
  id: string;
  name: string;
}

export interface GraphCategory {
  id: string;
  name: string;
  nameSecondary: string | null;
  hidden: boolean;
  printerClassId: string | null;
}

export interface GraphOption {
  id: string;
  name: string;
  price: number;
}

export interface GraphOptionGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  options: readonly GraphOption[];
}

export interface GraphMenu {
  id: string;
  name: string;
  categoryId: string | null;
  price: number;
  /** An ITEM_STATUSES value. */
  status: string;
  hidden: boolean;
  featured: boolean;
  soldOutUntil: Date | null;
  /** Portions left on the restaurant's business day the graph was read on (none: not counted). */
  stockLeft: number | null;
  /** A lasting count (no daily count): the business day it was set or last taken from; else null. */
  lastingStockDay: string | null;
  orderTypes: readonly string[];
  imageUrl: string | null;
  printerClassId: string | null;
  /**
   * Which texts are written (not blank): its secondary-language name, a description, and that description's
   * translation.
   */
  texts: { nameSecondary: boolean; description: boolean; descriptionSecondary: boolean };
  optionGroups: readonly GraphOptionGroup[];
}

export interface GraphPackageGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  /** As stored: ids of menus that were deleted since stay here. */
  menuIds: readonly string[];
}

export interface GraphPackage {
  id: string;
  name: string;
  /** An ITEM_STATUSES value: only ACTIVE packages are offered. */
  status: string;
  groups: readonly GraphPackageGroup[];
}

/** A published feed post that links menus and is live or scheduled (drafts and expired posts show nothing). */
export interface GraphFeed {
  id: string;
  title: string;
  status: PostStatus;
  menuIds: readonly string[];
}

/** A live or scheduled promo the restaurant takes part in. */
export interface GraphPromo {
  id: string;
  title: string;
  status: PostStatus;
}

export interface MenuGraph {
  restaurant: GraphRestaurant;
  /** The server clock the graph was read at: sold out and post status are judged by it. */
  now: Date;
  printerClasses: readonly GraphPrinterClass[];
  categories: readonly GraphCategory[];
  menus: readonly GraphMenu[];
  packages: readonly GraphPackage[];
  feeds: readonly GraphFeed[];
  promos: readonly GraphPromo[];
}

/** Whether a text column holds more than blanks, in SQL (both PostgreSQL 15 and PGlite's 18). */
const filled = (column: PgColumn) => sql<boolean>`coalesce(btrim(${column}), '') <> ''`;

/** Published and not expired: live or scheduled at `now`. */
function showing(columns: Parameters<typeof statusCondition>[0], now: Date): SQL {
  return or(statusCondition(columns, 'LIVE', now), statusCondition(columns, 'SCHEDULED', now)) as SQL;
}

/** Values of rows grouped by a key, in the rows' order. */
function groupBy<T, V = T>(
  rows: readonly T[],
  key: (row: T) => string,
  value: (row: T) => V = (row) => row as unknown as V,
): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(value(row));
    else groups.set(k, [value(row)]);
  }
  return groups;
}

/**
 * Rows of one parent in their order: a few each, so sorting them here is cheaper than asking the database to sort
 * thousands.
 */
const inOrder = <T extends { position: number }>(rows: T[]) => rows.sort((a, b) => a.position - b.position);

/** Each menu's option groups with their options, in their order. */
async function optionGroupsOf(db: Database, ids: readonly string[]): Promise<Map<string, GraphOptionGroup[]>> {
  const ofRestaurants = inArray(menus.restaurantId, [...ids]);
  const groups = await db
    .select({
      menuId: menuOptionGroups.menuId,
      id: menuOptionGroups.id,
      name: menuOptionGroups.name,
      min: menuOptionGroups.min,
      max: menuOptionGroups.max,
      position: menuOptionGroups.position,
    })
    .from(menuOptionGroups)
    .innerJoin(menus, eq(menus.id, menuOptionGroups.menuId))
    .where(ofRestaurants);
  const options = await db
    .select({
      groupId: menuOptions.groupId,
      id: menuOptions.id,
      name: menuOptions.name,
      price: menuOptions.price,
      position: menuOptions.position,
    })
    .from(menuOptions)
    .innerJoin(menuOptionGroups, eq(menuOptionGroups.id, menuOptions.groupId))
    .innerJoin(menus, eq(menus.id, menuOptionGroups.menuId))
    .where(ofRestaurants);
  const optionsByGroup = groupBy(options, (option) => option.groupId);
  const groupsByMenu = groupBy(groups, (group) => group.menuId);
  const optionsOf = (groupId: string): GraphOption[] =>
    inOrder(optionsByGroup.get(groupId) ?? []).map(({ id, name, price }) => ({ id, name, price }));
  return new Map(
    [...groupsByMenu].map(([menuId, menuGroups]) => [
      menuId,
      inOrder(menuGroups).map(({ id, name, min, max }): GraphOptionGroup => ({
        id,
        name,
        min,
        max,
        options: optionsOf(id),
      })),
    ]),
  );
}

/** The menus of the restaurants `today` holds, their counts read on each one's business day. */
async function menusOf(db: Database, today: ReadonlyMap<string, string>) {
  const ids = [...today.keys()];
  const rows = await db
    .select({
      id: menus.id,
      restaurantId: menus.restaurantId,
      name: menus.name,
      categoryId: menus.categoryId,
      price: menus.price,
      status: menus.status,
      hidden: menus.hidden,
      featured: menus.featured,
      soldOutUntil: menus.soldOutUntil,
      stockCount: menus.stockCount,
      dailyStock: menus.dailyStock,
      stockDay: menus.stockDay,
      orderTypes: menus.orderTypes,
      imageUrl: menus.imageUrl,
      printerClassId: menus.printerClassId,
      nameSecondary: filled(menus.nameSecondary),
      description: filled(menus.description),
      descriptionSecondary: filled(menus.descriptionSecondary),
    })
    .from(menus)
    .where(inArray(menus.restaurantId, [...ids]))
    .orderBy(asc(menus.position), asc(menus.name));
  const groupsByMenu = await optionGroupsOf(db, ids);
  return rows.map(({ restaurantId, nameSecondary, description, descriptionSecondary, stockDay, ...menu }) => ({
    restaurantId,
    menu: {
      ...menu,
      stockLeft: stockLeft({ ...menu, stockDay }, today.get(restaurantId) ?? ''),
      lastingStockDay: menu.stockCount !== null && menu.dailyStock === null ? stockDay : null,
      texts: { nameSecondary, description, descriptionSecondary },
      optionGroups: groupsByMenu.get(menu.id) ?? [],
    } satisfies GraphMenu,
  }));
}

async function packagesOf(db: Database, ids: readonly string[]) {
  const rows = await db
    .select({
      restaurantId: packageMenus.restaurantId,
      id: packageMenus.id,
      name: packageMenus.name,
      status: packageMenus.status,
      groupId: packageMenuGroups.id,
      groupName: packageMenuGroups.name,
      min: packageMenuGroups.min,
      max: packageMenuGroups.max,
      menuIds: packageMenuGroups.menuIds,
    })
    .from(packageMenus)
    .leftJoin(packageMenuGroups, eq(packageMenuGroups.packageMenuId, packageMenus.id))
    .where(inArray(packageMenus.restaurantId, [...ids]))
    .orderBy(asc(packageMenus.name), asc(packageMenus.id), asc(packageMenuGroups.position));
  return [...groupBy(rows, (row) => row.id).values()].map((groupRows) => {
    const { restaurantId, id, name, status } = groupRows[0];
    const groups = groupRows.flatMap((row) =>
      row.groupId
        ? [
            {
              id: row.groupId,
              name: row.groupName ?? '',
              min: row.min ?? 0,
              max: row.max ?? 0,
              menuIds: row.menuIds ?? [],
            },
          ]
        : [],
    );
    return { restaurantId, pkg: { id, name, status, groups } satisfies GraphPackage };
  });
}

async function feedsOf(db: Database, ids: readonly string[], now: Date) {
  const rows = await db
    .select({
      restaurantId: feeds.restaurantId,
      id: feeds.id,
      title: feeds.title,
      publishAt: feeds.publishAt,
      expireAt: feeds.expireAt,
      publishedAt: feeds.publishedAt,
      menuId: feedMenus.menuId,
    })
    .from(feeds)
    .innerJoin(feedMenus, eq(feedMenus.feedId, feeds.id))
    .where(and(inArray(feeds.restaurantId, [...ids]), showing(feeds, now)))
    .orderBy(asc(feeds.title), asc(feeds.id));
  return [...groupBy(rows, (row) => row.id).values()].map((feedRows) => {
    const { restaurantId, id, title } = feedRows[0];
    return {
      restaurantId,
      feed: {
        id,
        title,
        status: postStatus(feedRows[0], now),
        menuIds: feedRows.map((row) => row.menuId),
      } satisfies GraphFeed,
    };
  });
}

async function promosOf(db: Database, ids: readonly string[], now: Date) {
  const rows = await db
    .select({
      restaurantId: promoRestaurants.restaurantId,
      id: promos.id,
      title: promos.title,
      publishAt: promos.publishAt,
      expireAt: promos.expireAt,
      publishedAt: promos.publishedAt,
    })
    .from(promoRestaurants)
    .innerJoin(promos, eq(promos.id, promoRestaurants.promoId))
    .where(and(inArray(promoRestaurants.restaurantId, [...ids]), showing(promos, now)))
    .orderBy(asc(promos.title), asc(promos.id));
  return rows.map(({ restaurantId, id, title, ...schedule }) => ({
    restaurantId,
    promo: { id, title, status: postStatus(schedule, now) } satisfies GraphPromo,
  }));
}

/** Rows of several restaurants, as each restaurant's list. */
const byRestaurant = <T extends { restaurantId: string }, V>(rows: readonly T[], value: (row: T) => V) =>
  groupBy(rows, (row) => row.restaurantId, value);

/**
 * The graphs of the restaurants `restaurantIds` (those that exist, by name), read at `now`. Eight
 * queries whatever the number of restaurants or menus; the caller bounds how many restaurants.
 */
export async function loadMenuGraphs(db: Database, restaurantIds: readonly string[], now: Date): Promise<MenuGraph[]> {
  if (restaurantIds.length === 0) return [];
  const ids = [...new Set(restaurantIds)];
  const found = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      primaryLanguage: restaurants.primaryLanguage,
      secondaryLanguage: restaurants.secondaryLanguage,
      orderPlan: restaurants.orderPlan,
      timeZone: restaurants.timeZone,
      cutoff: restaurants.dayCutoff,
    })
    .from(restaurants)
    .where(inArray(restaurants.id, ids))
    .orderBy(asc(restaurants.name));
  if (found.length === 0) return [];
  const today = new Map(found.map(({ id, timeZone, cutoff }) => [id, businessDayOf(now, { timeZone, cutoff })]));
  const reached = found.map((restaurant) => restaurant.id);
  const printers = byRestaurant(
    await db
      .select({ restaurantId: printerClasses.restaurantId, id: printerClasses.id, name: printerClasses.name })
      .from(printerClasses)
      .where(inArray(printerClasses.restaurantId, reached))
      .orderBy(asc(printerClasses.name)),
    ({ id, name }) => ({ id, name }),
  );
  const categories = byRestaurant(
    await db
      .select({
        restaurantId: menuCategories.restaurantId,
        id: menuCategories.id,
        name: menuCategories.name,
        nameSecondary: menuCategories.nameSecondary,
        hidden: menuCategories.hidden,
        printerClassId: menuCategories.printerClassId,
      })
      .from(menuCategories)
      .where(inArray(menuCategories.restaurantId, reached))
      .orderBy(asc(menuCategories.position), asc(menuCategories.name)),
    ({ id, name, nameSecondary, hidden, printerClassId }) => ({ id, name, nameSecondary, hidden, printerClassId }),
  );
  const menuLists = byRestaurant(await menusOf(db, today), (row) => row.menu);
  const packages = byRestaurant(await packagesOf(db, reached), (row) => row.pkg);
  const feedLists = byRestaurant(await feedsOf(db, reached, now), (row) => row.feed);
  const promoLists = byRestaurant(await promosOf(db, reached, now), (row) => row.promo);
  return found.map(({ timeZone: _zone, cutoff: _cutoff, ...restaurant }) => ({
    restaurant: { ...restaurant, today: today.get(restaurant.id) ?? '' },
    now,
    printerClasses: printers.get(restaurant.id) ?? [],
    categories: categories.get(restaurant.id) ?? [],
    menus: menuLists.get(restaurant.id) ?? [],
    packages: packages.get(restaurant.id) ?? [],
    feeds: feedLists.get(restaurant.id) ?? [],
    promos: promoLists.get(restaurant.id) ?? [],
  }));
}

/** One restaurant's graph, or undefined when there is no such restaurant (the caller checks its reach first). */
export async function loadMenuGraph(db: Database, restaurantId: string, now: Date): Promise<MenuGraph | undefined> {
  return (await loadMenuGraphs(db, [restaurantId], now))[0];
}

/** Lookups by id over one graph, built once per graph object (a changed copy gets its own). */
export interface GraphIndex {
  menus: ReadonlyMap<string, GraphMenu>;
  categories: ReadonlyMap<string, GraphCategory>;
}

const indexes = new WeakMap<MenuGraph, GraphIndex>();

export function indexOf(graph: MenuGraph): GraphIndex {
  let index = indexes.get(graph);
  if (!index) {
    index = {
      menus: new Map(graph.menus.map((menu) => [menu.id, menu])),
      categories: new Map(graph.categories.map((category) => [category.id, category])),
    };
    indexes.set(graph, index);
  }
  return index;
}

/**
 * Why guests are not offered a menu (offeredToGuests.ts's rule, in memory: ACTIVE, not hidden, in no hidden category),
 * or undefined when they are; DELETED when it is not in the graph.
 */
export function notOfferedReason(graph: MenuGraph, menu: GraphMenu | undefined): NotOfferedReason | undefined {
  if (!menu) return 'DELETED';
  if (menu.status !== 'ACTIVE') return 'INACTIVE';
  if (menu.hidden) return 'HIDDEN';
  const category = menu.categoryId === null ? undefined : indexOf(graph).categories.get(menu.categoryId);
  return category?.hidden ? 'CATEGORY_HIDDEN' : undefined;
}

export const isOffered = (graph: MenuGraph, menu: GraphMenu | undefined): menu is GraphMenu =>
  notOfferedReason(graph, menu) === undefined;

/** Offered, not sold out at the graph's `now` and not out of stock: a guest can order it now. */
export const isOrderable = (graph: MenuGraph, menu: GraphMenu | undefined): menu is GraphMenu =>
  isOffered(graph, menu) && !isSoldOut(menu.soldOutUntil, graph.now) && !isOutOfStock(menu.stockLeft);
