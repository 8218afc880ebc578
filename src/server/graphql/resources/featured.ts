/**
 * Featured items: the restaurants the public site features, in order, set as one list by super admins, or some added or
 * removed (featuredChanges.ts).
 */
import { inArray } from 'drizzle-orm';
import { FEATURED, SET_FEATURED_RULES, type MessageRef } from '../../../domain';
import { featuredItems, restaurants } from '../../db/schema';
import { assertValid, invalidInput } from '../appError';
import { boundedIds, isUuid } from '../crud/listQuery';
import { readRecords } from '../crud/reads';
import type { Args, GuardedContext } from '../operation';
import { defineResource, type PageComputedField } from '../resource';
import { inGivenOrder, lastPosition } from './catalogue/positions';
import { FEATURED_CHANGES_SDL, featuredChangeOperations } from './featuredChanges';

const unknownRestaurant = (attr: string): MessageRef => ({ key: 'validation.unknownValue', params: { attr } });

/** The ids of `ids` that name no restaurant. */
async function missingRestaurants(context: GuardedContext, ids: readonly unknown[]): Promise<unknown[]> {
  const valid = ids.filter(isUuid);
  const found = new Set(
    valid.length
      ? (await context.db.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.id, valid))).map(
          (r) => r.id,
        )
      : [],
  );
  return ids.filter((id) => !(isUuid(id) && found.has(id)));
}

/** `restaurantName: String!`: the names of a page's restaurants, in one query. */
const restaurantName: PageComputedField = {
  type: 'String!',
  needs: ['restaurantId'],
  async resolvePage(rows, db) {
    const ids = [...new Set(rows.map((row) => row.restaurantId as string))];
    const names = new Map(
      ids.length
        ? (
            await db
              .select({ id: restaurants.id, name: restaurants.name })
              .from(restaurants)
              .where(inArray(restaurants.id, ids))
          ).map((r) => [r.id, r.name])
        : [],
    );
    return rows.map((row) => names.get(row.restaurantId as string) ?? '');
  },
};

/** Replaces the whole list with `restaurantIds`, positions 0…n-1 in that order; the new items' ids. */
async function setFeatured(args: Args, context: GuardedContext): Promise<string[]> {
  assertValid({ restaurantIds: args.restaurantIds }, SET_FEATURED_RULES);
  const restaurantIds = boundedIds(args.restaurantIds as unknown[], 'restaurantIds') as string[];
  if ((await missingRestaurants(context, restaurantIds)).length)
    throw invalidInput({ restaurantIds: unknownRestaurant('Restaurants') });
  await context.db.delete(featuredItems);
  if (restaurantIds.length === 0) return [];
  const inserted = await context.db
    .insert(featuredItems)
    .values(restaurantIds.map((restaurantId, position) => ({ restaurantId, position })))
    .returning({ id: featuredItems.id });
  return inserted.map((row) => row.id);
}

export default defineResource({
  descriptor: FEATURED,
  table: featuredItems,
  search: [],
  filters: ['restaurantId'],
  sortable: ['position', 'createdAt'],
  defaultSort: { field: 'position', order: 'ASC' },
  unique: [
    {
      fields: ['restaurantId'],
      index: 'featured_items_restaurant_unique',
      message: { key: 'errors.alreadyExists', params: { obj: 'Restaurant' } },
    },
  ],
  computed: { restaurantName },
  createDefaults: lastPosition('position', featuredItems.position),
  check: async ({ record, context }): Promise<Record<string, MessageRef>> =>
    (await missingRestaurants(context, [record.restaurantId])).length
      ? { restaurantId: unknownRestaurant('Restaurant') }
      : {},
  sdl: `extend type Mutation { setFeatured(restaurantIds: [ID!]!): [FeaturedItem!]! }
${FEATURED_CHANGES_SDL}`,
  operations: (resource) => [
    {
      name: 'setFeatured',
      type: 'Mutation',
      verb: 'custom',
      access: { kind: 'permission', area: 'featured', action: 'edit' },
      // The list is replaced: every item before it, and those it makes.
      audit: {
        records: async (_args, context) =>
          (await context.db.select({ id: featuredItems.id }).from(featuredItems)).map((row) => row.id),
        created: (result) => (result as { id: string }[]).map((row) => row.id),
      },
      async resolve(args, context, info) {
        const ids = await setFeatured(args, context);
        return ids.length
          ? inGivenOrder(await readRecords(resource, context, inArray(featuredItems.id, ids), info), ids)
          : [];
      },
    },
    ...featuredChangeOperations(resource),
  ],
});
