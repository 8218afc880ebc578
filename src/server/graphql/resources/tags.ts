/** Tags: a platform catalogue attached to restaurants; two tags can be merged into one. */
import { eq, inArray, sql } from 'drizzle-orm';
import { MERGE_TAG_RULES, TAGS, validateRecord, type MessageRef } from '../../../domain';
import { trailOf } from '../../audit/auditTrail';
import { restaurantTags, tags } from '../../db/schema';
import { invalidInput } from '../appError';
import { isUuid } from '../crud/listQuery';
import { readRecords } from '../crud/reads';
import type { Args, GuardedContext } from '../operation';
import { defineResource } from '../resource';
import { usageCount } from './catalogue/usageCount';
import restaurantsResource from './restaurants';

/** Both tags exist and differ; else errors on `sourceId` / `targetId`. */
async function assertMergeable(args: Args, context: GuardedContext): Promise<{ sourceId: string; targetId: string }> {
  const record = { sourceId: args.sourceId, targetId: args.targetId };
  const errors: Record<string, MessageRef> = validateRecord(record, MERGE_TAG_RULES);
  const ids = Object.values(record).filter(isUuid);
  const found = new Set(
    ids.length
      ? (await context.db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids))).map((row) => row.id)
      : [],
  );
  for (const [field, id] of Object.entries(record)) {
    if (!errors[field] && !(isUuid(id) && found.has(id)))
      errors[field] = { key: 'validation.unknownValue', params: { attr: 'Tag' } };
  }
  if (Object.keys(errors).length) throw invalidInput(errors);
  return record as { sourceId: string; targetId: string };
}

/**
 * The source's restaurants are linked to the target (a restaurant that had both keeps one link), then
 * the source goes. Each of those restaurants is audited (its tags before and after).
 */
async function merge(args: Args, context: GuardedContext): Promise<string> {
  const { sourceId, targetId } = await assertMergeable(args, context);
  const linked = await context.db
    .select({ id: restaurantTags.restaurantId })
    .from(restaurantTags)
    .where(eq(restaurantTags.tagId, sourceId));
  await trailOf(context).track(
    restaurantsResource,
    linked.map((row) => row.id),
  );
  await context.db
    .insert(restaurantTags)
    .select(
      context.db
        .select({ restaurantId: restaurantTags.restaurantId, tagId: sql<string>`${targetId}::uuid`.as('tag_id') })
        .from(restaurantTags)
        .where(eq(restaurantTags.tagId, sourceId)),
    )
    .onConflictDoNothing();
  await context.db.delete(tags).where(eq(tags.id, sourceId));
  await context.db.update(tags).set({ updatedAt: context.now() }).where(eq(tags.id, targetId));
  return targetId;
}

export default defineResource({
  descriptor: TAGS,
  table: tags,
  search: ['name'],
  filters: [],
  sortable: ['name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', order: 'ASC' },
  unique: [{ fields: ['name'], index: 'tags_name_lower_unique', caseInsensitive: true }],
  computed: { restaurantCount: usageCount(restaurantTags.tagId) },
  readableBySignedIn: true,
  sdl: 'extend type Mutation { mergeTags(sourceId: ID!, targetId: ID!): Tag! }',
  operations: (resource) => [
    {
      name: 'mergeTags',
      type: 'Mutation',
      verb: 'custom',
      access: { kind: 'permission', area: 'tags_management', action: 'edit' },
      // The two tags (the source's entry records its deletion); the restaurants that had the source are
      // tracked as the merge finds them (their tags before and after). Menus lose the source tag with it
      // (menu_tags cascades): that shows in the source's deletion, not in an entry per menu.
      audit: { records: (args) => [args.sourceId, args.targetId] },
      writes: ['restaurant_tags'],
      async resolve(args, context, info) {
        const targetId = await merge(args, context);
        return (await readRecords(resource, context, eq(tags.id, targetId), info))[0];
      },
    },
  ],
});
