/** Menu categories: a restaurant's own, in its menu's order; a category that still holds menus cannot be deleted. */
import { and, eq, inArray } from 'drizzle-orm';
import { MENU_CATEGORIES, REORDER_MENU_CATEGORY_RULES, type MessageRef } from '../../../domain';
import { menuCategories, menus, printerClasses } from '../../db/schema';
import { assertValid, invalidInput, notFound } from '../appError';
import { boundedIds, isUuid } from '../crud/listQuery';
import { readRecords } from '../crud/reads';
import type { Args, GuardedContext } from '../operation';
import { defineResource, type WriteEvent } from '../resource';
import { inGivenOrder, lastPosition, reorderRows } from './catalogue/positions';
import { usageCount } from './catalogue/usageCount';

/** The printer a category routes to must be one of its own restaurant's. */
async function checkPrinterClass({ record, context }: WriteEvent): Promise<Record<string, MessageRef>> {
  if (!record.printerClassId) return {};
  const [found] = await context.db
    .select({ id: printerClasses.id })
    .from(printerClasses)
    .where(
      and(
        eq(printerClasses.id, record.printerClassId as string),
        eq(printerClasses.restaurantId, record.restaurantId as string),
      ),
    );
  return found ? {} : { printerClassId: { key: 'validation.unknownValue', params: { attr: 'Printer class' } } };
}

/** The categories to reorder, checked and bounded (before the audit reads them). */
function reorderIds(args: Args): string[] {
  assertValid({ ids: args.ids }, REORDER_MENU_CATEGORY_RULES);
  return boundedIds(args.ids as unknown[], 'ids') as string[];
}

/**
 * The categories given (all of one restaurant within the writer's reach), in their new order among that restaurant's
 * others.
 */
async function reorder(args: Args, context: GuardedContext): Promise<string[]> {
  const ids = reorderIds(args);
  if (!ids.every(isUuid)) throw notFound('MenuCategory');
  const found = await context.db
    .select({ restaurantId: menuCategories.restaurantId })
    .from(menuCategories)
    .where(and(inArray(menuCategories.id, ids), context.scope('write')));
  const restaurantIds = new Set(found.map((row) => row.restaurantId));
  if (found.length !== ids.length) throw notFound('MenuCategory');
  if (restaurantIds.size !== 1)
    throw invalidInput({ ids: { key: 'validation.invalid', params: { attr: 'Categories' } } });
  const ordered = {
    table: menuCategories,
    id: menuCategories.id,
    position: menuCategories.position,
    updatedAt: menuCategories.updatedAt,
  };
  await reorderRows(context, ordered, ids, eq(menuCategories.restaurantId, [...restaurantIds][0]));
  return ids;
}

export default defineResource({
  descriptor: MENU_CATEGORIES,
  table: menuCategories,
  search: ['name', 'nameSecondary'],
  filters: ['hidden'],
  sortable: ['position', 'name', 'nameSecondary', 'createdAt'],
  defaultSort: { field: 'position', order: 'ASC' },
  unique: [
    { fields: ['restaurantId', 'name'], index: 'menu_categories_restaurant_name_unique', caseInsensitive: true },
  ],
  computed: { menuCount: usageCount(menus.categoryId) },
  createDefaults: lastPosition('position', menuCategories.position),
  check: checkPrinterClass,
  sdl: 'extend type Mutation { reorderMenuCategories(ids: [ID!]!): [MenuCategory!]! }',
  operations: (resource) => [
    {
      name: 'reorderMenuCategories',
      type: 'Mutation',
      verb: 'custom',
      access: { kind: 'permission', area: 'menu_categories', action: 'edit' },
      audit: { records: reorderIds },
      async resolve(args, context, info) {
        const ids = await reorder(args, context);
        return inGivenOrder(await readRecords(resource, context, inArray(menuCategories.id, ids), info), ids);
      },
    },
  ],
});
