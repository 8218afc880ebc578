/**
 * Menu health: what can be wrong with a restaurant's menu, as both sides name it. The
 * server finds the problems (src/server/menuHealth); the admin words them in its language.
 */

/** The rules, in the order the health screen lists them: what stops guests ordering first. */
export const MENU_HEALTH_RULES = [
  'PACKAGE_GROUP_UNSATISFIABLE',
  'OPTION_GROUP_TOO_FEW_OPTIONS',
  'NO_ORDER_TYPE',
  'PROMO_NOTHING_ORDERABLE',
  'FEED_LINKS_NOT_OFFERED',
  'FEATURED_NOT_OFFERED',
  'PRICE_ZERO',
  'NO_CATEGORY',
  'NO_PRINTER_ROUTE',
  'STALE_SOLD_OUT',
  'STALE_OUT_OF_STOCK',
  'MISSING_IMAGE',
  'UNTRANSLATED',
] as const;
export type MenuHealthRule = (typeof MENU_HEALTH_RULES)[number];

/** The resources a problem's record can be (the admin opens the record's edit screen, or the list holding it). */
export type ProblemResource = 'restaurants' | 'menus' | 'menu_categories' | 'package_menus' | 'feeds' | 'promos';

/** Why guests are not offered a menu: it is not ACTIVE, hidden, in a hidden category, or gone. */
export const NOT_OFFERED_REASONS = ['INACTIVE', 'HIDDEN', 'CATEGORY_HIDDEN', 'DELETED'] as const;
export type NotOfferedReason = (typeof NOT_OFFERED_REASONS)[number];

/**
 * Why a menu is sold for no order type: none chosen, none its restaurant's plan allows, or the restaurant has no plan.
 */
export const NO_ORDER_TYPE_REASONS = ['NONE_CHOSEN', 'OUTSIDE_PLAN', 'NO_PLAN'] as const;
export type NoOrderTypeReason = (typeof NO_ORDER_TYPE_REASONS)[number];

/** The values a problem's message needs, by name (order types and reasons as their codes, times as ISO strings). */
export type ProblemValues = Readonly<Record<string, string | number>>;

/**
 * One problem: which rule, the record to fix (and the part of it at fault: a group, a linked menu), and its message's
 * values.
 */
export interface MenuProblem {
  rule: MenuHealthRule;
  resource: ProblemResource;
  recordId: string;
  recordName: string;
  /** The part of the record at fault (an option or package group, the menu a feed links), or null. */
  detailId: string | null;
  restaurantId: string;
  values: ProblemValues;
}

/** A problem's identity across two computations (before and after a change). */
export const problemKey = (problem: Pick<MenuProblem, 'rule' | 'recordId' | 'detailId'>): string =>
  `${problem.rule} ${problem.recordId} ${problem.detailId ?? ''}`;

/** Problems of one rule the health query answers at most (the count is always whole): fix those, the next come up. */
export const MENU_HEALTH_PROBLEMS_PER_RULE = 100;
