/**
 * The resource kernel through its test-only resources (support/kernelResources.ts), on the real
 * server: child collections, many-to-many, json and array columns, computed and virtual fields,
 * per-restaurant uniqueness, rules across fields on the merged row, parent and link-table
 * tenancy, bulk operations and a custom operation, each write all or nothing.
 */
import { count, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ADMIN, DEMO_RESTAURANT_IDS, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import {
  createKernelTables,
  KERNEL_RESOURCES,
  testDishes,
  testGarnishes,
  testMembers,
  testOptionGroups,
  testOptions,
} from './support/kernelResources';
import { describeOnEachDatabase, type GraphQLResponse } from './support/testServer';

const A = DEMO_RESTAURANT_IDS.warungNusantara; // ADMIN's
const B = UNOWNED_RESTAURANT_ID;
const START = new Date('2026-11-23T10:00:00.000Z');
let clock = START;

const DISH =
  'id restaurantId name price promoPrice labelIds details { spicy note } keywords available optionGroups { id name min max options { id name price } }';
const CREATE_DISH = `mutation ($data: TestDishInput!) { createTestDish(data: $data) { ${DISH} } }`;
const UPDATE_DISH = `mutation ($id: ID!, $data: TestDishInput!) { updateTestDish(id: $id, data: $data) { ${DISH} } }`;

type Dish = {
  id: string;
  name: string;
  price: number;
  promoPrice: number | null;
  available: boolean;
  labelIds: string[];
  optionGroups: { id: string; name: string; options: { id: string; name: string }[] }[];
};

describeOnEachDatabase(
  'the resource kernel',
  (server) => {
    let serial = 0;
    beforeEach(() => {
      clock = START;
      serial += 1;
    });

    const as = async <T = Record<string, unknown>>(
      userId: string,
      query: string,
      variables?: Record<string, unknown>,
    ): Promise<GraphQLResponse<T>> => server().gql<T>(query, variables, { token: await server().tokenFor(userId) });
    const ok = async <T>(userId: string, query: string, variables?: Record<string, unknown>): Promise<T> => {
      const response = await as<T>(userId, query, variables);
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      return response.data as T;
    };
    const db = () => server().server.database.db;
    const rows = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0].n;
    const storedDish = async (id: string) => (await db().select().from(testDishes).where(eq(testDishes.id, id)))[0];
    const storedGarnish = async (id: string) =>
      (await db().select().from(testGarnishes).where(eq(testGarnishes.id, id)))[0];
    const storedMember = async (id: string) => (await db().select().from(testMembers).where(eq(testMembers.id, id)))[0];

    const dish = async (restaurantId: string, extra: Record<string, unknown> = {}) =>
      (
        await ok<{ createTestDish: Dish }>(SUPERADMIN.id, CREATE_DISH, {
          data: { restaurantId, name: `Dish ${serial}-${Math.random()}`, price: 10, ...extra },
        })
      ).createTestDish;
    const label = async (name: string) =>
      (
        await ok<{ createTestLabel: { id: string } }>(
          SUPERADMIN.id,
          'mutation ($name: String!) { createTestLabel(data: { name: $name }) { id } }',
          { name },
        )
      ).createTestLabel.id;

    it('a child collection two levels deep is written with its parent, in the order given, and read back whole', async () => {
      const created = await dish(A, {
        optionGroups: [
          {
            name: 'Size',
            min: 1,
            max: 1,
            options: [
              { name: 'Regular', price: 0 },
              { name: 'Large', price: 5 },
            ],
          },
          {
            name: 'Extras',
            min: 0,
            max: 2,
            options: [
              { name: 'Egg', price: 3 },
              { name: 'Cheese', price: 4 },
            ],
          },
        ],
      });
      expect(created.optionGroups.map((g) => [g.name, g.options.map((o) => o.name)])).toEqual([
        ['Size', ['Regular', 'Large']],
        ['Extras', ['Egg', 'Cheese']],
      ]);
      const read = await ok<{ TestDish: Dish }>(ADMIN.id, `query ($id: ID!) { TestDish(id: $id) { ${DISH} } }`, {
        id: created.id,
      });
      expect(read.TestDish).toEqual(created);
    });

    it('a child set is replaced as a whole: ids kept for the rows that stay, the others and their own children deleted', async () => {
      const created = await dish(A, {
        optionGroups: [
          { name: 'Size', min: 1, max: 1, options: [{ name: 'Regular', price: 0 }] },
          { name: 'Extras', min: 0, max: 1, options: [{ name: 'Egg', price: 3 }] },
        ],
      });
      const [size, extras] = created.optionGroups;
      const groupsBefore = await rows(testOptionGroups);
      const optionsBefore = await rows(testOptions);
      const updated = (
        await ok<{ updateTestDish: Dish }>(ADMIN.id, UPDATE_DISH, {
          id: created.id,
          data: {
            optionGroups: [
              {
                id: size.id,
                name: 'Portion',
                min: 1,
                max: 2,
                options: [
                  { id: size.options[0].id, name: 'Regular', price: 0 },
                  { name: 'Double', price: 6 },
                ],
              },
              { name: 'Sauce', min: 0, max: 0, options: [] },
            ],
          },
        })
      ).updateTestDish;
      expect(updated.optionGroups.map((g) => g.name)).toEqual(['Portion', 'Sauce']);
      expect(updated.optionGroups[0].id).toBe(size.id);
      expect(updated.optionGroups[0].options[0].id).toBe(size.options[0].id);
      expect(updated.optionGroups[1].id).not.toBe(extras.id);
      expect(await rows(testOptionGroups)).toBe(groupsBefore); // Extras gone, Sauce added
      expect(await rows(testOptions)).toBe(optionsBefore); // Egg gone, Double added
      expect(await db().select().from(testOptionGroups).where(eq(testOptionGroups.id, extras.id))).toEqual([]);
    });

    it("a child's rule reports on `field.index.childField`, and nothing of the write is kept", async () => {
      const groupsBefore = await rows(testOptionGroups);
      const dishesBefore = await rows(testDishes);
      const response = await as(SUPERADMIN.id, CREATE_DISH, {
        data: {
          restaurantId: A,
          name: `Bad ${serial}`,
          price: 10,
          optionGroups: [
            { name: 'Size', min: 0, max: 1, options: [{ name: 'Only', price: 0 }] },
            { name: 'Extras', min: 3, max: 2, options: [{ name: '', price: 1 }] },
          ],
        },
      });
      expect(response.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          'optionGroups.1.min': 'validation.maxValue',
          'optionGroups.1.max': 'validation.maxValue',
          'optionGroups.1.options.0.name': 'validation.required',
        },
        fieldErrorParams: {
          'optionGroups.1.max': { attr: 'Max', val: 1 },
          'optionGroups.1.min': { attr: 'Min', val: 2 },
        },
      });
      expect(await rows(testDishes)).toBe(dishesBefore);
      expect(await rows(testOptionGroups)).toBe(groupsBefore);
    });

    it('many-to-many ids are written as a set, replaced whole, and each must exist', async () => {
      const [spicy, vegan, sweet] = [
        await label(`Spicy ${serial}`),
        await label(`Vegan ${serial}`),
        await label(`Sweet ${serial}`),
      ];
      const created = await dish(A, { labelIds: [vegan, spicy, vegan] });
      expect(created.labelIds).toEqual([spicy, vegan].sort());
      const replaced = (
        await ok<{ updateTestDish: Dish }>(ADMIN.id, UPDATE_DISH, { id: created.id, data: { labelIds: [sweet] } })
      ).updateTestDish;
      expect(replaced.labelIds).toEqual([sweet]);

      const unknown = await as(ADMIN.id, UPDATE_DISH, {
        id: created.id,
        data: { labelIds: [sweet, '00000000-0000-4000-8000-0000000000ff'] },
      });
      expect(unknown.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { labelIds: 'validation.unknownValue' },
        fieldErrorParams: { labelIds: { attr: 'Labels' } },
      });
      const tooMany = await as(ADMIN.id, UPDATE_DISH, {
        id: created.id,
        data: { labelIds: [spicy, vegan, sweet, await label(`Sour ${serial}`)] },
      });
      expect(tooMany.errors?.[0].extensions?.fieldErrors).toEqual({ labelIds: 'validation.maxSelected' });
      const read = await ok<{ TestDish: Dish }>(ADMIN.id, 'query ($id: ID!) { TestDish(id: $id) { labelIds } }', {
        id: created.id,
      });
      expect(read.TestDish.labelIds).toEqual([sweet]);
    });

    it('json and array columns come and go as declared GraphQL types', async () => {
      const created = await dish(A, { details: { spicy: 3, note: 'no nuts' }, keywords: ['rice', 'egg'] });
      expect(created).toMatchObject({ details: { spicy: 3, note: 'no nuts' }, keywords: ['rice', 'egg'] });
      expect((await storedDish(created.id)).details).toEqual({ spicy: 3, note: 'no nuts' });
    });

    it('a computed field follows the server clock: sold out now, available again when the time passes, with no job', async () => {
      const created = await dish(A);
      expect(created.available).toBe(true);
      const sold = await ok<{ sellOutTestDishes: Dish[] }>(
        ADMIN.id,
        'mutation ($ids: [ID!]!) { sellOutTestDishes(ids: $ids, minutes: 60) { id available } }',
        { ids: [created.id] },
      );
      expect(sold.sellOutTestDishes).toEqual([{ id: created.id, available: false }]);
      clock = new Date(START.getTime() + 59 * 60_000);
      expect(
        (
          await ok<{ TestDish: Dish }>(ADMIN.id, 'query ($id: ID!) { TestDish(id: $id) { available } }', {
            id: created.id,
          })
        ).TestDish.available,
      ).toBe(false);
      clock = new Date(START.getTime() + 60 * 60_000);
      expect(
        (
          await ok<{ TestDish: Dish }>(ADMIN.id, 'query ($id: ID!) { TestDish(id: $id) { available } }', {
            id: created.id,
          })
        ).TestDish.available,
      ).toBe(true);
    });

    it('a rule that judges only changes: a planned time is never set in the past, yet a dish past it can still be renamed', async () => {
      const hourAgo = new Date(START.getTime() - 60 * 60_000).toISOString();
      const past = await as(SUPERADMIN.id, CREATE_DISH, {
        data: { restaurantId: A, name: `Planned ${serial}`, price: 10, servedFrom: hourAgo },
      });
      expect(past.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { servedFrom: 'validation.inPast' },
        fieldErrorParams: { servedFrom: { attr: 'Served from' } },
      });
      const inAnHour = new Date(START.getTime() + 60 * 60_000);
      const planned = await dish(A, { servedFrom: inAnHour.toISOString() });
      clock = new Date(START.getTime() + 2 * 60 * 60_000);
      // The whole record sent back, as a form sends it, the same moment written on another clock.
      const sameMoment = '2026-11-23T18:00:00+07:00';
      const renamed = await ok<{ updateTestDish: Dish }>(ADMIN.id, UPDATE_DISH, {
        id: planned.id,
        data: { name: `Served ${serial}`, price: 10, servedFrom: sameMoment },
      });
      expect(renamed.updateTestDish.name).toBe(`Served ${serial}`);
      const moved = await as(ADMIN.id, UPDATE_DISH, {
        id: planned.id,
        data: { servedFrom: new Date(START.getTime() + 90 * 60_000).toISOString() },
      });
      expect(moved.errors?.[0].extensions?.fieldErrors).toEqual({ servedFrom: 'validation.inPast' });
      expect((await storedDish(planned.id)).servedFrom).toEqual(inAnHour);
    });

    it('a name is unique within its restaurant (in any case), not across restaurants', async () => {
      const name = `Nasi Goreng ${serial}`;
      const first = await dish(A, { name });
      const same = await as(SUPERADMIN.id, CREATE_DISH, {
        data: { restaurantId: A, name: name.toUpperCase(), price: 1 },
      });
      expect(same.errors?.[0]).toMatchObject({
        message: 'Name already exists. Please use another.',
        extensions: { code: 'CONFLICT', field: 'name' },
      });
      const elsewhere = await dish(B, { name });
      expect(elsewhere.name).toBe(name);
      const other = await dish(A);
      const rename = await as(SUPERADMIN.id, UPDATE_DISH, { id: other.id, data: { name: ` ${name.toLowerCase()} ` } });
      expect(rename.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'name' });
      expect((await storedDish(other.id)).name).toBe(other.name);
      expect((await storedDish(first.id)).name).toBe(name);
    });

    it('on update a rule across fields sees the stored row merged with the patch, and the error lands on its field', async () => {
      const created = await dish(A, { price: 10, promoPrice: 8 });
      const promoAbovePrice = await as(ADMIN.id, UPDATE_DISH, { id: created.id, data: { promoPrice: 12 } });
      expect(promoAbovePrice.errors?.[0].extensions).toMatchObject({
        fieldErrors: { promoPrice: 'validation.maxValue' },
        fieldErrorParams: { promoPrice: { attr: 'Promo price', val: 10 } },
      });
      const priceBelowPromo = await as(ADMIN.id, UPDATE_DISH, { id: created.id, data: { price: 5 } });
      expect(priceBelowPromo.errors?.[0].extensions).toMatchObject({
        fieldErrors: { promoPrice: 'validation.maxValue' },
        fieldErrorParams: { promoPrice: { val: 5 } },
      });
      expect(await storedDish(created.id)).toMatchObject({ price: 10, promoPrice: 8 });
      const both = await ok<{ updateTestDish: Dish }>(ADMIN.id, UPDATE_DISH, {
        id: created.id,
        data: { price: 5, promoPrice: 4 },
      });
      expect(both.updateTestDish).toMatchObject({ price: 5, promoPrice: 4 });
    });

    it('parent tenancy: an ADMIN reaches a garnish only through a dish of its own restaurant', async () => {
      const own = await dish(A);
      const other = await dish(B);
      const CREATE = 'mutation ($data: TestGarnishInput!) { createTestGarnish(data: $data) { id dishId name } }';
      const mine = (
        await ok<{ createTestGarnish: { id: string } }>(ADMIN.id, CREATE, { data: { dishId: own.id, name: 'Sambal' } })
      ).createTestGarnish;
      const before = await rows(testGarnishes);
      const intoOther = await as(ADMIN.id, CREATE, { data: { dishId: other.id, name: 'Sambal' } });
      expect(intoOther.errors?.[0]).toMatchObject({
        message: 'TestDish not found.',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(await rows(testGarnishes)).toBe(before);

      const theirs = (
        await ok<{ createTestGarnish: { id: string } }>(SUPERADMIN.id, CREATE, {
          data: { dishId: other.id, name: 'Lime' },
        })
      ).createTestGarnish;
      const list = await ok<{ allTestGarnishes: { id: string }[] }>(
        ADMIN.id,
        'query ($ids: [ID!]) { allTestGarnishes(filter: { ids: $ids }) { id } }',
        { ids: [mine.id, theirs.id] },
      );
      expect(list.allTestGarnishes).toEqual([{ id: mine.id }]);
      expect(
        (await as(ADMIN.id, 'query ($id: ID!) { TestGarnish(id: $id) { id } }', { id: theirs.id })).errors?.[0]
          .extensions?.code,
      ).toBe('NOT_FOUND');
      const byParent = await ok<{ allTestGarnishes: { id: string }[] }>(
        SUPERADMIN.id,
        'query ($dishId: ID) { allTestGarnishes(filter: { dishId: $dishId }) { id } }',
        { dishId: other.id },
      );
      expect(byParent.allTestGarnishes).toEqual([{ id: theirs.id }]);

      const sameAsDish = await as(ADMIN.id, CREATE, { data: { dishId: own.id, name: own.name.toUpperCase() } });
      expect(sameAsDish.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { name: 'validation.invalid' },
      }); // the resource's own server check

      const move = await as(
        ADMIN.id,
        'mutation ($id: ID!, $dishId: ID!) { updateTestGarnish(id: $id, data: { dishId: $dishId }) { id } }',
        { id: mine.id, dishId: other.id },
      );
      expect(move.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await storedGarnish(mine.id)).dishId).toBe(own.id);
    });

    it('link-table tenancy: readable when any restaurant is the ADMIN’s, writable only when every one is (FORBIDDEN for one it can read)', async () => {
      const CREATE = 'mutation ($data: TestMemberInput!) { createTestMember(data: $data) { id restaurantIds } }';
      const member = async (restaurantIds: string[]) =>
        (
          await ok<{ createTestMember: { id: string } }>(SUPERADMIN.id, CREATE, {
            data: { name: `M${serial}`, restaurantIds },
          })
        ).createTestMember.id;
      const onlyA = await member([A]);
      const shared = await member([A, B]);
      const onlyB = await member([B]);
      const list = await ok<{ allTestMembers: { id: string }[] }>(
        ADMIN.id,
        'query ($ids: [ID!]) { allTestMembers(filter: { ids: $ids }) { id } }',
        { ids: [onlyA, shared, onlyB] },
      );
      expect(list.allTestMembers.map((m) => m.id).sort()).toEqual([onlyA, shared].sort());

      const rename = (id: string) =>
        as(ADMIN.id, 'mutation ($id: ID!) { updateTestMember(id: $id, data: { name: "Renamed" }) { id name } }', {
          id,
        });
      expect((await rename(onlyA)).data).toEqual({ updateTestMember: { id: onlyA, name: 'Renamed' } });
      expect((await rename(shared)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await rename(onlyB)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await storedMember(shared)).name).toBe(`M${serial}`);
      const remove = (id: string) => as(ADMIN.id, 'mutation ($id: ID!) { deleteTestMember(id: $id) { id } }', { id });
      expect((await remove(shared)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await remove(onlyB)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(await storedMember(shared)).toBeDefined();

      const before = await rows(testMembers);
      const attachForeign = await as(ADMIN.id, CREATE, { data: { name: 'Intruder', restaurantIds: [A, B] } });
      expect(attachForeign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const foreignMain = await as(ADMIN.id, CREATE, {
        data: { name: 'Intruder', restaurantId: B, restaurantIds: [A] },
      });
      expect(foreignMain.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const noRestaurant = await as(ADMIN.id, CREATE, { data: { name: 'Nobody', restaurantIds: [] } });
      expect(noRestaurant.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(await rows(testMembers)).toBe(before);
      const widen = await as(
        ADMIN.id,
        'mutation ($id: ID!, $ids: [ID!]) { updateTestMember(id: $id, data: { restaurantIds: $ids }) { id } }',
        { id: onlyA, ids: [A, B] },
      );
      expect(widen.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(
        (
          await ok<{ TestMember: { restaurantIds: string[] } }>(
            SUPERADMIN.id,
            'query ($id: ID!) { TestMember(id: $id) { restaurantIds } }',
            { id: onlyA },
          )
        ).TestMember.restaurantIds,
      ).toEqual([A]);
    });

    it('a virtual input is stored as its columns (a PIN as its hash), which no query can read', async () => {
      const created = await ok<{ createTestMember: { id: string } }>(
        ADMIN.id,
        'mutation { createTestMember(data: { name: "Cashier", pin: "123456", restaurantIds: ["' + A + '"] }) { id } }',
      );
      const row = await storedMember(created.createTestMember.id);
      expect(row.pinHash).toBe(createHash('sha256').update('123456').digest('hex'));
      const probe = await as(SUPERADMIN.id, 'query ($id: ID!) { TestMember(id: $id) { pinHash } }', {
        id: created.createTestMember.id,
      });
      expect(probe.errors?.[0].message).toContain('Cannot query field "pinHash"');
      const bad = await as(
        ADMIN.id,
        `mutation { updateTestMember(id: "${created.createTestMember.id}", data: { pin: "12ab" }) { id } }`,
      );
      expect(bad.errors?.[0].extensions?.fieldErrors).toEqual({ pin: 'validation.invalid' });
    });

    it('bulk update and delete: each row under the same guard, all or nothing', async () => {
      const [one, two] = [await dish(A, { price: 10 }), await dish(A, { price: 10 })];
      const foreign = await dish(B, { price: 10 });
      const UPDATE_MANY = 'mutation ($ids: [ID!]!) { updateTestDishes(ids: $ids, data: { price: 3 }) { id price } }';
      const done = await ok<{ updateTestDishes: Dish[] }>(ADMIN.id, UPDATE_MANY, { ids: [one.id, two.id] });
      expect(done.updateTestDishes.map((d) => d.price)).toEqual([3, 3]);

      await ok(ADMIN.id, UPDATE_DISH, { id: one.id, data: { price: 10 } });
      const mixed = await as(ADMIN.id, UPDATE_MANY, { ids: [one.id, foreign.id] });
      expect(mixed.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await storedDish(one.id)).price).toBe(10);
      expect((await storedDish(foreign.id)).price).toBe(10);

      const DELETE_MANY = 'mutation ($ids: [ID!]!) { deleteTestDishes(ids: $ids) { id } }';
      expect((await as(ADMIN.id, DELETE_MANY, { ids: [one.id] })).errors?.[0].extensions?.code).toBe('FORBIDDEN'); // no menus:delete for an ADMIN
      const missing = await as(SUPERADMIN.id, DELETE_MANY, { ids: [one.id, '00000000-0000-4000-8000-0000000000ee'] });
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(await storedDish(one.id)).toBeDefined();
      const deleted = await ok<{ deleteTestDishes: { id: string }[] }>(SUPERADMIN.id, DELETE_MANY, {
        ids: [one.id, two.id],
      });
      expect(deleted.deleteTestDishes.map((d) => d.id).sort()).toEqual([one.id, two.id].sort());
      expect(await storedDish(one.id)).toBeUndefined();

      const tooMany = await as(SUPERADMIN.id, DELETE_MANY, { ids: Array.from({ length: 1001 }, () => one.id) });
      expect(tooMany.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { ids: 'validation.maxSelected' },
      });
    });

    it('a custom mutation runs under its declared access in one transaction: a row out of reach undoes the rows before it', async () => {
      const own = await dish(A);
      const foreign = await dish(B);
      const SELL_OUT = 'mutation ($ids: [ID!]!) { sellOutTestDishes(ids: $ids, minutes: 60) { id } }';
      const mixed = await as(ADMIN.id, SELL_OUT, { ids: [own.id, foreign.id] });
      expect(mixed.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await storedDish(own.id)).soldOutUntil).toBeNull();
      expect((await storedDish(foreign.id)).soldOutUntil).toBeNull();
      const anonymous = await server().gql(SELL_OUT, { ids: [own.id] });
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('every mutation tells the caches of the tables it may have written, whether it succeeded or not', async () => {
      const own = await dish(A);
      const heard: string[] = [];
      const stop = server().server.tableWrites.subscribe((table) => heard.push(table));
      try {
        await as(ADMIN.id, 'mutation ($ids: [ID!]!) { sellOutTestDishes(ids: $ids, minutes: 5) { id } }', {
          ids: [own.id],
        });
        expect(heard.sort()).toEqual(['test_dish_labels', 'test_dishes', 'test_option_groups', 'test_options']);
        heard.length = 0;
        await as(ADMIN.id, UPDATE_DISH, { id: own.id, data: { price: -1 } });
        expect(heard).toContain('test_dishes');
      } finally {
        stop();
      }
    });

    it("nothing of another restaurant can be learnt through a write's answers: the same NOT_FOUND whatever it holds", async () => {
      const theirs = await dish(B, { name: `Secret sauce ${serial}` });
      const mine = await dish(A);
      const answer = (response: GraphQLResponse) =>
        response.errors?.map(({ message, extensions }) => ({ message, extensions }));
      const taken = await as(ADMIN.id, CREATE_DISH, { data: { restaurantId: B, name: theirs.name, price: 1 } });
      const free = await as(ADMIN.id, CREATE_DISH, { data: { restaurantId: B, name: `Nothing ${serial}`, price: 1 } });
      expect(answer(taken)).toEqual(answer(free));
      expect(taken.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const moveOnto = await as(ADMIN.id, UPDATE_DISH, { id: mine.id, data: { restaurantId: B, name: theirs.name } });
      expect(answer(moveOnto)).toEqual(answer(free));
      const CREATE_GARNISH = 'mutation ($data: TestGarnishInput!) { createTestGarnish(data: $data) { id } }';
      const namedAsDish = await as(ADMIN.id, CREATE_GARNISH, { data: { dishId: theirs.id, name: theirs.name } });
      const namedOtherwise = await as(ADMIN.id, CREATE_GARNISH, { data: { dishId: theirs.id, name: 'Lime' } });
      expect(answer(namedAsDish)).toEqual(answer(namedOtherwise));
      expect(namedAsDish.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('every write is bounded: a child set at most its max, 500 child rows in all, 100 rows in bulk; an id once per set', async () => {
      const group = (options: number) => ({
        name: 'G',
        min: 0,
        max: 0,
        options: Array.from({ length: options }, (_, i) => ({ name: `o${i}`, price: 0 })),
      });
      const tooManyGroups = await as(SUPERADMIN.id, CREATE_DISH, {
        data: {
          restaurantId: A,
          name: `Big ${serial}`,
          price: 1,
          optionGroups: Array.from({ length: 5 }, () => group(0)),
        },
      });
      expect(tooManyGroups.errors?.[0].extensions?.fieldErrors).toEqual({ optionGroups: 'validation.maxSelected' });
      const tooManyOptions = await as(SUPERADMIN.id, CREATE_DISH, {
        data: { restaurantId: A, name: `Big ${serial}`, price: 1, optionGroups: [group(21)] },
      });
      expect(tooManyOptions.errors?.[0].extensions?.fieldErrors).toEqual({
        'optionGroups.0.options': 'validation.maxSelected',
      });
      const created = await dish(A, { optionGroups: [group(1)] });
      const [existing] = created.optionGroups;
      const twice = await as(ADMIN.id, UPDATE_DISH, {
        id: created.id,
        data: {
          optionGroups: [
            { ...group(0), id: existing.id },
            { ...group(0), id: existing.id },
          ],
        },
      });
      expect(twice.errors?.[0].extensions?.fieldErrors).toEqual({ 'optionGroups.1.id': 'validation.invalid' });
      const badUuid = await as(SUPERADMIN.id, CREATE_DISH, {
        data: { restaurantId: 'not-a-uuid', name: 'x', price: 1 },
      });
      expect(badUuid.errors?.[0].extensions?.fieldErrors).toEqual({ restaurantId: 'validation.unknownValue' });
      const bulk = await as(
        SUPERADMIN.id,
        'mutation ($ids: [ID!]!) { updateTestDishes(ids: $ids, data: { price: 2 }) { id } }',
        { ids: Array.from({ length: 101 }, () => created.id) },
      );
      expect(bulk.errors?.[0].extensions?.fieldErrors).toEqual({ ids: 'validation.maxSelected' });
    });

    it('an element whose nested set is left out keeps what it has', async () => {
      const created = await dish(A, {
        optionGroups: [{ name: 'Size', min: 0, max: 0, options: [{ name: 'Regular', price: 0 }] }],
      });
      const [size] = created.optionGroups;
      const renamed = await ok<{ updateTestDish: Dish }>(ADMIN.id, UPDATE_DISH, {
        id: created.id,
        data: { optionGroups: [{ id: size.id, name: 'Portion', min: 0, max: 0 }] },
      });
      expect(renamed.updateTestDish.optionGroups).toEqual([{ ...size, name: 'Portion' }]);
    });

    it('a platform catalogue readable for pickers: an ADMIN lists it but cannot write it', async () => {
      const id = await label(`Picker ${serial}`);
      const list = await ok<{ allTestLabels: { id: string }[] }>(
        ADMIN.id,
        'query ($ids: [ID!]) { allTestLabels(filter: { ids: $ids }) { id } }',
        { ids: [id] },
      );
      expect(list.allTestLabels).toEqual([{ id }]);
      const write = await as(
        ADMIN.id,
        'mutation ($id: ID!) { updateTestLabel(id: $id, data: { name: "Mine" }) { id } }',
        { id },
      );
      expect(write.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });

    it('list filters are bounded: q and every text filter up to 100 characters, ids up to 1,000', async () => {
      const longQ = await as(SUPERADMIN.id, 'query ($q: String) { _allRestaurantsMeta(filter: { q: $q }) { count } }', {
        q: 'x'.repeat(101),
      });
      expect(longQ.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { q: 'validation.maxLength' },
        fieldErrorParams: { q: { count: 100 } },
      });
      const longCity = await as(
        SUPERADMIN.id,
        'query ($city: String) { allRestaurants(filter: { city: $city }) { id } }',
        { city: 'x'.repeat(101) },
      );
      expect(longCity.errors?.[0].extensions?.fieldErrors).toEqual({ city: 'validation.maxLength' });
      const atLimit = await as(
        SUPERADMIN.id,
        'query ($q: String) { _allRestaurantsMeta(filter: { q: $q }) { count } }',
        { q: 'x'.repeat(100) },
      );
      expect(atLimit.data).toEqual({ _allRestaurantsMeta: { count: 0 } });
      const manyIds = await as(SUPERADMIN.id, 'query ($ids: [ID!]) { allRestaurants(filter: { ids: $ids }) { id } }', {
        ids: Array.from({ length: 1001 }, () => A),
      });
      expect(manyIds.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
  },
  { resources: KERNEL_RESOURCES, setup: createKernelTables, now: () => clock },
);
