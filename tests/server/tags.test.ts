/** Tags: unique names, usage counts, search, delete with links, merge; ADMIN reads for its picker only. */
import { and, count, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO_TAG_IDS } from '../../src/server/db/demo/catalogues';
import { restaurantTags, tags } from '../../src/server/db/schema';
import { actors } from './support/actors';
import { ADMIN, DEMO_RESTAURANT_IDS, SUPERADMIN } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const { warungNusantara: R1, kopiKita: R2, harbourBistro: R3 } = DEMO_RESTAURANT_IDS;
const CREATE = 'mutation ($data: TagInput!) { createTag(data: $data) { id name restaurantCount } }';
const UPDATE = 'mutation ($id: ID!, $data: TagInput!) { updateTag(id: $id, data: $data) { id name } }';
const DELETE = 'mutation ($id: ID!) { deleteTag(id: $id) { id } }';
const DELETE_MANY = 'mutation ($ids: [ID!]!) { deleteTags(ids: $ids) { id } }';
const MERGE =
  'mutation ($sourceId: ID!, $targetId: ID!) { mergeTags(sourceId: $sourceId, targetId: $targetId) { id name restaurantCount } }';
const LIST =
  'query ($filter: TagFilter) { allTags(perPage: 100, filter: $filter) { id name restaurantCount } _allTagsMeta(filter: $filter) { count } }';

type Tag = { id: string; name: string; restaurantCount: number };

describeOnEachDatabase('tags', (server) => {
  const { as, ok } = actors(server);
  const db = () => server().server.database.db;
  const allTags = async () => db().select().from(tags).orderBy(tags.id);
  const allLinks = async () =>
    db().select().from(restaurantTags).orderBy(restaurantTags.restaurantId, restaurantTags.tagId);
  const linksOf = async (tagId: string) =>
    (await db().select().from(restaurantTags).where(eq(restaurantTags.tagId, tagId))).map((l) => l.restaurantId).sort();
  let serial = 0;
  const tag = async (restaurantIds: string[] = []) => {
    const created = (await ok<{ createTag: Tag }>(SUPERADMIN, CREATE, { data: { name: `Tag ${++serial}` } })).createTag;
    if (restaurantIds.length)
      await db()
        .insert(restaurantTags)
        .values(restaurantIds.map((restaurantId) => ({ restaurantId, tagId: created.id })));
    return created;
  };

  it('names are required, at most 100 characters and unique in any case (CONFLICT on name); nothing is written', async () => {
    const before = await allTags();
    expect((await as(SUPERADMIN, CREATE, { data: { name: '  ' } })).errors?.[0].extensions?.fieldErrors).toEqual({
      name: 'validation.required',
    });
    expect(
      (await as(SUPERADMIN, CREATE, { data: { name: 'x'.repeat(101) } })).errors?.[0].extensions?.fieldErrors,
    ).toEqual({ name: 'validation.maxLength' });
    const taken = await as(SUPERADMIN, CREATE, { data: { name: 'HALAL' } });
    expect(taken.errors?.[0]).toMatchObject({
      message: 'Name already exists. Please use another.',
      extensions: { code: 'CONFLICT', field: 'name' },
    });
    const rename = await as(SUPERADMIN, UPDATE, { id: DEMO_TAG_IDS.Spicy, data: { name: 'brunch' } });
    expect(rename.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'name' });
    expect(await allTags()).toEqual(before);
  });

  it('each tag shows how many restaurants carry it; search finds tags by part of the name', async () => {
    const counts = await db()
      .select({ id: restaurantTags.tagId, n: count() })
      .from(restaurantTags)
      .groupBy(restaurantTags.tagId);
    const listed = (await ok<{ allTags: Tag[] }>(SUPERADMIN, LIST)).allTags;
    expect(listed.length).toBeGreaterThanOrEqual(15);
    for (const t of listed) expect(t.restaurantCount, t.name).toBe(counts.find((c) => c.id === t.id)?.n ?? 0);
    const found = await ok<{ allTags: Tag[]; _allTagsMeta: { count: number } }>(SUPERADMIN, LIST, {
      filter: { q: 'veg' },
    });
    expect(found.allTags.map((t) => t.name).sort()).toEqual(['Vegetarian', 'Veggie']);
    expect(found._allTagsMeta.count).toBe(2);
  });

  it('renaming a tag keeps its restaurants', async () => {
    const t = await tag([R1, R2]);
    const renamed = await ok<{ updateTag: Tag }>(SUPERADMIN, UPDATE, { id: t.id, data: { name: `Renamed ${serial}` } });
    expect(renamed.updateTag.name).toBe(`Renamed ${serial}`);
    expect(await linksOf(t.id)).toEqual([R1, R2].sort());
  });

  it('deleting a tag removes its links with it; a bulk delete is all or nothing', async () => {
    const t = await tag([R1, R3]);
    await ok(SUPERADMIN, DELETE, { id: t.id });
    expect(await linksOf(t.id)).toEqual([]);

    const [a, b] = [await tag([R2]), await tag([R3])];
    const before = await allLinks();
    const partial = await as(SUPERADMIN, DELETE_MANY, { ids: [a.id, '00000000-0000-4000-8000-00000000dead'] });
    expect(partial.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await allLinks()).toEqual(before);
    await ok(SUPERADMIN, DELETE_MANY, { ids: [a.id, b.id] });
    expect(
      (
        await db()
          .select()
          .from(tags)
          .where(inArray(tags.id, [a.id, b.id]))
      ).length,
    ).toBe(0);
    expect(await linksOf(a.id)).toEqual([]);
  });

  it('merging moves the source’s restaurants to the target without duplicates and deletes the source, in one go', async () => {
    const source = await tag([R1, R2]);
    const target = await tag([R2, R3]);
    const merged = await ok<{ mergeTags: Tag }>(SUPERADMIN, MERGE, { sourceId: source.id, targetId: target.id });
    expect(merged.mergeTags).toEqual({ id: target.id, name: target.name, restaurantCount: 3 });
    expect(await linksOf(target.id)).toEqual([R1, R2, R3].sort());
    expect(await linksOf(source.id)).toEqual([]);
    expect((await db().select().from(tags).where(eq(tags.id, source.id))).length).toBe(0);
    const both = await db()
      .select()
      .from(restaurantTags)
      .where(and(eq(restaurantTags.restaurantId, R2), eq(restaurantTags.tagId, target.id)));
    expect(both.length).toBe(1);
  });

  it('merging a tag into itself is refused on targetId with a clear message; nothing changes', async () => {
    const t = await tag([R1]);
    const [tagsBefore, linksBefore] = [await allTags(), await allLinks()];
    const response = await as(SUPERADMIN, MERGE, { sourceId: t.id, targetId: t.id });
    expect(response.errors?.[0]).toMatchObject({
      message: 'There are some errors in your fields.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { targetId: 'validation.mergeIntoItself' } },
    });
    const indonesian = await as(SUPERADMIN, MERGE, { sourceId: t.id, targetId: t.id }, 'id');
    expect(indonesian.errors?.[0].message).toBe('Ada kesalahan pada isian Anda.');
    expect([await allTags(), await allLinks()]).toEqual([tagsBefore, linksBefore]);
  });

  it('merging from or into a tag that does not exist is refused on that field; nothing changes', async () => {
    const t = await tag([R1]);
    const [tagsBefore, linksBefore] = [await allTags(), await allLinks()];
    const missing = '00000000-0000-4000-8000-00000000dead';
    const into = await as(SUPERADMIN, MERGE, { sourceId: t.id, targetId: missing });
    expect(into.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { targetId: 'validation.unknownValue' },
    });
    const from = await as(SUPERADMIN, MERGE, { sourceId: 'nope', targetId: t.id });
    expect(from.errors?.[0].extensions).toMatchObject({ fieldErrors: { sourceId: 'validation.unknownValue' } });
    expect([await allTags(), await allLinks()]).toEqual([tagsBefore, linksBefore]);
  });

  it('an ADMIN reads tags for its picker, but creating, renaming, deleting or merging is FORBIDDEN and writes nothing', async () => {
    const read = await ok<{ allTags: Tag[] }>(ADMIN, LIST, { filter: { q: 'halal' } });
    expect(read.allTags.map((t) => t.id)).toEqual([DEMO_TAG_IDS.Halal]);
    const one = await ok<{ Tag: Tag }>(ADMIN, 'query ($id: ID!) { Tag(id: $id) { name } }', { id: DEMO_TAG_IDS.Spicy });
    expect(one.Tag.name).toBe('Spicy');

    const [tagsBefore, linksBefore] = [await allTags(), await allLinks()];
    const attempts = [
      await as(ADMIN, CREATE, { data: { name: 'Admin tag' } }),
      await as(ADMIN, UPDATE, { id: DEMO_TAG_IDS.Spicy, data: { name: 'Hot' } }),
      await as(ADMIN, DELETE, { id: DEMO_TAG_IDS.Spicy }),
      await as(ADMIN, DELETE_MANY, { ids: [DEMO_TAG_IDS.Spicy] }),
      await as(ADMIN, MERGE, { sourceId: DEMO_TAG_IDS.Veggie, targetId: DEMO_TAG_IDS.Vegetarian }),
    ];
    for (const response of attempts)
      expect(response.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.forbidden' });
    expect([await allTags(), await allLinks()]).toEqual([tagsBefore, linksBefore]);
  });
});
