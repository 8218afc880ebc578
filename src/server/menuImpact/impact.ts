/**
 * What a change would affect: the health problems it adds (the graph judged before and after, in
 * memory), the menus guests were offered or could order before and not after, and what refers to them (the
 * featured flag, live or scheduled feed posts, the restaurant's promos, copies in other
 * restaurants) for the admin to see before confirming.
 */
import {
  MENU_IMPACT_LIST_MAX,
  problemKey,
  type ImpactMenu,
  type ImpactPackageGroup,
  type MenuImpact,
  type MenuImpactChange,
} from '../../domain';
import { AppError } from '../graphql/appError';
import { indexOf, isOffered, isOrderable, type GraphMenu, type MenuGraph } from '../menuHealth/menuGraph';
import { menuProblems, orderableChoices } from '../menuHealth/rules';
import { applyChanges, categoriesStillHolding } from './proposedChange';

const collator = new Intl.Collator('en');
const byFeaturedThenName = (a: GraphMenu, b: GraphMenu) =>
  Number(b.featured) - Number(a.featured) || collator.compare(a.name, b.name) || collator.compare(a.id, b.id);

/** Menus the change deletes, or that guests were offered (or could order) before it and not after it. */
function withdrawnMenus(before: MenuGraph, after: MenuGraph): GraphMenu[] {
  const afterMenus = indexOf(after).menus;
  return before.menus.filter((menu) => {
    const changed = afterMenus.get(menu.id);
    return (
      !changed ||
      (isOffered(before, menu) && !isOffered(after, changed)) ||
      (isOrderable(before, menu) && !isOrderable(after, changed))
    );
  });
}

/**
 * Required groups (min > 0) of active packages that lose orderable choices and keep enough (fewer than enough is a
 * problem), tightest first. An optional group's choices do not decide whether the package can be ordered.
 */
function thinnedPackageGroups(before: MenuGraph, after: MenuGraph): ImpactPackageGroup[] {
  return after.packages
    .filter((pkg) => pkg.status === 'ACTIVE')
    .flatMap((pkg) =>
      pkg.groups.flatMap((group) => {
        if (group.min === 0) return [];
        const available = orderableChoices(after, group);
        const had = orderableChoices(before, group);
        return available < had && available >= group.min
          ? [
              {
                packageId: pkg.id,
                packageName: pkg.name,
                group: group.name,
                min: group.min,
                available,
                atMinimum: available === group.min,
              },
            ]
          : [];
      }),
    )
    .sort(
      (a, b) =>
        Number(b.atMinimum) - Number(a.atMinimum) ||
        collator.compare(a.packageName, b.packageName) ||
        collator.compare(a.group, b.group),
    );
}

const first = <T>(items: readonly T[]) => items.slice(0, MENU_IMPACT_LIST_MAX);

export type ImpactWithoutCopies = Omit<MenuImpact, 'copyCount' | 'copies'>;

/**
 * The impact of `changes` on `graph` (copies are read apart: they need the database). A category
 * deleted while it still holds menus is refused as its delete would be (CONFLICT).
 */
export function impactOf(
  graph: MenuGraph,
  changes: readonly MenuImpactChange[],
): { impact: ImpactWithoutCopies; withdrawn: string[] } {
  const after = applyChanges(graph, changes);
  if (categoriesStillHolding(after, changes).length)
    throw new AppError('CONFLICT', { key: 'errors.inUse', params: { obj: 'MenuCategory' } });
  const known = new Set(menuProblems(graph).map(problemKey));
  const added = menuProblems(after).filter((problem) => !known.has(problemKey(problem)));
  const withdrawn = withdrawnMenus(graph, after).sort(byFeaturedThenName);
  const withdrawnIds = new Set(withdrawn.map((menu) => menu.id));
  const feeds = graph.feeds.flatMap((feed) => {
    const shown = feed.menuIds.filter((id) => withdrawnIds.has(id));
    return shown.length ? [{ id: feed.id, title: feed.title, status: feed.status, menuIds: shown }] : [];
  });
  // A promo's offer applies to the restaurant's whole orders: it is listed once something is withdrawn, for
  // information.
  const promos = withdrawn.length ? graph.promos.map(({ id, title, status }) => ({ id, title, status })) : [];
  const packageGroups = thinnedPackageGroups(graph, after);
  const menus: ImpactMenu[] = withdrawn.map(({ id, name, featured }) => ({ id, name, featured }));
  return {
    impact: {
      restaurantId: graph.restaurant.id,
      problemCount: added.length,
      problems: first(added),
      packageGroupCount: packageGroups.length,
      packageGroups: first(packageGroups),
      menuCount: menus.length,
      featuredCount: menus.filter((menu) => menu.featured).length,
      menus: first(menus),
      feedCount: feeds.length,
      feeds: first(feeds),
      promoCount: promos.length,
      promos: first(promos),
    },
    withdrawn: [...withdrawnIds],
  };
}
