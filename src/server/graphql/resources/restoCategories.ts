/** Restaurant categories: a platform catalogue in a curated order; a category in use by restaurants cannot be deleted. */
import { asc, inArray, sql } from 'drizzle-orm';
import { REORDER_RULES, RESTO_CATEGORIES, validateRecord, type MessageRef } from '../../../domain';
import { restaurants, restoCategories } from '../../db/schema';
import { invalidInput } from '../appError';
import { boundedIds, isUuid } from '../crud/listQuery';
import { readRecords } from '../crud/reads';
import type { Args, GuardedContext } from '../operation';
import { unknownMediaUrls } from '../../media/mediaUrls';
import { defineResource } from '../resource';
import { inGivenOrder, lastPosition } from './catalogue/positions';
import { usageCount } from './catalogue/usageCount';

const unknownCategories = () => invalidInput({ ids: { key: 'validation.unknownValue', params: { attr: 'Categories' } } });

/**
 * The categories given take, in the order given, the places in the list they held between them
 * (so a page, or a search result, can be reordered alone); every category is then numbered 0…n-1
 * in list order (position, then id), and those given are marked updated.
 */
async function reorder(args: Args, context: GuardedContext): Promise<string[]> {
  const errors = validateRecord({ ids: args.ids }, REORDER_RULES);
  if (Object.keys(errors).length) throw invalidInput(errors);
  const ids = boundedIds(args.ids as unknown[], 'ids') as string[];
  if (!ids.every(isUuid)) throw unknownCategories();
  const all = await context.db.select({ id: restoCategories.id, position: restoCategories.position }).from(restoCategories).orderBy(asc(restoCategories.position), asc(restoCategories.id));
  const given = new Set(ids);
  if (all.filter((row) => given.has(row.id)).length !== ids.length) throw unknownCategories();

  let next = 0;
  const order = all.map((row) => (given.has(row.id) ? ids[next++] : row.id));
  const stored = new Map(all.map((row) => [row.id, row.position]));
  const touched = order.map((id, position) => ({ id, position })).filter(({ id, position }) => given.has(id) || stored.get(id) !== position);
  if (touched.length) {
    const position = sql`case ${restoCategories.id} ${sql.join(
      touched.map((row) => sql`when ${row.id}::uuid then ${row.position}::integer`),
      sql` `,
    )} end`;
    await context.db
      .update(restoCategories)
      .set({ position, updatedAt: sql`case when ${inArray(restoCategories.id, ids)} then ${context.now().toISOString()}::timestamptz else ${restoCategories.updatedAt} end` })
      .where(inArray(restoCategories.id, touched.map((row) => row.id)));
  }
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
    { fields: ['nameId'], index: 'resto_categories_name_id_lower_unique', caseInsensitive: true, message: { key: 'errors.alreadyExists', params: { obj: 'Indonesian name' } } },
  ],
  computed: { restaurantCount: usageCount(restaurants.categoryId) },
  createDefaults: lastPosition('position', restoCategories.position),
  readableBySignedIn: true,
  // The icon must be an image uploaded here, as a restaurant's logo.
  check: async (record, context): Promise<Record<string, MessageRef>> => ((await unknownMediaUrls(context.db, [record.iconUrl])).length ? { iconUrl: { key: 'validation.invalid', params: { attr: 'Icon' } } } : {}),
  sdl: 'extend type Mutation { reorderRestoCategories(ids: [ID!]!): [RestoCategory!]! }',
  operations: (resource) => [
    {
      name: 'reorderRestoCategories',
      type: 'Mutation',
      verb: 'custom',
      access: { kind: 'permission', area: 'resto_categories', action: 'edit' },
      async resolve(args, context, info) {
        const ids = await reorder(args, context);
        return inGivenOrder(await readRecords(resource, context, inArray(restoCategories.id, ids), info), ids);
      },
    },
  ],
});
