/**
 * Restaurant categories: a platform catalogue in a curated order; a category in use by restaurants cannot be deleted.
 */
import { inArray } from 'drizzle-orm';
import { REORDER_RULES, RESTO_CATEGORIES, type MessageRef } from '../../../domain';
import { restaurants, restoCategories } from '../../db/schema';
import { assertValid, invalidInput } from '../appError';
import { boundedIds, isUuid } from '../crud/listQuery';
import { readRecords } from '../crud/reads';
import type { Args, GuardedContext } from '../operation';
import { unknownMediaUrls } from '../../media/mediaUrls';
import { defineResource } from '../resource';
import { inGivenOrder, lastPosition, reorderRows } from './catalogue/positions';
import { usageCount } from './catalogue/usageCount';

const unknownCategories = () =>
  invalidInput({ ids: { key: 'validation.unknownValue', params: { attr: 'Categories' } } });

/** The categories to reorder, checked and bounded (before the audit reads them). */
function reorderIds(args: Args): string[] {
  assertValid({ ids: args.ids }, REORDER_RULES);
  return boundedIds(args.ids as unknown[], 'ids') as string[];
}

/** The categories given, in the order given, among the others (positions.ts: reorderRows). */
async function reorder(args: Args, context: GuardedContext): Promise<string[]> {
  const ids = reorderIds(args);
  if (!ids.every(isUuid)) throw unknownCategories();
  const known = await context.db
    .select({ id: restoCategories.id })
    .from(restoCategories)
    .where(inArray(restoCategories.id, ids));
  if (known.length !== ids.length) throw unknownCategories();
  await reorderRows(
    context,
    {
      table: restoCategories,
      id: restoCategories.id,
      position: restoCategories.position,
      updatedAt: restoCategories.updatedAt,
    },
    ids,
    undefined,
  );
  return ids;
}

export default defineResource({
  descriptor: RESTO_CATEGORIES,
  table: restoCategories,
  search: ['name', 'nameId'],
  filters: [],
  sortable: ['position', 'name', 'nameId', 'createdAt'],
  defaultSort: { field: 'position', order: 'ASC' },
  unique: [
    { fields: ['name'], index: 'resto_categories_name_lower_unique', caseInsensitive: true },
    {
      fields: ['nameId'],
      index: 'resto_categories_name_id_lower_unique',
      caseInsensitive: true,
      message: { key: 'errors.alreadyExists', params: { obj: 'Indonesian name' } },
    },
  ],
  computed: { restaurantCount: usageCount(restaurants.categoryId) },
  createDefaults: lastPosition('position', restoCategories.position),
  readableBySignedIn: true,
  // The icon must be an image uploaded here, as a restaurant's logo.
  check: async ({ record, context }): Promise<Record<string, MessageRef>> =>
    (await unknownMediaUrls(context.db, [record.iconUrl])).length
      ? { iconUrl: { key: 'validation.invalid', params: { attr: 'Icon' } } }
      : {},
  sdl: 'extend type Mutation { reorderRestoCategories(ids: [ID!]!): [RestoCategory!]! }',
  operations: (resource) => [
    {
      name: 'reorderRestoCategories',
      type: 'Mutation',
      verb: 'custom',
      access: { kind: 'permission', area: 'resto_categories', action: 'edit' },
      audit: { records: reorderIds },
      async resolve(args, context, info) {
        const ids = await reorder(args, context);
        return inGivenOrder(await readRecords(resource, context, inArray(restoCategories.id, ids), info), ids);
      },
    },
  ],
});
