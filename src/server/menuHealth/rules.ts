/**
 * The health rules: pure functions of a menu graph (menuGraph.ts), one per rule, no database. What
 * applies to our data model, where the issue asks more than it holds:
 * - Item rules judge the items guests are offered (ACTIVE, not hidden, in no hidden category): a
 *   draft or hidden item is still being prepared, and its gaps stop nobody ordering.
 * - "Free on purpose": menus have no such flag. An item priced 0 whose options carry a price is
 *   priced through them (build your own); any other item at 0 is reported.
 * - Order types: a menu is sold for the types it names within its restaurant's plan (the menu form
 *   offers only those); a restaurant without a plan is one problem of its own, not one per item.
 * - Printer routing applies once the restaurant has printer classes; without any it prints no
 *   tickets at all, which is a choice, not a fault.
 * - Categories have no "shows images" flag: a category shows images when most of its offered items
 *   (more than half) have one.
 * - Translations: menus' and categories' names (and menus' written descriptions) when the
 *   restaurant has a secondary language; option names have no second language in our model.
 */
import {
  MENU_HEALTH_RULES,
  ORDER_TYPES_OF_PLAN,
  type MenuHealthRule,
  type MenuProblem,
  type NoOrderTypeReason,
  type OrderPlan,
  type ProblemResource,
  type ProblemValues,
} from '../../domain';
import {
  indexOf,
  isOffered,
  isOrderable,
  notOfferedReason,
  type GraphMenu,
  type GraphPackageGroup,
  type MenuGraph,
} from './menuGraph';

export type HealthRule = (graph: MenuGraph) => MenuProblem[];

interface Subject {
  resource: ProblemResource;
  id: string;
  name: string;
}

const problem = (
  graph: MenuGraph,
  rule: MenuHealthRule,
  subject: Subject,
  values: ProblemValues = {},
  detailId: string | null = null,
): MenuProblem => ({
  rule,
  resource: subject.resource,
  recordId: subject.id,
  recordName: subject.name,
  detailId,
  restaurantId: graph.restaurant.id,
  values,
});

const asMenu = ({ id, name }: GraphMenu): Subject => ({ resource: 'menus', id, name });
const offeredMenus = (graph: MenuGraph) => graph.menus.filter((menu) => isOffered(graph, menu));

/** The offered items of each category that holds any. */
function offeredByCategory(graph: MenuGraph): Map<string, GraphMenu[]> {
  const byCategory = new Map<string, GraphMenu[]>();
  for (const menu of offeredMenus(graph)) {
    if (menu.categoryId === null) continue;
    const items = byCategory.get(menu.categoryId);
    if (items) items.push(menu);
    else byCategory.set(menu.categoryId, [menu]);
  }
  return byCategory;
}

/** How many of a package group's menus guests can order now (offered, not sold out). */
export const orderableChoices = (graph: MenuGraph, group: GraphPackageGroup) =>
  group.menuIds.filter((id) => isOrderable(graph, indexOf(graph).menus.get(id))).length;

/**
 * Each group of an ACTIVE package whose orderable menus (offered, not sold out now) are fewer than its min: the package
 * cannot be ordered.
 */
export const packageGroupUnsatisfiable: HealthRule = (graph) =>
  graph.packages
    .filter((pkg) => pkg.status === 'ACTIVE')
    .flatMap((pkg) =>
      pkg.groups.flatMap((group) => {
        const available = orderableChoices(graph, group);
        if (available >= group.min) return [];
        return [
          problem(
            graph,
            'PACKAGE_GROUP_UNSATISFIABLE',
            { resource: 'package_menus', id: pkg.id, name: pkg.name },
            { group: group.name, min: group.min, available },
            group.id,
          ),
        ];
      }),
    );

/** Each option group of an offered item whose min is more than its options: the item cannot be ordered. */
export const optionGroupTooFewOptions: HealthRule = (graph) =>
  offeredMenus(graph).flatMap((menu) =>
    menu.optionGroups
      .filter((group) => group.min > group.options.length)
      .map((group) =>
        problem(
          graph,
          'OPTION_GROUP_TOO_FEW_OPTIONS',
          asMenu(menu),
          { group: group.name, min: group.min, options: group.options.length },
          group.id,
        ),
      ),
  );

/** Offered items priced 0 with no priced option. */
export const priceZero: HealthRule = (graph) =>
  offeredMenus(graph)
    .filter(
      (menu) => menu.price <= 0 && !menu.optionGroups.some((group) => group.options.some((option) => option.price > 0)),
    )
    .map((menu) => problem(graph, 'PRICE_ZERO', asMenu(menu)));

/** Offered items sold for no order type the restaurant's plan allows; a restaurant with no plan at all, once. */
export const noOrderType: HealthRule = (graph) => {
  const { restaurant } = graph;
  const plan = restaurant.orderPlan;
  const allowed: readonly string[] | undefined = plan ? ORDER_TYPES_OF_PLAN[plan as OrderPlan] : undefined;
  const offered = offeredMenus(graph);
  if (!allowed)
    return offered.length
      ? [
          problem(
            graph,
            'NO_ORDER_TYPE',
            { resource: 'restaurants', id: restaurant.id, name: restaurant.name },
            { reason: 'NO_PLAN' satisfies NoOrderTypeReason },
          ),
        ]
      : [];
  return offered
    .filter((menu) => !menu.orderTypes.some((type) => allowed.includes(type)))
    .map((menu) => {
      const reason: NoOrderTypeReason = menu.orderTypes.length ? 'OUTSIDE_PLAN' : 'NONE_CHOSEN';
      return problem(graph, 'NO_ORDER_TYPE', asMenu(menu), {
        reason,
        plan: plan as string,
        orderTypes: menu.orderTypes.join(','),
      });
    });
};

/** Offered items in no category. */
export const noCategory: HealthRule = (graph) =>
  offeredMenus(graph)
    .filter((menu) => menu.categoryId === null)
    .map((menu) => problem(graph, 'NO_CATEGORY', asMenu(menu)));

/**
 * Offered items whose tickets print nowhere (neither their own printer class nor their category's), once the restaurant
 * has printer classes.
 */
export const noPrinterRoute: HealthRule = (graph) => {
  const printers = new Set(graph.printerClasses.map((printer) => printer.id));
  if (printers.size === 0) return [];
  const routed = (id: string | null | undefined) => id !== null && id !== undefined && printers.has(id);
  return offeredMenus(graph)
    .filter(
      (menu) =>
        !routed(menu.printerClassId) &&
        !routed(menu.categoryId === null ? null : indexOf(graph).categories.get(menu.categoryId)?.printerClassId),
    )
    .map((menu) => problem(graph, 'NO_PRINTER_ROUTE', asMenu(menu)));
};

/** Offered items still marked sold out until a time already past: on sale again by themselves, unchecked. */
export const staleSoldOut: HealthRule = (graph) =>
  offeredMenus(graph)
    .filter((menu) => menu.soldOutUntil !== null && menu.soldOutUntil <= graph.now)
    .map((menu) =>
      problem(graph, 'STALE_SOLD_OUT', asMenu(menu), { soldOutUntil: (menu.soldOutUntil as Date).toISOString() }),
    );

/**
 * Offered items whose lasting stock count (no daily count) has been at zero since before the restaurant's business day:
 * out of stock since then, until someone counts them again (a daily count comes back by itself, and is not judged).
 */
export const staleOutOfStock: HealthRule = (graph) =>
  offeredMenus(graph)
    .filter(
      (menu) => menu.stockLeft === 0 && menu.lastingStockDay !== null && menu.lastingStockDay < graph.restaurant.today,
    )
    .map((menu) => problem(graph, 'STALE_OUT_OF_STOCK', asMenu(menu), { since: menu.lastingStockDay as string }));

/** Items flagged featured that guests are not offered. */
export const featuredNotOffered: HealthRule = (graph) =>
  graph.menus.flatMap((menu) => {
    const reason = menu.featured ? notOfferedReason(graph, menu) : undefined;
    return reason ? [problem(graph, 'FEATURED_NOT_OFFERED', asMenu(menu), { reason })] : [];
  });

/** Each menu a live or scheduled feed post links that guests are not offered (or that is gone). */
export const feedLinksNotOffered: HealthRule = (graph) =>
  graph.feeds.flatMap((feed) =>
    feed.menuIds.flatMap((menuId) => {
      const menu = indexOf(graph).menus.get(menuId);
      const reason = notOfferedReason(graph, menu);
      if (!reason) return [];
      return [
        problem(
          graph,
          'FEED_LINKS_NOT_OFFERED',
          { resource: 'feeds', id: feed.id, name: feed.title },
          { menu: menu?.name ?? '', reason, status: feed.status },
          menuId,
        ),
      ];
    }),
  );

/** Live or scheduled promos the restaurant takes part in while none of its items can be ordered now. */
export const promoNothingOrderable: HealthRule = (graph) =>
  graph.menus.some((menu) => isOrderable(graph, menu))
    ? []
    : graph.promos.map((promo) =>
        problem(
          graph,
          'PROMO_NOTHING_ORDERABLE',
          { resource: 'promos', id: promo.id, name: promo.title },
          { status: promo.status },
        ),
      );

/** Offered items without an image in a category where most offered items have one. */
export const missingImage: HealthRule = (graph) => {
  return [...offeredByCategory(graph)].flatMap(([categoryId, items]) => {
    const withImages = items.filter((menu) => menu.imageUrl).length;
    if (withImages * 2 <= items.length) return [];
    const category = indexOf(graph).categories.get(categoryId)?.name ?? '';
    return items
      .filter((menu) => !menu.imageUrl)
      .map((menu) => problem(graph, 'MISSING_IMAGE', asMenu(menu), { category, withImages, items: items.length }));
  });
};

/**
 * Offered items and the categories guests see them in, whose name (or written description) has no secondary-language
 * text, when the restaurant has a second language.
 */
export const untranslated: HealthRule = (graph) => {
  const { primaryLanguage, secondaryLanguage: language } = graph.restaurant;
  if (!language || language === primaryLanguage) return [];
  const shown = offeredByCategory(graph);
  const categories = graph.categories
    .filter((category) => shown.has(category.id) && !category.nameSecondary?.trim())
    .map((category) =>
      problem(
        graph,
        'UNTRANSLATED',
        { resource: 'menu_categories', id: category.id, name: category.name },
        { language, fields: 'name' },
      ),
    );
  const items = offeredMenus(graph).flatMap((menu) => {
    const fields = [
      ...(menu.texts.nameSecondary ? [] : ['name']),
      ...(menu.texts.description && !menu.texts.descriptionSecondary ? ['description'] : []),
    ];
    return fields.length ? [problem(graph, 'UNTRANSLATED', asMenu(menu), { language, fields: fields.join(',') })] : [];
  });
  return [...categories, ...items];
};

/** Every rule by its code. */
export const HEALTH_RULES: Readonly<Record<MenuHealthRule, HealthRule>> = {
  PACKAGE_GROUP_UNSATISFIABLE: packageGroupUnsatisfiable,
  OPTION_GROUP_TOO_FEW_OPTIONS: optionGroupTooFewOptions,
  NO_ORDER_TYPE: noOrderType,
  PROMO_NOTHING_ORDERABLE: promoNothingOrderable,
  FEED_LINKS_NOT_OFFERED: feedLinksNotOffered,
  FEATURED_NOT_OFFERED: featuredNotOffered,
  PRICE_ZERO: priceZero,
  NO_CATEGORY: noCategory,
  NO_PRINTER_ROUTE: noPrinterRoute,
  STALE_SOLD_OUT: staleSoldOut,
  STALE_OUT_OF_STOCK: staleOutOfStock,
  MISSING_IMAGE: missingImage,
  UNTRANSLATED: untranslated,
};

const collator = new Intl.Collator('en');
const byName = (a: MenuProblem, b: MenuProblem) =>
  collator.compare(a.recordName, b.recordName) ||
  collator.compare(a.recordId, b.recordId) ||
  collator.compare(a.detailId ?? '', b.detailId ?? '');

/** Every problem of a graph: by rule in MENU_HEALTH_RULES' order, then by record name. */
export function menuProblems(graph: MenuGraph): MenuProblem[] {
  return MENU_HEALTH_RULES.flatMap((rule) => HEALTH_RULES[rule](graph).sort(byName));
}
