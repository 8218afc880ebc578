/**
 * Test-only resources that put the kernel through what the next resources need: parent scope
 * (garnish → dish → restaurant), link-table scope (member ↔ restaurants), child collections two
 * levels deep (option groups → options), many-to-many (labels), json and array columns, a computed
 * field, per-restaurant uniqueness, a cross-field rule, bulk operations and a custom operation.
 * Their tables are made by `createKernelTables` in a test's own database copy.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { doublePrecision, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  defineDescriptor,
  maxLength,
  maxSelected,
  minValue,
  notAbove,
  notAboveCount,
  notInPast,
  number,
  pattern,
  required,
  type MessageRef,
  type ResourceDescriptor,
  whenChanged,
} from '../../../src/domain';
import type { Database } from '../../../src/server/db/database';
import { restaurants } from '../../../src/server/db/schema';
import { notFound } from '../../../src/server/graphql/appError';
import { readRecords } from '../../../src/server/graphql/crud/reads';
import { defineResource, type ServerResource } from '../../../src/server/graphql/resource';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const testLabels = pgTable('test_labels', { id: id(), name: text('name').notNull(), createdAt: createdAt() });
export const testDishes = pgTable('test_dishes', {
  id: id(),
  restaurantId: uuid('restaurant_id')
    .notNull()
    .references(() => restaurants.id),
  name: text('name').notNull(),
  price: doublePrecision('price').notNull(),
  promoPrice: doublePrecision('promo_price'),
  details: jsonb('details').$type<{ spicy?: number; note?: string }>(),
  keywords: text('keywords').array(),
  soldOutUntil: timestamp('sold_out_until', { withTimezone: true, mode: 'date' }),
  servedFrom: timestamp('served_from', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export const testDishLabels = pgTable(
  'test_dish_labels',
  { dishId: uuid('dish_id').notNull(), labelId: uuid('label_id').notNull() },
  (t) => [primaryKey({ columns: [t.dishId, t.labelId] })],
);
export const testOptionGroups = pgTable('test_option_groups', {
  id: id(),
  dishId: uuid('dish_id').notNull(),
  name: text('name').notNull(),
  min: integer('min').notNull(),
  max: integer('max').notNull(),
  position: integer('position').notNull(),
});
export const testOptions = pgTable('test_options', {
  id: id(),
  groupId: uuid('group_id').notNull(),
  name: text('name').notNull(),
  price: doublePrecision('price').notNull(),
  position: integer('position').notNull(),
});
export const testGarnishes = pgTable('test_garnishes', {
  id: id(),
  dishId: uuid('dish_id').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});
export const testMembers = pgTable('test_members', {
  id: id(),
  name: text('name').notNull(),
  restaurantId: uuid('restaurant_id'),
  pinHash: text('pin_hash'),
  createdAt: createdAt(),
});
export const testMemberRestaurants = pgTable(
  'test_member_restaurants',
  { memberId: uuid('member_id').notNull(), restaurantId: uuid('restaurant_id').notNull() },
  (t) => [primaryKey({ columns: [t.memberId, t.restaurantId] })],
);

const DDL = [
  `create table test_labels (id uuid primary key default gen_random_uuid(), name text not null, created_at timestamptz not null default now())`,
  `create table test_dishes (id uuid primary key default gen_random_uuid(), restaurant_id uuid not null references restaurants(id) on delete cascade,
     name text not null, price double precision not null, promo_price double precision, details jsonb, keywords text[], sold_out_until timestamptz, served_from timestamptz,
     created_at timestamptz not null default now(), updated_at timestamptz not null default now())`,
  `create unique index test_dishes_name_unique on test_dishes (restaurant_id, lower(name))`,
  `create table test_dish_labels (dish_id uuid not null references test_dishes(id) on delete cascade, label_id uuid not null references test_labels(id) on delete cascade, primary key (dish_id, label_id))`,
  `create table test_option_groups (id uuid primary key default gen_random_uuid(), dish_id uuid not null references test_dishes(id) on delete cascade, name text not null, min integer not null, max integer not null, position integer not null)`,
  `create table test_options (id uuid primary key default gen_random_uuid(), group_id uuid not null references test_option_groups(id) on delete cascade, name text not null, price double precision not null, position integer not null)`,
  `create table test_garnishes (id uuid primary key default gen_random_uuid(), dish_id uuid not null references test_dishes(id) on delete cascade, name text not null, created_at timestamptz not null default now())`,
  `create table test_members (id uuid primary key default gen_random_uuid(), name text not null, restaurant_id uuid references restaurants(id) on delete set null, pin_hash text, created_at timestamptz not null default now())`,
  `create table test_member_restaurants (member_id uuid not null references test_members(id) on delete cascade, restaurant_id uuid not null references restaurants(id) on delete cascade, primary key (member_id, restaurant_id))`,
];

export async function createKernelTables(db: Database): Promise<void> {
  for (const statement of DDL) await db.execute(sql.raw(statement));
}

export const LABELS = defineDescriptor({
  name: 'test_labels',
  type: 'TestLabel',
  plural: 'TestLabels',
  area: 'tags_management',
  tenancy: { kind: 'platform' },
  input: { name: [required(), maxLength(40)] },
  fields: ['id', 'name'],
  bulk: ['delete'],
});

export const DISHES = defineDescriptor({
  name: 'test_dishes',
  type: 'TestDish',
  plural: 'TestDishes',
  area: 'menus',
  tenancy: { kind: 'restaurant', field: 'restaurantId' },
  input: {
    restaurantId: [required()],
    name: [required(), maxLength(40)],
    price: [required(), number(), minValue('Price', 0)],
    promoPrice: [number(), notAbove('price', 'Promo price')],
    labelIds: [maxSelected('labels', 3)],
    details: [],
    keywords: [],
    // Set when it is planned, so never in the past then; a dish already served can still be renamed.
    servedFrom: [whenChanged(notInPast('Served from'))],
    optionGroups: [maxSelected('option groups', 4)],
  },
  children: {
    optionGroups: {
      max: 4,
      input: {
        name: [required()],
        min: [required(), minValue('Min', 0), notAbove('max', 'Min')],
        max: [required(), notAboveCount('options', 'Max')],
      },
      children: { options: { max: 20, input: { name: [required()], price: [required(), minValue('Price', 0)] } } },
    },
  },
  fields: [
    'id',
    'restaurantId',
    'name',
    'price',
    'promoPrice',
    'servedFrom',
    'labelIds',
    'details { spicy note }',
    'keywords',
    'available',
    'optionGroups { id name min max options { id name price } }',
  ],
  bulk: ['update', 'delete'],
});

export const GARNISHES = defineDescriptor({
  name: 'test_garnishes',
  type: 'TestGarnish',
  plural: 'TestGarnishes',
  area: 'menus',
  tenancy: { kind: 'parent', field: 'dishId', parent: 'test_dishes' },
  input: { dishId: [required()], name: [required()] },
  fields: ['id', 'dishId', 'name'],
});

export const MEMBERS = defineDescriptor({
  name: 'test_members',
  type: 'TestMember',
  plural: 'TestMembers',
  area: 'users',
  tenancy: { kind: 'link' },
  input: { name: [required()], restaurantId: [], restaurantIds: [], pin: [pattern('PIN', /^\d{6}$/)] },
  fields: ['id', 'name', 'restaurantId', 'restaurantIds'],
});

export const KERNEL_DESCRIPTORS: readonly ResourceDescriptor[] = [LABELS, DISHES, GARNISHES, MEMBERS];

const labels = defineResource({
  descriptor: LABELS,
  table: testLabels,
  search: ['name'],
  filters: [],
  sortable: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  readableBySignedIn: true,
});

const dishes = defineResource({
  descriptor: DISHES,
  table: testDishes,
  search: ['name'],
  filters: ['name'],
  sortable: ['name', 'price', 'createdAt'],
  defaultSort: { field: 'name', order: 'ASC' },
  unique: [{ fields: ['restaurantId', 'name'], index: 'test_dishes_name_unique', caseInsensitive: true }],
  json: { details: { output: 'TestDishDetails', input: 'TestDishDetailsInput' } },
  relations: {
    labelIds: {
      link: testDishLabels,
      own: testDishLabels.dishId,
      other: testDishLabels.labelId,
      target: testLabels,
      attr: 'Labels',
    },
  },
  children: {
    optionGroups: {
      type: 'TestOptionGroup',
      table: testOptionGroups,
      parent: testOptionGroups.dishId,
      position: testOptionGroups.position,
      descriptor: DISHES.children.optionGroups,
      children: {
        options: {
          type: 'TestOption',
          table: testOptions,
          parent: testOptions.groupId,
          position: testOptions.position,
          descriptor: DISHES.children.optionGroups.children.options,
        },
      },
    },
  },
  computed: {
    available: {
      type: 'Boolean!',
      needs: ['soldOutUntil'],
      resolve: (row, { now }) => !(row.soldOutUntil instanceof Date) || row.soldOutUntil <= now,
    },
  },
  sdl: `
type TestDishDetails { spicy: Int, note: String }
input TestDishDetailsInput { spicy: Int, note: String }
extend type Mutation { sellOutTestDishes(ids: [ID!]!, minutes: Int!): [TestDish!]! }
`,
  operations: (resource) => [
    {
      name: 'sellOutTestDishes',
      type: 'Mutation',
      verb: 'custom',
      access: { kind: 'permission', area: 'menus', action: 'edit' },
      audit: { records: (args) => args.ids as string[] },
      async resolve(args, context, info) {
        const ids = args.ids as string[];
        const until = new Date(context.now().getTime() + (args.minutes as number) * 60_000);
        const where = and(inArray(testDishes.id, ids), context.scope('write'));
        const updated = await context.db
          .update(testDishes)
          .set({ soldOutUntil: until })
          .where(where)
          .returning({ id: testDishes.id });
        if (updated.length !== new Set(ids).size) throw notFound('TestDish'); // rolls back the rows already sold out
        return readRecords(resource, context, inArray(testDishes.id, ids), info);
      },
    },
  ],
});

const garnishes = defineResource({
  descriptor: GARNISHES,
  table: testGarnishes,
  parent: dishes,
  // A check only the server can make: a garnish is not named after its own dish.
  check: async ({ record, context }): Promise<Record<string, MessageRef>> => {
    const [dish] = await context.db
      .select({ name: testDishes.name })
      .from(testDishes)
      .where(eq(testDishes.id, record.dishId as string));
    return dish && String(record.name).toLowerCase() === dish.name.toLowerCase()
      ? { name: { key: 'validation.invalid', params: { attr: 'Name' } } }
      : {};
  },
  search: ['name'],
  filters: [],
  sortable: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
});

const members = defineResource({
  descriptor: MEMBERS,
  table: testMembers,
  link: {
    table: testMemberRestaurants,
    row: testMemberRestaurants.memberId,
    restaurant: testMemberRestaurants.restaurantId,
    main: testMembers.restaurantId,
  },
  hidden: ['pinHash'],
  search: ['name'],
  filters: [],
  sortable: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  relations: {
    restaurantIds: {
      link: testMemberRestaurants,
      own: testMemberRestaurants.memberId,
      other: testMemberRestaurants.restaurantId,
      target: restaurants,
      restaurantsWithinReach: true,
      attr: 'Restaurants',
    },
  },
  virtual: {
    pin: { type: 'String', toColumns: (pin) => ({ pinHash: createHash('sha256').update(String(pin)).digest('hex') }) },
  },
});

export const KERNEL_RESOURCES: readonly ServerResource[] = [labels, dishes, garnishes, members];
