/**
 * Impact preview: what a change to a restaurant's menu would affect, asked before the
 * change is made. The server applies the change to the restaurant's menu graph in memory and
 * compares the health problems (menuHealth.ts) before and after; the admin's confirm dialogs show
 * the answer.
 */
import type { PostStatus } from './enums';
import type { MenuProblem } from './menuHealth';
import { LIMITS } from './validation';

/**
 * What a change does to records of one restaurant. DEACTIVATE_MENU is a status other than ACTIVE
 * (guests are not offered it, as when hidden); SELL_OUT_MENU is any duration (sold out now).
 */
export const MENU_IMPACT_KINDS = [
  'HIDE_MENU',
  'DEACTIVATE_MENU',
  'SELL_OUT_MENU',
  'DELETE_MENU',
  'DELETE_OPTION_GROUP',
  'DELETE_OPTION',
  'HIDE_CATEGORY',
  'DELETE_CATEGORY',
] as const;
export type MenuImpactKind = (typeof MENU_IMPACT_KINDS)[number];

export interface MenuImpactChange {
  kind: MenuImpactKind;
  ids: readonly string[];
}

/** Ids one preview names at most, all its changes together: a bulk action's rows (LIMITS.bulk). */
export const MENU_IMPACT_MAX_IDS = LIMITS.bulk;

/** Entries each list of the answer holds at most; its count is always whole. */
export const MENU_IMPACT_LIST_MAX = 100;

/**
 * A menu guests were offered (or could order) before the change and not after (hidden, inactive, sold out, in a hidden
 * category), or one it deletes.
 */
export interface ImpactMenu {
  id: string;
  name: string;
  featured: boolean;
}

/** A live or scheduled feed post showing some of those menus (`menuIds`: which). */
export interface ImpactFeed {
  id: string;
  title: string;
  status: PostStatus;
  menuIds: string[];
}

/**
 * A live or scheduled promo the restaurant takes part in: promos target restaurants (their offer applies to whole
 * orders), never single items.
 */
export interface ImpactPromo {
  id: string;
  title: string;
  status: PostStatus;
}

/**
 * A required group of an active package that loses choices guests can order but keeps enough for the package:
 * `available` of its menus are left, it needs `min`. Left at its minimum, one more choice gone and the
 * package can no longer be ordered (a group left short is a problem instead: PACKAGE_GROUP_UNSATISFIABLE).
 */
export interface ImpactPackageGroup {
  packageId: string;
  packageName: string;
  group: string;
  min: number;
  available: number;
  /** No choice to spare (`available` is `min`): worth asking about before the change, not only listing. */
  atMinimum: boolean;
}

/** A copy of one of those menus made by menu duplication, in a restaurant the viewer reaches. */
export interface ImpactCopy {
  id: string;
  name: string;
  sourceMenuId: string;
  restaurantId: string;
  restaurantName: string;
}

/** The answer: each list's first MENU_IMPACT_LIST_MAX entries, and its whole count. */
export interface MenuImpact {
  restaurantId: string;
  /**
   * The problems Menu health would report after the change and not before (package menus that can no longer be ordered
   * first).
   */
  problemCount: number;
  problems: MenuProblem[];
  /** Groups at their minimum first, then by package and group name. */
  packageGroupCount: number;
  packageGroups: ImpactPackageGroup[];
  /** Featured menus first, then by name. */
  menuCount: number;
  featuredCount: number;
  menus: ImpactMenu[];
  feedCount: number;
  feeds: ImpactFeed[];
  promoCount: number;
  promos: ImpactPromo[];
  copyCount: number;
  copies: ImpactCopy[];
}
