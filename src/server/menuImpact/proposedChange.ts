/**
 * A proposed change applied to a menu graph in memory (the graph is plain data): the graph as it
 * would be once the change is written, for the health rules to judge again. Nothing is written.
 */
import { SOLD_OUT_DURATIONS, type MenuImpactChange, type MenuImpactKind } from '../../domain';
import type { MenuGraph } from '../menuHealth/menuGraph';

/** The ids the changes name for one kind. */
export function idsOf(changes: readonly MenuImpactChange[], ...kinds: MenuImpactKind[]): Set<string> {
  return new Set(
    changes
      .filter((change) => kinds.includes(change.kind))
      .flatMap((change) => change.ids.map((id) => id.toLowerCase())),
  );
}

/**
 * The graph after the changes. A sold-out menu is sold out from now (the duration changes nothing
 * the rules judge now); a deleted menu leaves the feed posts that linked it (their links cascade)
 * but stays in package groups, whose stored ids drop out when read, as the database does.
 */
export function applyChanges(graph: MenuGraph, changes: readonly MenuImpactChange[]): MenuGraph {
  const hidden = idsOf(changes, 'HIDE_MENU');
  const deactivated = idsOf(changes, 'DEACTIVATE_MENU');
  const soldOut = idsOf(changes, 'SELL_OUT_MENU');
  const deleted = idsOf(changes, 'DELETE_MENU');
  const deletedGroups = idsOf(changes, 'DELETE_OPTION_GROUP');
  const deletedOptions = idsOf(changes, 'DELETE_OPTION');
  const hiddenCategories = idsOf(changes, 'HIDE_CATEGORY');
  const deletedCategories = idsOf(changes, 'DELETE_CATEGORY');
  const soldOutUntil = new Date(graph.now.getTime() + SOLD_OUT_DURATIONS.HOUR);
  return {
    ...graph,
    menus: graph.menus
      .filter((menu) => !deleted.has(menu.id))
      .map((menu) => ({
        ...menu,
        hidden: menu.hidden || hidden.has(menu.id),
        status: deactivated.has(menu.id) && menu.status === 'ACTIVE' ? 'INACTIVE' : menu.status,
        soldOutUntil: soldOut.has(menu.id) ? soldOutUntil : menu.soldOutUntil,
        optionGroups: menu.optionGroups
          .filter((group) => !deletedGroups.has(group.id))
          .map((group) => ({ ...group, options: group.options.filter((option) => !deletedOptions.has(option.id)) })),
      })),
    categories: graph.categories
      .filter((category) => !deletedCategories.has(category.id))
      .map((category) => (hiddenCategories.has(category.id) ? { ...category, hidden: true } : category)),
    feeds: graph.feeds.map((feed) => ({ ...feed, menuIds: feed.menuIds.filter((id) => !deleted.has(id)) })),
  };
}

/** Categories the changes delete that would still hold menus once applied: the database refuses to delete those. */
export function categoriesStillHolding(after: MenuGraph, changes: readonly MenuImpactChange[]): string[] {
  const deleted = idsOf(changes, 'DELETE_CATEGORY');
  return [
    ...new Set(
      after.menus.flatMap((menu) =>
        menu.categoryId !== null && deleted.has(menu.categoryId) ? [menu.categoryId] : [],
      ),
    ),
  ];
}
