/** What a package menu's groups choose from: the menus of its restaurant, and whether each can be chosen now. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { isSoldOut, type MessageRef } from '../../../../domain';
import type { Database } from '../../../db/database';
import { menus, packageMenuGroups } from '../../../db/schema';
import { isUuid } from '../../crud/listQuery';
import type { PageComputedField, Row } from '../../resource';
import { notSoldOutAt } from './availability';

/** Shown, and not sold out (or sold out until a time already past by the server clock): choosable now. */
const available = (now: Date) => and(eq(menus.hidden, false), notSoldOutAt(now));

/** Every menu of the restaurant as a choice for a group, by name. */
export async function packageMenuChoices(db: Database, restaurantId: string, now: Date) {
  const rows = await db
    .select({
      id: menus.id,
      name: menus.name,
      price: menus.price,
      hidden: menus.hidden,
      soldOutUntil: menus.soldOutUntil,
    })
    .from(menus)
    .where(eq(menus.restaurantId, restaurantId))
    .orderBy(asc(menus.name), asc(menus.id));
  return rows.map(({ soldOutUntil, ...menu }) => ({ ...menu, soldOut: isSoldOut(soldOutUntil, now) }));
}

type Group = { name?: unknown; menuIds?: unknown };

/**
 * Field errors for group menus that are not menus of `restaurantId` (malformed ids included): on `groups.{i}.menuIds`.
 */
export async function foreignGroupMenus(
  db: Database,
  restaurantId: unknown,
  groups: unknown,
): Promise<Record<string, MessageRef>> {
  if (!Array.isArray(groups) || typeof restaurantId !== 'string') return {};
  const lists = (groups as Group[]).map((group) => (Array.isArray(group.menuIds) ? (group.menuIds as unknown[]) : []));
  const ids = [...new Set(lists.flat().filter(isUuid))];
  const found = new Set(
    ids.length
      ? (
          await db
            .select({ id: menus.id })
            .from(menus)
            .where(and(inArray(menus.id, ids), eq(menus.restaurantId, restaurantId)))
        ).map((row) => row.id)
      : [],
  );
  const errors: Record<string, MessageRef> = {};
  lists.forEach((list, i) => {
    if (!list.every((id) => isUuid(id) && found.has(id)))
      errors[`groups.${i}.menuIds`] = { key: 'validation.unknownValue', params: { attr: 'Menus' } };
  });
  return errors;
}

/**
 * `warnings: [PackageMenuWarning!]!`: the groups of each package whose menus that can be chosen
 * now (not hidden, not sold out, still there) are fewer than the group's min: such a package
 * cannot be ordered. One query for the page's groups, one for their menus.
 */
export const packageWarnings: PageComputedField = {
  type: '[PackageMenuWarning!]!',
  needs: [],
  async resolvePage(rows: readonly Row[], db: Database, now: Date) {
    const ids = rows.map((row) => row.id as string);
    if (ids.length === 0) return [];
    const groups = await db
      .select()
      .from(packageMenuGroups)
      .where(inArray(packageMenuGroups.packageMenuId, ids))
      .orderBy(asc(packageMenuGroups.position), asc(packageMenuGroups.id));
    const menuIds = [...new Set(groups.flatMap((group) => group.menuIds).filter(isUuid))];
    const choosable = new Set(
      menuIds.length
        ? (
            await db
              .select({ id: menus.id })
              .from(menus)
              .where(and(inArray(menus.id, menuIds), available(now)))
          ).map((row) => row.id)
        : [],
    );
    const warnings = new Map<string, Row[]>();
    for (const group of groups) {
      const count = group.menuIds.filter((id) => choosable.has(id)).length;
      if (count >= group.min) continue;
      const warning = { groupId: group.id, groupName: group.name, min: group.min, available: count };
      warnings.set(group.packageMenuId, [...(warnings.get(group.packageMenuId) ?? []), warning]);
    }
    return ids.map((id) => warnings.get(id) ?? []);
  },
};
