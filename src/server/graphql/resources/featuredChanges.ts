/**
 * `addFeatured(restaurantIds)` and `removeFeatured(restaurantIds)`: some restaurants put at the end of
 * the featured list (those already on it stay where they are), or taken off it, in one statement of
 * the server's, so that two super admins changing the list at once both keep their changes (a list
 * read, edited and written back whole would lose one's). Writers of the list take turns (a table
 * lock for the transaction), so the list never holds more than MAX_FEATURED. Each returns the list.
 */
import { asc, inArray, max, sql } from 'drizzle-orm';
import type { GraphQLResolveInfo } from 'graphql';
import { MAX_FEATURED, SET_FEATURED_RULES } from '../../../domain';
import { trailOf } from '../../audit/auditTrail';
import { featuredItems, restaurants } from '../../db/schema';
import { assertValid, invalidInput } from '../appError';
import { boundedIds, isUuid } from '../crud/listQuery';
import { readRecords } from '../crud/reads';
import type { Args, GuardedContext, GuardedOperation } from '../operation';
import type { ServerResource } from '../resource';
import { inGivenOrder } from './catalogue/positions';

export const FEATURED_CHANGES_SDL = `extend type Mutation {
  "The restaurants put at the end of the featured list, in the order given (those on it already stay); the list."
  addFeatured(restaurantIds: [ID!]!): [FeaturedItem!]!
  "The restaurants taken off the featured list; the list."
  removeFeatured(restaurantIds: [ID!]!): [FeaturedItem!]!
}`;

const unknownRestaurants = () =>
  invalidInput({ restaurantIds: { key: 'validation.unknownValue', params: { attr: 'Restaurants' } } });

/** The restaurants named, checked and bounded (before the audit reads anything). */
function namedRestaurants(args: Args): string[] {
  assertValid({ restaurantIds: args.restaurantIds }, SET_FEATURED_RULES);
  return boundedIds(args.restaurantIds as unknown[], 'restaurantIds', MAX_FEATURED) as string[];
}

/** One writer of the list at a time, until the transaction ends. */
const takeTurn = (context: GuardedContext) =>
  context.db.execute(sql`lock table ${featuredItems} in share row exclusive mode`);

/** The featured list as it now is, in order. */
async function theList(resource: ServerResource, context: GuardedContext, info: GraphQLResolveInfo) {
  const ids = (
    await context.db.select({ id: featuredItems.id }).from(featuredItems).orderBy(asc(featuredItems.position))
  ).map((row) => row.id);
  return ids.length
    ? inGivenOrder(await readRecords(resource, context, inArray(featuredItems.id, ids), info), ids)
    : [];
}

async function add(resource: ServerResource, args: Args, context: GuardedContext, info: GraphQLResolveInfo) {
  const named = namedRestaurants(args);
  if (!named.every(isUuid)) throw unknownRestaurants();
  await takeTurn(context);
  const found = new Set(
    named.length
      ? (await context.db.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.id, named))).map(
          (row) => row.id,
        )
      : [],
  );
  if (found.size !== named.length) throw unknownRestaurants();
  const listed = await context.db.select({ restaurantId: featuredItems.restaurantId }).from(featuredItems);
  const onList = new Set(listed.map((item) => item.restaurantId));
  const added = named.filter((id) => !onList.has(id));
  if (listed.length + added.length > MAX_FEATURED)
    throw invalidInput({
      restaurantIds: { key: 'validation.maxSelected', params: { obj: 'restaurants', count: MAX_FEATURED } },
    });
  if (added.length) {
    const [{ last }] = await context.db.select({ last: max(featuredItems.position) }).from(featuredItems);
    const next = (last ?? -1) + 1;
    const inserted = await context.db
      .insert(featuredItems)
      .values(added.map((restaurantId, i) => ({ restaurantId, position: next + i })))
      .returning({ id: featuredItems.id });
    trailOf(context).created(
      resource,
      inserted.map((row) => row.id),
    );
  }
  return theList(resource, context, info);
}

async function remove(resource: ServerResource, args: Args, context: GuardedContext, info: GraphQLResolveInfo) {
  const named = namedRestaurants(args).filter(isUuid);
  if (named.length) await context.db.delete(featuredItems).where(inArray(featuredItems.restaurantId, named));
  return theList(resource, context, info);
}

/** The items of the restaurants named: what removeFeatured deletes (read before it runs, for the audit). */
async function itemsOf(args: Args, context: GuardedContext): Promise<string[]> {
  const named = namedRestaurants(args).filter(isUuid);
  if (named.length === 0) return [];
  await takeTurn(context);
  return (
    await context.db
      .select({ id: featuredItems.id })
      .from(featuredItems)
      .where(inArray(featuredItems.restaurantId, named))
  ).map((row) => row.id);
}

export const featuredChangeOperations = (resource: ServerResource): GuardedOperation[] => [
  {
    name: 'addFeatured',
    type: 'Mutation',
    verb: 'custom',
    access: { kind: 'permission', area: 'featured', action: 'edit' },
    // The items it makes, tracked as it makes them (none: one entry for the call).
    audit: {},
    resolve: (args, context, info) => add(resource, args, context, info),
  },
  {
    name: 'removeFeatured',
    type: 'Mutation',
    verb: 'custom',
    access: { kind: 'permission', area: 'featured', action: 'edit' },
    audit: { records: itemsOf },
    resolve: (args, context, info) => remove(resource, args, context, info),
  },
];
