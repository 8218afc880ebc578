/**
 * The featured list: replaced as a whole, in order, with each restaurant's name, or some restaurants added or removed;
 * super admins only.
 */
import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MAX_FEATURED } from '../../src/domain';
import { demoUuid, DEMO_RESTAURANTS } from '../../src/server/db/demoData';
import { auditEntries, featuredItems, restaurants } from '../../src/server/db/schema';
import { actors } from './support/actors';
import { ADMIN, MULTI_ADMIN, SUPERADMIN } from './support/demo';
import { describeOnEachDatabase } from './support/testServer';

const SET = 'mutation ($ids: [ID!]!) { setFeatured(restaurantIds: $ids) { id restaurantId restaurantName position } }';
const ADD = 'mutation ($ids: [ID!]!) { addFeatured(restaurantIds: $ids) { restaurantId position } }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeFeatured(restaurantIds: $ids) { restaurantId } }';
const LIST =
  'query { allFeaturedItems(perPage: 100, sortField: "position", sortOrder: "ASC") { restaurantId restaurantName position } }';
const [a, b, c, d] = DEMO_RESTAURANTS;
const MISSING = '00000000-0000-4000-8000-00000000dead';

type Item = { restaurantId: string; restaurantName: string; position: number };

describeOnEachDatabase('the featured list', (server) => {
  const { as, ok } = actors(server);
  const stored = async () =>
    server().server.database.db.select().from(featuredItems).orderBy(asc(featuredItems.position));
  const listed = async () => (await ok<{ allFeaturedItems: Item[] }>(SUPERADMIN, LIST)).allFeaturedItems;

  it('the demo data features five restaurants, read in order with their names', async () => {
    const items = await listed();
    expect(items).toHaveLength(5);
    expect(items.map((i) => i.position)).toEqual([0, 1, 2, 3, 4]);
    expect(items[0]).toEqual({ restaurantId: DEMO_RESTAURANTS[0].id, restaurantName: 'Warung Nusantara', position: 0 });
  });

  it('setFeatured replaces the whole list, positions in the order given', async () => {
    const result = await ok<{ setFeatured: Item[] }>(SUPERADMIN, SET, { ids: [c.id, a.id, d.id] });
    const expected = [c, a, d].map((r, position) => ({ restaurantId: r.id, restaurantName: r.name, position }));
    expect(
      result.setFeatured.map(({ restaurantId, restaurantName, position }) => ({
        restaurantId,
        restaurantName,
        position,
      })),
    ).toEqual(expected);
    expect(await listed()).toEqual(expected);
    expect((await stored()).map((row) => row.restaurantId)).toEqual([c.id, a.id, d.id]);
  });

  it('an empty list clears the featured restaurants', async () => {
    expect((await ok<{ setFeatured: Item[] }>(SUPERADMIN, SET, { ids: [] })).setFeatured).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('a restaurant twice, an unknown or malformed id, or too many restaurants are refused on restaurantIds; the list stays as it was', async () => {
    await ok(SUPERADMIN, SET, { ids: [a.id, b.id] });
    const before = await stored();
    const twice = await as(SUPERADMIN, SET, { ids: [a.id, b.id, a.id] });
    expect(twice.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { restaurantIds: 'validation.duplicate' },
    });
    const unknown = await as(SUPERADMIN, SET, { ids: [c.id, MISSING] });
    expect(unknown.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { restaurantIds: 'validation.unknownValue' },
    });
    const malformed = await as(SUPERADMIN, SET, { ids: ['not-an-id'] });
    expect(malformed.errors?.[0].extensions).toMatchObject({
      fieldErrors: { restaurantIds: 'validation.unknownValue' },
    });
    const tooMany = await as(SUPERADMIN, SET, {
      ids: Array.from({ length: MAX_FEATURED + 1 }, (_, i) => demoUuid(99, i + 1)),
    });
    expect(tooMany.errors?.[0].extensions).toMatchObject({ fieldErrors: { restaurantIds: 'validation.maxSelected' } });
    expect(await stored()).toEqual(before);
  });

  it('addFeatured puts restaurants at the end (one already there stays where it is); removeFeatured takes some off; both audited', async () => {
    await ok(SUPERADMIN, SET, { ids: [a.id, b.id] });
    const added = await ok<{ addFeatured: { restaurantId: string }[] }>(SUPERADMIN, ADD, { ids: [c.id, a.id, d.id] });
    expect(added.addFeatured.map((item) => item.restaurantId)).toEqual([a.id, b.id, c.id, d.id]);
    const removed = await ok<{ removeFeatured: { restaurantId: string }[] }>(SUPERADMIN, REMOVE, {
      ids: [b.id, MISSING],
    });
    expect(removed.removeFeatured.map((item) => item.restaurantId)).toEqual([a.id, c.id, d.id]);
    expect((await stored()).map((row) => row.restaurantId)).toEqual([a.id, c.id, d.id]);
    const entries = async (operation: string) =>
      (
        await server()
          .server.database.db.select()
          .from(auditEntries)
          .where(and(eq(auditEntries.operation, operation), eq(auditEntries.resource, 'featured')))
      ).map((e) => e.action);
    expect(await entries('addFeatured')).toEqual(['create', 'create']);
    expect(await entries('removeFeatured')).toEqual(['delete']);
  });

  it('two super admins adding at once both keep their restaurants (nothing is read, edited and written back whole)', async () => {
    await ok(SUPERADMIN, SET, { ids: [a.id] });
    await Promise.all([ok(SUPERADMIN, ADD, { ids: [b.id] }), ok(SUPERADMIN, ADD, { ids: [c.id] })]);
    const after = (await stored()).map((row) => row.restaurantId);
    expect(after[0]).toBe(a.id);
    expect(after.slice(1).sort()).toEqual([b.id, c.id].sort());
    expect(new Set((await stored()).map((row) => row.position)).size).toBe(3);
  });

  it("adding past the list's limit, or an unknown restaurant, is refused on restaurantIds; nothing changes", async () => {
    const fillers = await server()
      .server.database.db.insert(restaurants)
      .values(
        Array.from({ length: MAX_FEATURED }, (_, i) => ({
          name: `Featured filler ${i}`,
          slug: `featured-filler-${i}`,
          currency: 'S$',
        })),
      )
      .returning({ id: restaurants.id });
    await ok(SUPERADMIN, SET, { ids: fillers.slice(1).map((row) => row.id) });
    const before = await stored();
    const unknown = await as(SUPERADMIN, ADD, { ids: [a.id, MISSING] });
    expect(unknown.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { restaurantIds: 'validation.unknownValue' },
    });
    const over = await as(SUPERADMIN, ADD, { ids: [a.id, fillers[1].id, fillers[0].id] }); // 49 + 2 new
    expect(over.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { restaurantIds: 'validation.maxSelected' },
    });
    expect(await stored()).toEqual(before);
    await ok(SUPERADMIN, ADD, { ids: [fillers[0].id, fillers[1].id] }); // the fiftieth, and one already there
    expect((await stored()).length).toBe(MAX_FEATURED);
  });

  it('admins can neither read nor set the featured list: FORBIDDEN, nothing written', async () => {
    const before = await stored();
    for (const admin of [ADMIN, MULTI_ADMIN]) {
      expect((await as(admin, LIST)).errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect((await as(admin, SET, { ids: admin.restaurantIds })).errors?.[0].extensions).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect((await as(admin, ADD, { ids: admin.restaurantIds })).errors?.[0].extensions).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect((await as(admin, REMOVE, { ids: [a.id] })).errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await stored()).toEqual(before);
  });
});
