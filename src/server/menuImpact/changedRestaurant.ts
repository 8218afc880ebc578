/**
 * The one restaurant a preview's changes are about. Every id is looked for within the viewer's
 * reach before anything else is read: one out of reach (or malformed) is NOT_FOUND, as a guessed
 * id is, so the answer never tells what another restaurant holds.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MENU_IMPACT_MAX_IDS, type MenuImpactChange, type MenuImpactKind } from '../../domain';
import { menuCategories, menuOptionGroups, menuOptions, menus } from '../db/schema';
import { invalidInput, notFound } from '../graphql/appError';
import { isUuid } from '../graphql/crud/listQuery';
import type { GuardedContext } from '../graphql/operation';
import { idsOf } from './proposedChange';

/**
 * The number of ids the changes name, within MENU_IMPACT_MAX_IDS and at least one; BAD_USER_INPUT on `changes`
 * otherwise.
 */
export function checkBounds(changes: readonly MenuImpactChange[]): void {
  const count = changes.reduce((sum, change) => sum + change.ids.length, 0);
  if (changes.length > MENU_IMPACT_MAX_IDS || count > MENU_IMPACT_MAX_IDS) {
    throw invalidInput({
      changes: { key: 'validation.maxSelected', params: { obj: 'ids', count: MENU_IMPACT_MAX_IDS } },
    });
  }
  if (count === 0) throw invalidInput({ changes: { key: 'validation.minSelected', params: { obj: 'ids', count: 1 } } });
}

/**
 * The restaurants of the records of `kinds`, each looked for within `reach`; NOT_FOUND (`type`) when one is missing.
 */
async function restaurantsOf(
  changes: readonly MenuImpactChange[],
  kinds: MenuImpactKind[],
  type: string,
  find: (ids: string[]) => Promise<{ restaurantId: string }[]>,
): Promise<string[]> {
  const ids = [...idsOf(changes, ...kinds)];
  if (ids.length === 0) return [];
  if (!ids.every(isUuid)) throw notFound(type);
  const found = await find(ids);
  if (found.length !== ids.length) throw notFound(type);
  return found.map((row) => row.restaurantId);
}

/**
 * The restaurant every changed record belongs to (menus, their option groups and options, categories), all within the
 * viewer's reach.
 */
export async function changedRestaurant(
  context: GuardedContext,
  changes: readonly MenuImpactChange[],
): Promise<string> {
  const { db } = context;
  const menuScope = context.scope('read');
  const reached = (column: PgColumn): SQL | undefined =>
    context.reach === 'all' ? undefined : inArray(column, context.reach.restaurantIds);
  const restaurantId = menus.restaurantId;
  const found = [
    ...(await restaurantsOf(changes, ['HIDE_MENU', 'DEACTIVATE_MENU', 'SELL_OUT_MENU', 'DELETE_MENU'], 'Menu', (ids) =>
      db
        .select({ restaurantId })
        .from(menus)
        .where(and(inArray(menus.id, ids), menuScope)),
    )),
    ...(await restaurantsOf(changes, ['DELETE_OPTION_GROUP'], 'MenuOptionGroup', (ids) =>
      db
        .select({ restaurantId })
        .from(menuOptionGroups)
        .innerJoin(menus, eq(menus.id, menuOptionGroups.menuId))
        .where(and(inArray(menuOptionGroups.id, ids), menuScope)),
    )),
    ...(await restaurantsOf(changes, ['DELETE_OPTION'], 'MenuOption', (ids) =>
      db
        .select({ restaurantId })
        .from(menuOptions)
        .innerJoin(menuOptionGroups, eq(menuOptionGroups.id, menuOptions.groupId))
        .innerJoin(menus, eq(menus.id, menuOptionGroups.menuId))
        .where(and(inArray(menuOptions.id, ids), menuScope)),
    )),
    ...(await restaurantsOf(changes, ['HIDE_CATEGORY', 'DELETE_CATEGORY'], 'MenuCategory', (ids) =>
      db
        .select({ restaurantId: menuCategories.restaurantId })
        .from(menuCategories)
        .where(and(inArray(menuCategories.id, ids), reached(menuCategories.restaurantId))),
    )),
  ];
  const restaurants = new Set(found);
  if (restaurants.size !== 1) throw invalidInput({ changes: { key: 'validation.oneRestaurant' } });
  return found[0];
}
