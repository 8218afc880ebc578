/**
 * Copies made by menu duplication: menus whose `source_menu_id` names one of the given menus
 * (copyMenus sets it on every menu it creates or overwrites). Only copies in restaurants the
 * viewer reaches are read: an ADMIN learns nothing, not even a count, of another restaurant's.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MENU_IMPACT_LIST_MAX, type ImpactCopy } from '../../domain';
import type { Database } from '../db/database';
import { menus, restaurants } from '../db/schema';

/**
 * The first MENU_IMPACT_LIST_MAX copies of `menuIds` within `reach` (a condition on the copies' menus rows), by
 * restaurant and name, and how many there are.
 */
export async function copiesOf(
  db: Database,
  menuIds: readonly string[],
  reach: SQL | undefined,
): Promise<{ count: number; copies: ImpactCopy[] }> {
  if (menuIds.length === 0) return { count: 0, copies: [] };
  const rows = await db
    .select({
      id: menus.id,
      name: menus.name,
      sourceMenuId: sql<string>`${menus.sourceMenuId}`,
      restaurantId: menus.restaurantId,
      restaurantName: restaurants.name,
      count: sql<number>`(count(*) over ())::int`.mapWith(Number),
    })
    .from(menus)
    .innerJoin(restaurants, eq(restaurants.id, menus.restaurantId))
    .where(and(inArray(menus.sourceMenuId, [...menuIds]), reach))
    .orderBy(asc(restaurants.name), asc(menus.name), asc(menus.id))
    .limit(MENU_IMPACT_LIST_MAX);
  return { count: rows[0]?.count ?? 0, copies: rows.map(({ count: _count, ...copy }) => copy) };
}
