/**
 * The authorization matrix (docs/architecture.md §7): every operation of the schema (generic, bulk and custom,
 * of the served resources and of the kernel's test-only ones) × anonymous and each role × a row of
 * the actor's own restaurant and of another. The expected answer of every cell comes from docs/spec.md §6
 * and docs/architecture.md §4 written out below, not from src/domain (a resource that describes its own area: from
 * its description's grants), and pins the exact code and message key of each denial. What a denied
 * write leaves is read from the database, never through the API.
 */
import { and, count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, areaOf, type Action, type Area } from '../../src/domain';
import { DEMO_TAG_IDS } from '../../src/server/db/demo/catalogues';
import type { Database } from '../../src/server/db/database';
import { DEMO_RESTAURANTS, type DemoUser } from '../../src/server/db/demoData';
import {
  accountCodes,
  auditEntries,
  dayCloses,
  featuredItems,
  mailOutbox,
  menus,
  pushSubscriptions,
  restaurants,
  tableCodes,
  userRestaurants,
  users,
} from '../../src/server/db/schema';
import { isPublic, type GuardedOperation, type Operation } from '../../src/server/graphql/operation';
import { operationsOf } from '../../src/server/graphql/operations';
import { RESOURCES } from '../../src/server/graphql/resources';
import type { ServerResource } from '../../src/server/graphql/resource';
import { ADMIN, CASHIER, DEMO_RESTAURANT_IDS, MULTI_ADMIN, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { createKernelTables, KERNEL_RESOURCES } from './support/kernelResources';
import type { MatrixFixture, Send, WrittenAccess } from './support/matrixFixture';
import { describeOnEachDatabase, type GraphQLResponse } from './support/testServer';

const ALL: readonly Action[] = ['list', 'new', 'edit', 'delete'];

/** docs/spec.md §6, written out. ADMIN's grants hold only within its own restaurants (docs/architecture.md §4). */
const SPEC_GRANTS: Record<'SUPERADMIN' | 'ADMIN', Partial<Record<Area, readonly Action[]>>> = {
  SUPERADMIN: {
    restaurants: ALL,
    featured: ALL,
    users: ALL,
    resto_categories: ALL,
    menu_categories: ALL,
    menus: ALL,
    feeds: ALL,
    promos: ALL,
    analytics: ALL,
    tags_management: ALL,
    order_histories: ALL,
    printer_classes: ALL,
    package_menu: ALL,
  },
  ADMIN: {
    qr: ALL,
    analytics: ALL,
    feeds: ALL,
    users: ALL,
    menu_categories: ALL,
    printer_classes: ALL,
    package_menu: ALL,
    restaurants: ['list', 'edit'],
    menus: ['list', 'new', 'edit'],
  },
};

/**
 * Each resource's area, how its rows belong to restaurants, a row in a restaurant and a change
 * (tests/server/matrixFixtures/).
 */
interface Fixture extends WrittenAccess, Pick<MatrixFixture, 'input' | 'change' | 'insert'> {}

const FIXTURES: Record<string, Fixture> = {};
/**
 * Fixture files that write out neither area nor tenancy yet describe no area of their own: said by the first test
 * below.
 */
const UNWRITTEN: string[] = [];

for (const exported of Object.values(
  import.meta.glob<MatrixFixture | MatrixFixture[]>('./matrixFixtures/*.ts', { eager: true, import: 'default' }),
)) {
  for (const { descriptor, written, input, change, insert } of [exported].flat()) {
    if (descriptor.grants) {
      // Its own area: area, tenancy and grants (all actions) as described.
      FIXTURES[descriptor.type] = { area: areaOf(descriptor), tenancy: descriptor.tenancy.kind, input, change, insert };
      for (const role of descriptor.grants) SPEC_GRANTS[role][areaOf(descriptor)] = ALL;
    } else if (written) {
      FIXTURES[descriptor.type] = { ...written, input, change, insert };
    } else {
      UNWRITTEN.push(descriptor.type);
    }
  }
}

/** The action each generic verb needs (docs/spec.md §6 actions; reads are `list`). */
const VERB_ACTIONS: Record<string, Action> = {
  list: 'list',
  count: 'list',
  get: 'list',
  create: 'new',
  update: 'edit',
  updateMany: 'edit',
  delete: 'delete',
  deleteMany: 'delete',
};

/** What an account link changes: the user's codes and the mails sent to it (none of its row). */
async function accountMails(db: Database, id: string): Promise<Record<string, unknown>> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  const [codes] = await db.select({ n: count() }).from(accountCodes).where(eq(accountCodes.userId, id));
  const [mails] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, user.email));
  return { codes: codes.n, mails: mails.n };
}

/** The menu an audit entry names: its name now, and the name the entry's restore brings back. */
async function restoredMenu(db: Database, entryId: string): Promise<Record<string, unknown>> {
  const [entry] = await db
    .select({ recordId: auditEntries.recordId, changes: auditEntries.changes })
    .from(auditEntries)
    .where(eq(auditEntries.id, entryId));
  const [menu] = await db
    .select({ name: menus.name })
    .from(menus)
    .where(eq(menus.id, entry.recordId as string));
  return { name: menu.name, restored: JSON.parse(entry.changes[0].before as string) };
}

/**
 * A day close the matrix made (matrixFixtures/dayCloses.ts), and a day of its restaurant long before it, not yet
 * closed.
 */
async function closeOf(db: Database, id: string) {
  const [close] = await db
    .select({ restaurantId: dayCloses.restaurantId, businessDay: dayCloses.businessDay })
    .from(dayCloses)
    .where(eq(dayCloses.id, id));
  return close;
}
const dayToClose = (close: { businessDay: string }) => addDays(close.businessDay, -4000);

/**
 * A custom operation on rows of no resource (the caller's push subscriptions): its own area and
 * tenancy, how a row is made in the database, and what of it is read back.
 */
interface Standalone {
  area: Area;
  tenancy: WrittenAccess['tenancy'];
  arrange(db: Database, n: number, restaurantId: string): Promise<string>;
  stored(db: Database, id: string): Promise<Record<string, unknown>>;
  /**
   * For an operation that no area grants (view-as): what a signed-in admin of each role gets instead of the area's
   * answer.
   */
  byRole?: Record<'SUPERADMIN' | 'ADMIN', Expected>;
}

/** The caller's browser subscriptions (Web Push of new orders): for whoever may read order histories. */
const pushSubscription = (arrange: Standalone['arrange']): Standalone => ({
  area: 'order_histories',
  tenancy: 'platform',
  arrange,
  async stored(db, endpoint) {
    const [row] = await db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    return { subscriptions: row.n };
  },
});
const BROWSER = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const PUSH_HOST = 'push.example';
const newEndpoint = async (_db: Database, n: number) => `https://${PUSH_HOST}/matrix-${n}`;
/** A browser the super admin subscribed (the only role holding order_histories). */
const superadminsBrowser = async (db: Database, n: number) => {
  const endpoint = await newEndpoint(db, n);
  await db.insert(pushSubscriptions).values({ userId: SUPERADMIN.id, endpoint, ...BROWSER, sessionVersion: 0 });
  return endpoint;
};

/**
 * View as: starting is the super admins' alone; ending answers a view-as token only (its
 * success, and every mutation refused while viewing, are in viewAs.test.ts). Neither writes a row: the
 * viewed user's session is read back to show it is untouched.
 */
const viewAs = (byRole: Standalone['byRole']): Standalone => ({
  area: 'users',
  tenancy: 'platform',
  arrange: async () => ADMIN.id,
  async stored(db, id) {
    const [user] = await db
      .select({ sessionVersion: users.sessionVersion, updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.id, id));
    return user;
  },
  byRole,
});

/** A read of one restaurant's menu health: the row is the restaurant itself, read back to show it is untouched. */
const menuHealthOf = (byRole?: Standalone['byRole']): Standalone => ({
  area: 'menus',
  tenancy: byRole ? 'platform' : 'restaurant',
  arrange: async (_db, _n, restaurantId) => restaurantId,
  async stored(db, id) {
    const [restaurant] = await db
      .select({ name: restaurants.name, updatedAt: restaurants.updatedAt })
      .from(restaurants)
      .where(eq(restaurants.id, id));
    return restaurant;
  },
  byRole,
});

/** Table 1's code of a restaurant (the matrix's restaurants have two tables), and the codes seen before a call. */
async function firstTableCode(db: Database, restaurantId: string) {
  const [row] = await db
    .select({ code: tableCodes.code })
    .from(tableCodes)
    .where(and(eq(tableCodes.restaurantId, restaurantId), eq(tableCodes.tableNumber, 1)));
  return { restaurantId, code: row?.code };
}
const codesBefore = new Map<string, string | undefined>();

/**
 * Each custom operation: the action it needs, how to call it on a row (`$id`, in the restaurant
 * `$restaurantId`), and what it changes: in the row, or in what `effect` reads.
 */
const CUSTOM: Record<
  string,
  {
    action: Action;
    query: string;
    changed(row: Record<string, unknown>): boolean;
    effect?(db: Database, id: string): Promise<Record<string, unknown>>;
    /** Variables beyond `$id` and `$restaurantId`, read from the row. */
    variables?(db: Database, id: string): Promise<Record<string, unknown>>;
    standalone?: Standalone;
    /**
     * For an operation of a resource that no area grants (reopening a day: super admins alone): what each role gets
     * instead.
     */
    byRole?: Standalone['byRole'];
    /** The area it needs when not its resource's (a restaurant's table codes and table orders: the QR area's). */
    area?: Area;
  }
> = {
  sellOutTestDishes: {
    action: 'edit',
    query: 'mutation ($id: ID!) { sellOutTestDishes(ids: [$id], minutes: 60) { id } }',
    changed: (row) => row.soldOutUntil !== null,
  },
  reorderRestoCategories: {
    action: 'edit',
    query: 'mutation ($id: ID!) { reorderRestoCategories(ids: [$id]) { id } }',
    changed: (row) => (row.updatedAt as Date) > (row.createdAt as Date),
  },
  mergeTags: {
    action: 'edit',
    query: `mutation ($id: ID!) { mergeTags(sourceId: $id, targetId: "${DEMO_TAG_IDS.Halal}") { id } }`,
    changed: (row) => row === undefined, // the source is merged away
  },
  reorderMenuCategories: {
    action: 'edit',
    query: 'mutation ($id: ID!) { reorderMenuCategories(ids: [$id]) { id } }',
    changed: (row) => (row.updatedAt as Date) > (row.createdAt as Date),
  },
  setMenuAvailability: {
    action: 'edit',
    query: 'mutation ($id: ID!) { setMenuAvailability(ids: [$id], available: false, soldOutFor: HOUR) { id } }',
    changed: (row) => row.soldOutUntil !== null,
  },
  setMenuStock: {
    action: 'edit',
    query: 'mutation ($id: ID!) { setMenuStock(id: $id, stockLeft: 7) { id } }',
    changed: (row) => row.stockCount === 7,
  },
  adjustMenuPrices: {
    action: 'edit',
    query: 'mutation ($id: ID!) { adjustMenuPrices(ids: [$id], percent: 50) { id } }',
    changed: (row) => row.price === 18, // the fixture's 12, plus half
  },
  previewMenuDuplication: {
    action: 'new',
    query:
      'query ($id: ID!, $restaurantId: ID!) { previewMenuDuplication(input: { menuIds: [$id], targetRestaurantIds: [$restaurantId] }) { restaurantId } }',
    changed: () => true, // a read; what it plans is checked in menuDuplication.test.ts
  },
  duplicateMenus: {
    action: 'new',
    query:
      'mutation ($id: ID!, $restaurantId: ID!) { duplicateMenus(input: { menuIds: [$id], targetRestaurantIds: [$restaurantId] }, resolutions: [{ targetRestaurantId: $restaurantId, menuId: $id, choice: SKIP }]) { skipped } }',
    changed: () => true, // the source stays; the copies are checked in menuDuplication.test.ts
  },
  menuImpact: {
    action: 'list',
    query: 'query ($id: ID!) { menuImpact(changes: [{ kind: HIDE_MENU, ids: [$id] }]) { restaurantId } }',
    // A read: the menu stays shown; what it finds is checked in menuImpact.test.ts.
    changed: (row) => row.hidden === false,
  },
  publishFeed: {
    action: 'edit',
    query: 'mutation ($id: ID!) { publishFeed(id: $id) { id } }',
    changed: (row) => row.publishedAt !== null,
  },
  publishPromo: {
    action: 'edit',
    query: 'mutation ($id: ID!) { publishPromo(id: $id) { id } }',
    changed: (row) => row.publishedAt !== null,
  },
  orderTotals: {
    action: 'list',
    query: 'query ($id: ID!) { orderTotals(filter: { ids: [$id] }) { count } }',
    changed: (row) => row !== undefined, // a read: the order is still there, unchanged
  },
  setFeatured: {
    action: 'edit',
    query: 'mutation { setFeatured(restaurantIds: []) { id } }',
    changed: (row) => row === undefined, // the list is replaced by an empty one
  },
  addFeatured: {
    action: 'edit',
    query: 'mutation ($restaurantId: ID!) { addFeatured(restaurantIds: [$restaurantId]) { id } }',
    changed: (row) => row !== undefined, // the row's restaurant stays; the one named joins the list's end
  },
  removeFeatured: {
    action: 'edit',
    query: 'mutation ($restaurantIds: [ID!]!) { removeFeatured(restaurantIds: $restaurantIds) { id } }',
    variables: async (db, id) => ({
      restaurantIds: (
        await db
          .select({ restaurantId: featuredItems.restaurantId })
          .from(featuredItems)
          .where(eq(featuredItems.id, id))
      ).map((row) => row.restaurantId),
    }),
    changed: (row) => row === undefined, // the row's restaurant is taken off the list
  },
  // Reads of the row's restaurant: answering is their effect.
  printerRouting: {
    action: 'list',
    query: 'query ($restaurantId: ID!) { printerRouting(restaurantId: $restaurantId) { menus { menuId } } }',
    changed: (row) => row !== undefined,
  },
  packageMenuChoices: {
    action: 'list',
    query: 'query ($restaurantId: ID!) { packageMenuChoices(restaurantId: $restaurantId) { id } }',
    changed: (row) => row !== undefined,
  },
  sendPinResetLink: {
    action: 'edit',
    query: 'mutation ($id: ID!) { sendPinResetLink(userId: $id) }',
    changed: (row) => row.codes === 2 && row.mails === 2, // the verification mail of its creation, then this one
    effect: accountMails,
  },
  pushPublicKey: {
    action: 'list',
    query: 'query { pushPublicKey }',
    changed: () => true, // a read of the server's key
    standalone: pushSubscription(newEndpoint),
  },
  savePushSubscription: {
    action: 'list',
    query: `mutation ($id: String!) { savePushSubscription(subscription: { endpoint: $id, p256dh: "${BROWSER.p256dh}", auth: "${BROWSER.auth}" }) }`,
    changed: (row) => row.subscriptions === 1,
    standalone: pushSubscription(newEndpoint),
  },
  removePushSubscription: {
    action: 'list',
    query: 'mutation ($id: String!) { removePushSubscription(endpoint: $id) }',
    changed: (row) => row.subscriptions === 0,
    standalone: pushSubscription(superadminsBrowser),
  },
  startViewAs: {
    action: 'list',
    query: 'mutation ($id: ID!) { startViewAs(userId: $id, reason: "Matrix check") { jwtToken } }',
    changed: () => true, // the answer (a token) is its effect: nothing is written
    standalone: viewAs({ SUPERADMIN: { answer: 'row' }, ADMIN: { code: 'FORBIDDEN', key: 'errors.forbidden' } }),
  },
  endViewAs: {
    action: 'list',
    query: 'mutation { endViewAs }',
    changed: () => true,
    standalone: viewAs({
      SUPERADMIN: { code: 'FORBIDDEN', key: 'errors.notViewingAs' },
      ADMIN: { code: 'FORBIDDEN', key: 'errors.notViewingAs' },
    }),
  },
  menuHealth: {
    action: 'list',
    query: 'query ($id: ID!) { menuHealth(restaurantId: $id) { restaurantId count } }',
    changed: () => true, // a read: what it finds is checked in menuHealth.test.ts
    standalone: menuHealthOf(),
  },
  menuHealthCount: {
    action: 'list',
    query: 'query ($id: ID!) { menuHealthCount(restaurantId: $id) }',
    changed: () => true,
    standalone: menuHealthOf(),
  },
  menuHealthOverview: {
    action: 'list',
    query: 'query { menuHealthOverview(perPage: 1) { total } }',
    changed: () => true,
    standalone: menuHealthOf({ SUPERADMIN: { answer: 'row' }, ADMIN: { code: 'FORBIDDEN', key: 'errors.forbidden' } }),
  },
  restoreAuditEntry: {
    action: 'edit',
    query: 'mutation ($id: ID!) { restoreAuditEntry(id: $id) }',
    changed: (row) => row.name === row.restored,
    effect: restoredMenu,
  },
  daySheet: {
    action: 'list',
    query:
      'query ($restaurantId: ID!, $day: String!) { daySheet(restaurantId: $restaurantId, businessDay: $day) { restaurantId } }',
    changed: () => true, // a read: what it adds up is checked in dayClose.test.ts
    variables: async (db, id) => ({ day: (await closeOf(db, id)).businessDay }),
  },
  unclosedDays: {
    action: 'list',
    query: 'query { unclosedDays { restaurantId } }',
    // A read of the viewer's restaurants, whoever's the row: what it finds is checked in dayClose.test.ts.
    changed: () => true,
    byRole: { SUPERADMIN: { answer: 'row' }, ADMIN: { answer: 'row' } },
  },
  closeDay: {
    action: 'new',
    query:
      'mutation ($restaurantId: ID!, $day: String!, $counts: [DayCountInput!]!) { closeDay(input: { restaurantId: $restaurantId, businessDay: $day, counts: $counts }) { id } }',
    changed: (row) => row.closes === 1,
    effect: async (db, id) => ({
      closes: (
        await db
          .select({ n: count() })
          .from(dayCloses)
          .where(
            and(
              eq(dayCloses.restaurantId, (await closeOf(db, id)).restaurantId),
              eq(dayCloses.businessDay, dayToClose(await closeOf(db, id))),
            ),
          )
      )[0].n,
    }),
    variables: async (db, id) => {
      const close = await closeOf(db, id);
      const [restaurant] = await db
        .select({ methods: restaurants.paymentMethods })
        .from(restaurants)
        .where(eq(restaurants.id, close.restaurantId));
      return {
        day: dayToClose(close),
        counts: restaurant.methods.filter((m) => m.active).map((m) => ({ method: m.method, counted: 0 })),
      };
    },
  },
  reopenDay: {
    action: 'edit',
    query: 'mutation ($id: ID!) { reopenDay(id: $id, reason: "Matrix check") { id } }',
    changed: (row) => row.state === 'REOPENED',
    byRole: { SUPERADMIN: { answer: 'row' }, ADMIN: { code: 'FORBIDDEN', key: 'errors.forbidden' } },
  },
  sendVerificationLink: {
    action: 'edit',
    query: 'mutation ($id: ID!) { sendVerificationLink(userId: $id) }',
    changed: (row) => row.codes === 2 && row.mails === 2, // the verification mail of its creation, then this one
    effect: accountMails,
  },
  tableCodes: {
    action: 'list',
    area: 'qr',
    query: 'query ($id: ID!) { tableCodes(restaurantId: $id) { table } }',
    changed: () => true, // a read: the codes are checked in tableCodes.test.ts
  },
  regenerateTableCode: {
    action: 'edit',
    area: 'qr',
    query: 'mutation ($id: ID!) { regenerateTableCode(restaurantId: $id, table: 1) { table } }',
    effect: firstTableCode,
    // The code as it was is noted when the call is prepared (nothing is written then).
    variables: async (db, id) => {
      codesBefore.set(id, (await firstTableCode(db, id)).code);
      return {};
    },
    changed: (row) => row.code !== codesBefore.get(row.restaurantId as string),
  },
  tableOrdersToConfirm: {
    action: 'list',
    area: 'qr',
    query: 'query ($restaurantId: ID!) { tableOrdersToConfirm(restaurantId: $restaurantId) { id } }',
    changed: () => true, // a read: what it lists is checked in tableOrders.test.ts
  },
  confirmTableOrder: {
    action: 'edit',
    area: 'qr',
    query: 'mutation ($id: ID!) { confirmTableOrder(id: $id, confirm: true) { id } }',
    changed: (row) => row.confirmation === 'CONFIRMED',
  },
};

/** A menu in every restaurant, for package menus to choose (menus are written around the API here). */
async function setup(db: Database): Promise<void> {
  await createKernelTables(db);
  await db
    .insert(menus)
    .values(DEMO_RESTAURANTS.map((restaurant) => ({ restaurantId: restaurant.id, name: 'Matrix menu', price: 1 })));
}

/**
 * Open to anybody: the session's, the account links' public pages, and the public menu site's read of live posts, its
 * ordering and its scan count.
 */
const PUBLIC_OPERATIONS = [
  'login',
  'me',
  'logout',
  'liveFeeds',
  'guestMenu',
  'placeOrder',
  'countTableScan',
  'accountLink',
  'requestPasswordReset',
  'resetPassword',
  'verifyEmail',
  'requestVerificationLink',
  'resetPin',
];

const ACTORS: { label: string; user?: DemoUser; role?: 'SUPERADMIN' | 'ADMIN' }[] = [
  { label: 'anonymous' },
  { label: 'a SUPERADMIN', user: SUPERADMIN, role: 'SUPERADMIN' },
  { label: 'an ADMIN of one restaurant', user: ADMIN, role: 'ADMIN' },
  { label: 'an ADMIN of two restaurants', user: MULTI_ADMIN, role: 'ADMIN' },
  { label: 'a CASHIER (token made by hand; it cannot sign in)', user: CASHIER },
];
const TARGETS = ['own', 'other'] as const;
type Target = (typeof TARGETS)[number];

type Expected = { answer: 'row' | 'nothing' } | { code: string; key: string };
const UNAUTHENTICATED = { code: 'UNAUTHENTICATED', key: 'errors.signInRequired' };
const SESSION_ENDED = { code: 'UNAUTHENTICATED', key: 'errors.unauthenticated' };
const FORBIDDEN = { code: 'FORBIDDEN', key: 'errors.forbidden' };
const NOT_FOUND = { code: 'NOT_FOUND', key: 'errors.notFound' };

const SERVED: readonly ServerResource[] = [...RESOURCES, ...KERNEL_RESOURCES];
const operations = operationsOf(SERVED);

const HERE = 'tests/server/authorizationMatrix.test.ts';

/** What this file lacks to judge an operation, said as what to add (nothing when it can judge it). */
function gapsOf(operation: Operation): string[] {
  if (isPublic(operation))
    return PUBLIC_OPERATIONS.includes(operation.name)
      ? []
      : [`${operation.name} is public but not known as such: add it to PUBLIC_OPERATIONS in ${HERE}`];
  const gaps: string[] = [];
  if (operation.verb === 'custom' && !Object.hasOwn(CUSTOM, operation.name))
    gaps.push(`no CUSTOM entry for ${operation.name}: add one to CUSTOM in ${HERE} (action, query, changed)`);
  if (operation.resource) {
    const { type } = operation.resource.descriptor;
    if (UNWRITTEN.includes(type))
      gaps.push(
        `tests/server/matrixFixtures/ has ${type} with no area of its own described: write its area and tenancy out (written)`,
      );
    else if (!Object.hasOwn(FIXTURES, type))
      gaps.push(
        `no fixture for ${type}: add a file to tests/server/matrixFixtures/ (input, change; written: area and tenancy, unless it describes its own area)`,
      );
  } else if (!CUSTOM[operation.name]?.standalone) {
    gaps.push(`${operation.name} has no resource: its CUSTOM entry in ${HERE} must say what it acts on (standalone)`);
  }
  return gaps;
}

/**
 * The guarded operations judged cell by cell: those gapsOf names are left out (their gap fails the first test below),
 * so that the rest still runs.
 */
const guarded = operations.filter((o): o is GuardedOperation => !isPublic(o) && gapsOf(o).length === 0);

const actionOf = (operation: GuardedOperation) =>
  operation.verb === 'custom' ? CUSTOM[operation.name].action : VERB_ACTIONS[operation.verb];

function expected(operation: GuardedOperation, actor: (typeof ACTORS)[number], target: Target): Expected {
  if (!actor.user) return UNAUTHENTICATED;
  if (!actor.role) return SESSION_ENDED;
  const fixture: Pick<Fixture, 'area' | 'tenancy' | 'pickerReadable'> = operation.resource
    ? FIXTURES[operation.resource.descriptor.type]
    : (CUSTOM[operation.name].standalone as Standalone);
  const byRole =
    operation.verb === 'custom'
      ? (CUSTOM[operation.name].byRole ?? CUSTOM[operation.name].standalone?.byRole)
      : undefined;
  if (byRole) return byRole[actor.role];
  const action = actionOf(operation);
  const reads = action === 'list';
  const area = (operation.verb === 'custom' && CUSTOM[operation.name].area) || fixture.area;
  const holds = SPEC_GRANTS[actor.role][area]?.includes(action) || (reads && fixture.pickerReadable === true);
  if (!holds) return FORBIDDEN;
  if (actor.role === 'SUPERADMIN' || fixture.tenancy === 'platform' || target === 'own') return { answer: 'row' };
  if (operation.verb === 'list' || operation.verb === 'count') return { answer: 'nothing' };
  if (operation.verb === 'create' && fixture.tenancy === 'link') return FORBIDDEN; // linking a restaurant it does not own
  return NOT_FOUND;
}

describe('the authorization matrix covers the whole schema', () => {
  it('every operation is public by name, or guarded and known here', () => {
    expect([...new Set(operations.flatMap(gapsOf))]).toEqual([]);
  });

  it('each resource declares the area and tenancy written out here', () => {
    for (const resource of SERVED.filter(({ descriptor }) => Object.hasOwn(FIXTURES, descriptor.type))) {
      const fixture = FIXTURES[resource.descriptor.type];
      expect({ area: resource.descriptor.area, tenancy: resource.descriptor.tenancy.kind }).toEqual({
        area: fixture.area,
        tenancy: fixture.tenancy,
      });
    }
  });
});

describeOnEachDatabase(
  'authorization matrix',
  (server) => {
    let serial = 0;
    const links: { userId: string; restaurantId: string }[] = [];

    afterEach(async () => {
      const { database, tableWrites } = server().server;
      for (const link of links.splice(0)) {
        await database.db
          .delete(userRestaurants)
          .where(and(eq(userRestaurants.userId, link.userId), eq(userRestaurants.restaurantId, link.restaurantId)));
      }
      tableWrites.written('user_restaurants'); // written around the API: the server's caches must hear of it
    });

    const asSuperadmin: Send = async <T>(query: string, variables?: Record<string, unknown>) => {
      const response = await server().gql<T>(query, variables, { token: await server().tokenFor(SUPERADMIN.id) });
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      return response.data as T;
    };

    const idOf = (table: PgTable) => (table as unknown as { id: PgColumn }).id;
    const stored = async (resource: ServerResource, id: string) =>
      (
        await server()
          .server.database.db.select()
          .from(resource.table)
          .where(eq(idOf(resource.table), id))
      )[0];
    const rowCount = async (resource: ServerResource) =>
      (await server().server.database.db.select({ n: count() }).from(resource.table))[0].n;

    /** The restaurant a row of the target belongs to: one of the actor's own, or one nobody of the demo owns. */
    const restaurantOf = (user: DemoUser | undefined, target: Target) =>
      target === 'own' ? (user?.restaurantIds[0] ?? DEMO_RESTAURANT_IDS.warungNusantara) : UNOWNED_RESTAURANT_ID;

    /**
     * A fresh row, made by the super admin, in the target restaurant (a restaurant the actor is then linked to, for
     * `own`).
     */
    async function arrange(resource: ServerResource, user: DemoUser | undefined, target: Target): Promise<string> {
      serial += 1;
      const { type } = resource.descriptor;
      const { insert } = FIXTURES[type];
      if (insert) return insert(serial, restaurantOf(user, target), server().server.database.db);
      const data = await FIXTURES[type].input(serial, restaurantOf(user, target), asSuperadmin);
      const created = await asSuperadmin<{ row: { id: string } }>(
        `mutation ($data: ${type}Input!) { row: create${type}(data: $data) { id } }`,
        { data },
      );
      if (FIXTURES[type].tenancy === 'self' && target === 'own' && user) {
        await server()
          .server.database.db.insert(userRestaurants)
          .values({ userId: user.id, restaurantId: created.row.id });
        server().server.tableWrites.written('user_restaurants');
        links.push({ userId: user.id, restaurantId: created.row.id });
      }
      return created.row.id;
    }

    /** The audit entries of an operation written by a user (every mutation writes at least one; a denied one none). */
    const entriesOf = async (operation: string, user: DemoUser | undefined) =>
      user
        ? (
            await server()
              .server.database.db.select({ n: count() })
              .from(auditEntries)
              .where(and(eq(auditEntries.operation, operation), eq(auditEntries.actorId, user.id)))
          )[0].n
        : 0;
    const expectAudited = async (
      operation: Operation,
      user: DemoUser | undefined,
      before: number,
      allowed: boolean,
    ) => {
      if (operation.type !== 'Mutation') return;
      const after = await entriesOf(operation.name, user);
      if (allowed) expect(after, `${operation.name} wrote no audit entry`).toBeGreaterThan(before);
      else expect(after, `${operation.name} was refused yet audited`).toBe(before);
    };

    const expectDenied = (response: GraphQLResponse, field: string, denial: { code: string; key: string }) => {
      expect(response.errors?.[0]?.extensions, JSON.stringify(response.errors)).toMatchObject({
        code: denial.code,
        messageKey: denial.key,
      });
      expect((response.data as Record<string, unknown> | null | undefined)?.[field] ?? null).toBeNull();
    };

    for (const operation of guarded.filter((o) => o.resource === undefined)) {
      const { standalone, query, changed } = CUSTOM[operation.name];
      const { arrange: make, stored: read } = standalone as Standalone;
      for (const actor of ACTORS) {
        for (const target of TARGETS) {
          const expectation = expected(operation, actor, target);
          const outcome = 'answer' in expectation ? expectation.answer : `${expectation.code} (${expectation.key})`;
          it(`${operation.name} by ${actor.label} on a row of ${target === 'own' ? 'its own' : 'another'} restaurant: ${outcome}`, async () => {
            const { db } = server().server.database;
            serial += 1;
            const rowId = await make(db, serial, restaurantOf(actor.user, target));
            server().server.tableWrites.written('users');
            const token = actor.user ? await server().tokenFor(actor.user.id) : undefined;
            const before = await read(db, rowId);
            const audited = await entriesOf(operation.name, actor.user);
            const response = await server().gql(query, { id: rowId }, { token });
            await expectAudited(operation, actor.user, audited, !('code' in expectation));
            if ('code' in expectation) {
              expectDenied(response, operation.name, expectation);
              expect(await read(db, rowId)).toEqual(before);
              return;
            }
            expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
            expect(changed(await read(db, rowId))).toBe(true);
          });
        }
      }
    }

    for (const operation of guarded.filter((o) => o.resource !== undefined)) {
      const resource = operation.resource as ServerResource;
      const { type } = resource.descriptor;
      for (const actor of ACTORS) {
        for (const target of TARGETS) {
          const expectation = expected(operation, actor, target);
          const outcome = 'answer' in expectation ? expectation.answer : `${expectation.code} (${expectation.key})`;
          it(`${operation.name} by ${actor.label} on a row of ${target === 'own' ? 'its own' : 'another'} restaurant: ${outcome}`, async () => {
            const rowId = await arrange(resource, actor.user, target);
            const token = actor.user ? await server().tokenFor(actor.user.id) : undefined;
            const field = operation.name;
            const send = (query: string, variables: Record<string, unknown>) =>
              server().gql<Record<string, unknown>>(query, variables, { token });
            const before = await stored(resource, rowId);
            const [changed, value] = FIXTURES[type].change(serial);
            const audited = await entriesOf(operation.name, actor.user);

            /**
             * A denied write leaves the row as it was, and no audit entry; an allowed one passes `effect`, and is
             * audited.
             */
            const judge = async (response: GraphQLResponse, effect: () => Promise<void>) => {
              await expectAudited(operation, actor.user, audited, !('code' in expectation));
              if ('code' in expectation) {
                expectDenied(response, field, expectation);
                expect(await stored(resource, rowId)).toEqual(before);
                return;
              }
              expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
              await effect();
            };

            switch (operation.verb) {
              case 'list':
              case 'count': {
                const selection = operation.verb === 'list' ? 'id' : 'count';
                const response = await send(
                  `query ($ids: [ID!]) { ${field}(filter: { ids: $ids }) { ${selection} } }`,
                  { ids: [rowId] },
                );
                if ('code' in expectation) return expectDenied(response, field, expectation);
                expect(response.errors).toBeUndefined();
                const found = expectation.answer === 'row';
                expect(response.data?.[field]).toEqual(
                  operation.verb === 'list' ? (found ? [{ id: rowId }] : []) : { count: found ? 1 : 0 },
                );
                return;
              }
              case 'get': {
                const response = await send(`query ($id: ID!) { ${field}(id: $id) { id } }`, { id: rowId });
                if ('code' in expectation) return expectDenied(response, field, expectation);
                expect(response.errors).toBeUndefined();
                expect(response.data?.[field]).toEqual({ id: rowId });
                return;
              }
              case 'create': {
                serial += 1;
                const count = await rowCount(resource);
                const data = await FIXTURES[type].input(serial, restaurantOf(actor.user, target), asSuperadmin);
                const response = await send(`mutation ($data: ${type}Input!) { ${field}(data: $data) { id } }`, {
                  data,
                });
                await judge(response, async () => expect(await rowCount(resource)).toBe(count + 1));
                if ('code' in expectation) expect(await rowCount(resource)).toBe(count);
                return;
              }
              case 'update':
              case 'updateMany': {
                const call =
                  operation.verb === 'update' ? `${field}(id: $id, data: $data)` : `${field}(ids: [$id], data: $data)`;
                const response = await send(`mutation ($id: ID!, $data: ${type}Input!) { ${call} { id } }`, {
                  id: rowId,
                  data: { [changed]: value },
                });
                return judge(response, async () => expect((await stored(resource, rowId))[changed]).toBe(value));
              }
              case 'delete':
              case 'deleteMany': {
                const call = operation.verb === 'delete' ? `${field}(id: $id)` : `${field}(ids: [$id])`;
                const response = await send(`mutation ($id: ID!) { ${call} { id } }`, { id: rowId });
                return judge(response, async () => expect(await stored(resource, rowId)).toBeUndefined());
              }
              case 'custom': {
                const { query, changed, effect, variables } = CUSTOM[field];
                const observed = () => (effect ? effect(server().server.database.db, rowId) : stored(resource, rowId));
                const observedBefore = await observed();
                const more = (await variables?.(server().server.database.db, rowId)) ?? {};
                const response = await send(query, {
                  id: rowId,
                  restaurantId: restaurantOf(actor.user, target),
                  ...more,
                });
                if ('code' in expectation) expect(await observed()).toEqual(observedBefore);
                return judge(response, async () => expect(changed(await observed())).toBe(true));
              }
            }
          });
        }
      }
    }

    for (const actor of ACTORS) {
      // A token naming no admin ends its session before any operation runs, a public one too.
      const outcome =
        actor.user && !actor.role
          ? `${SESSION_ENDED.code} (${SESSION_ENDED.key})`
          : 'the same live posts as anybody gets';
      it(`liveFeeds (public) by ${actor.label}: ${outcome}`, async () => {
        const query = 'query { liveFeeds(restaurantSlug: "warung-nusantara") { id } }';
        const anybody = await server().gql(query);
        const token = actor.user ? await server().tokenFor(actor.user.id) : undefined;
        const response = await server().gql(query, {}, { token });
        if (actor.user && !actor.role) return expectDenied(response, 'liveFeeds', SESSION_ENDED);
        expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
        expect(response.data).toEqual(anybody.data);
        expect((anybody.data as { liveFeeds: unknown[] }).liveFeeds.length).toBeGreaterThan(0);
      });
    }
  },
  // The browsers' endpoints are on a push service of the test's own (a reserved name nobody answers).
  { resources: KERNEL_RESOURCES, setup, settings: { pushServiceHosts: [PUSH_HOST] } },
);
