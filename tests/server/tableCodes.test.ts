/**
 * Table codes (docs/features.md, "Table codes"): every table has an unguessable code from the moment it exists; an
 * order or a scan for a table needs its current one (none, a wrong one, another table's or a regenerated table's old
 * one are refused alike); a scan counts once per visit (a signed cookie); a restaurant that confirms table orders
 * gets them PENDING until its staff confirm or reject them; no code reaches a log line.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  auditEntries,
  menus,
  orders,
  orderStatusHistory,
  restaurants,
  tableScans,
  userRestaurants,
} from '../../src/server/db/schema';
import { isSameVisit, VISIT_COOKIE, VISIT_HOURS, visitCookie } from '../../src/server/scans/tableVisit';
import { WAIT_FOR } from '../support/waitBudget';
import { ADMIN, DEMO_RESTAURANT_IDS } from './support/demo';
import { dineIn, insertOrder, insertOrderingRestaurant, tableCodesOf, type OrderingRestaurant } from './support/orders';
import { describeOnEachDatabase, type GraphQLResponse } from './support/testServer';

const PLACE = 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id status confirmation } }';
const SCAN =
  'mutation ($slug: String!, $table: Int!, $code: String!) { countTableScan(slug: $slug, table: $table, code: $code) }';
const CODES = 'query ($id: ID!) { tableCodes(restaurantId: $id) { table code } }';
const REGENERATE =
  'mutation ($id: ID!, $table: Int!) { regenerateTableCode(restaurantId: $id, table: $table) { table code } }';
const WAITING =
  'query ($id: ID!) { tableOrdersToConfirm(restaurantId: $id) { id number table total lines { name quantity options } } }';
const DECIDE = 'mutation ($id: ID!, $confirm: Boolean!) { confirmTableOrder(id: $id, confirm: $confirm) { id } }';

let clock = new Date('2031-06-01T11:45:00.000Z');
const logged: string[] = [];

describeOnEachDatabase(
  'table codes',
  (server) => {
    const db = () => server().server.database.db;
    let cafe: OrderingRestaurant;
    let admin = '';
    let address = 0;
    const from = () => ({ 'x-forwarded-for': `198.18.${address >> 8}.${address & 255}` });
    const place = (data: Record<string, unknown>) =>
      server().gql<{ placeOrder: { id: string; status: string; confirmation: string | null } }>(
        PLACE,
        { data },
        { headers: from() },
      );
    const asAdmin = <T>(query: string, variables: Record<string, unknown>) =>
      server().gql<T>(query, variables, { token: admin });
    const scansOf = async (table: number) =>
      (
        await db()
          .select({ n: count() })
          .from(tableScans)
          .where(and(eq(tableScans.restaurantId, cafe.restaurantId), eq(tableScans.tableNumber, table)))
      )[0].n;
    /** A scan as the guest page sends it, with the cookie the browser holds (if any); the cookie it is given back. */
    const scan = async (table: number, code: string, cookie?: string) => {
      const response = await fetch(`${server().url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from(), ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query: SCAN, variables: { slug: cafe.slug, table, code } }),
      });
      const body = (await response.json()) as GraphQLResponse<{ countTableScan: boolean }>;
      return { body, cookie: response.headers.get('set-cookie') };
    };

    beforeAll(async () => {
      // The cafe belongs to the demo ADMIN, so that it reads and changes its codes.
      cafe = await insertOrderingRestaurant(db(), 'Table Code Cafe');
      await db().insert(userRestaurants).values({ userId: ADMIN.id, restaurantId: cafe.restaurantId });
      server().server.tableWrites.written('user_restaurants');
      admin = await server().tokenFor(ADMIN.id);
    });

    beforeEach(() => {
      address += 1;
    });

    describe('every table has its code', () => {
      it('from the moment it exists: 32 hexadecimal digits, one per table, no two alike', async () => {
        const codes = Object.values(cafe.codes);
        expect(Object.keys(cafe.codes).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        for (const code of codes) expect(code).toMatch(/^[0-9a-f]{32}$/);
        expect(new Set(codes).size).toBe(10);
      });

      it('a grown table count gives the new tables codes and keeps the old ones; the restaurant’s ADMIN reads them', async () => {
        const grown = await insertOrderingRestaurant(db(), 'Growing Cafe');
        await db().update(restaurants).set({ tableCount: 12 }).where(eq(restaurants.id, grown.restaurantId));
        const after = await tableCodesOf(db(), grown.restaurantId);
        expect(Object.keys(after)).toHaveLength(12);
        expect(after[1]).toBe(grown.codes[1]);
        const read = await asAdmin<{ tableCodes: { table: number; code: string }[] }>(CODES, { id: cafe.restaurantId });
        expect(read.errors).toBeUndefined();
        expect(read.data?.tableCodes).toEqual(
          Object.entries(cafe.codes).map(([table, code]) => ({ table: +table, code })),
        );
      });

      it("an ADMIN reads no other restaurant's codes, even by its id", async () => {
        const other = await asAdmin(CODES, { id: DEMO_RESTAURANT_IDS.kopiKita });
        expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      });
    });

    describe('an order or a scan at a table needs its current code', () => {
      it.each([
        ['no code', () => null],
        ['a made-up code', () => 'f'.repeat(32)],
        ["another table's code", () => cafe.codes[2]],
      ])('%s: the order is refused on its table, nothing is written', async (_label, code) => {
        const before = (await db().select({ n: count() }).from(orders))[0].n;
        const response = await place({ ...dineIn(cafe, 1), tableCode: code() });
        expect(response.errors?.[0].extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: { table: 'validation.tableCode' },
        });
        expect((await db().select({ n: count() }).from(orders))[0].n).toBe(before);
      });

      it.each([
        ['a made-up code', () => 'f'.repeat(32)],
        ["another table's code", () => cafe.codes[2]],
        ['an empty code', () => ''],
      ])('%s: the scan is refused as an unknown table is, and not counted', async (_label, code) => {
        const before = await scansOf(1);
        const { body } = await scan(1, code());
        expect(body.errors?.[0].extensions).toMatchObject({ fieldErrors: { table: 'validation.invalid' } });
        expect(await scansOf(1)).toBe(before);
      });

      it('a regenerated table refuses its old code from then on and takes the new one; the entry names the table, not a code', async () => {
        const old = cafe.codes[6];
        const regenerated = await asAdmin<{ regenerateTableCode: { table: number; code: string } }>(REGENERATE, {
          id: cafe.restaurantId,
          table: 6,
        });
        expect(regenerated.errors).toBeUndefined();
        const fresh = regenerated.data!.regenerateTableCode.code;
        expect(fresh).toMatch(/^[0-9a-f]{32}$/);
        expect(fresh).not.toBe(old);
        cafe.codes[6] = fresh;

        const refused = await place({ ...dineIn(cafe, 6), tableCode: old });
        expect(refused.errors?.[0].extensions?.fieldErrors).toEqual({ table: 'validation.tableCode' });
        expect((await scan(6, old)).body.errors?.[0].extensions?.fieldErrors).toEqual({ table: 'validation.invalid' });
        expect((await place(dineIn(cafe, 6))).errors).toBeUndefined();
        expect((await scan(6, fresh)).body.data).toEqual({ countTableScan: true });

        const [entry] = await db()
          .select()
          .from(auditEntries)
          .where(and(eq(auditEntries.operation, 'regenerateTableCode'), eq(auditEntries.recordId, cafe.restaurantId)));
        expect(entry).toMatchObject({ resource: 'restaurants', restaurantId: cafe.restaurantId, actorId: ADMIN.id });
        expect(JSON.parse(entry.details ?? '{}')).toEqual({ table: 6 });
        expect(JSON.stringify(entry)).not.toContain(old);
        expect(JSON.stringify(entry)).not.toContain(fresh);
      });

      it('a table outside the restaurant’s tables has no code to regenerate', async () => {
        const response = await asAdmin(REGENERATE, { id: cafe.restaurantId, table: 11 });
        expect(response.errors?.[0].extensions?.fieldErrors).toEqual({ table: 'validation.invalid' });
      });
    });

    describe('a scan counts once per visit', () => {
      it('the first scan counts and gives a signed cookie; scans with it count no more until the visit ends', async () => {
        const before = await scansOf(3);
        const first = await scan(3, cafe.codes[3]);
        expect(first.body.data).toEqual({ countTableScan: true });
        expect(first.cookie).toMatch(
          new RegExp(
            `^${VISIT_COOKIE}=[^;]+; Path=/graphql; Max-Age=${VISIT_HOURS * 3600}; HttpOnly; SameSite=Strict$`,
          ),
        );
        const cookie = first.cookie!.split(';')[0];
        for (let reload = 0; reload < 3; reload += 1)
          expect((await scan(3, cafe.codes[3], cookie)).body.data).toEqual({ countTableScan: true });
        expect(await scansOf(3)).toBe(before + 1);

        // Another table is another visit; so is the same table once the visit has ended.
        expect((await scan(4, cafe.codes[4], cookie)).body.data).toEqual({ countTableScan: true });
        clock = new Date(clock.getTime() + VISIT_HOURS * 3_600_000);
        expect((await scan(3, cafe.codes[3], cookie)).body.data).toEqual({ countTableScan: true });
        expect(await scansOf(3)).toBe(before + 2);
      });

      it('a cookie changed by hand is no visit: the scan counts', async () => {
        const { cookie } = await scan(8, cafe.codes[8]);
        const [name, value] = cookie!.split(';')[0].split('=');
        const forged = `${name}=${value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`;
        const before = await scansOf(8);
        await scan(8, cafe.codes[8], forged);
        expect(await scansOf(8)).toBe(before + 1);
      });
    });

    describe('staff confirm table orders when the restaurant says so', () => {
      beforeAll(async () => {
        await db().update(restaurants).set({ confirmTableOrders: true }).where(eq(restaurants.id, cafe.restaurantId));
        server().server.tableWrites.written('restaurants', [cafe.restaurantId]);
      });

      it('a table order waits as PENDING, listed for the staff; a take-away does not wait', async () => {
        const placed = await place(dineIn(cafe, 5));
        expect(placed.data?.placeOrder).toMatchObject({ status: 'UNPROCESSED', confirmation: 'PENDING' });
        const takeAway = await place({ ...dineIn(cafe), orderType: 'TAKE_AWAY', table: null, tableCode: null });
        expect(takeAway.data?.placeOrder.confirmation).toBeNull();
        const waiting = await asAdmin<{ tableOrdersToConfirm: { id: string; table: string }[] }>(WAITING, {
          id: cafe.restaurantId,
        });
        expect(waiting.data?.tableOrdersToConfirm).toContainEqual(
          expect.objectContaining({
            id: placed.data!.placeOrder.id,
            table: '5',
            lines: [{ name: 'Table Code Cafe noodles', quantity: 1, options: [] }],
          }),
        );
        expect(waiting.data?.tableOrdersToConfirm.map((o) => o.id)).not.toContain(takeAway.data!.placeOrder.id);
      });

      it('confirmed: no longer waiting, still to be made; audited; a second decision is refused', async () => {
        const { id } = (await place(dineIn(cafe, 2))).data!.placeOrder;
        expect((await asAdmin(DECIDE, { id, confirm: true })).errors).toBeUndefined();
        const [order] = await db().select().from(orders).where(eq(orders.id, id));
        expect(order).toMatchObject({ confirmation: 'CONFIRMED', status: 'UNPROCESSED' });
        const waiting = await asAdmin<{ tableOrdersToConfirm: { id: string }[] }>(WAITING, { id: cafe.restaurantId });
        expect(waiting.data?.tableOrdersToConfirm.map((o) => o.id)).not.toContain(id);
        const [entries] = await db()
          .select({ n: count() })
          .from(auditEntries)
          .where(and(eq(auditEntries.operation, 'confirmTableOrder'), eq(auditEntries.recordId, id)));
        expect(entries.n).toBe(1);
        const again = await asAdmin(DECIDE, { id, confirm: false });
        expect(again.errors?.[0].extensions?.fieldErrors).toEqual({ id: 'validation.notPending' });
      });

      it('rejected: cancelled, its portions back in the count, the change in its timeline', async () => {
        await db().update(menus).set({ stockCount: 3, stockDay: '2031-06-01' }).where(eq(menus.id, cafe.menuId));
        const { id } = (await place(dineIn(cafe, 7))).data!.placeOrder;
        expect((await db().select().from(menus).where(eq(menus.id, cafe.menuId)))[0].stockCount).toBe(2);
        expect((await asAdmin(DECIDE, { id, confirm: false })).errors).toBeUndefined();
        const [order] = await db().select().from(orders).where(eq(orders.id, id));
        expect(order).toMatchObject({ confirmation: 'REJECTED', status: 'CANCELED' });
        expect((await db().select().from(menus).where(eq(menus.id, cafe.menuId)))[0].stockCount).toBe(3);
        const timeline = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
        expect(timeline.map((step) => step.status)).toEqual(['UNPROCESSED', 'CANCELED']);
        await db().update(menus).set({ stockCount: null, stockDay: null }).where(eq(menus.id, cafe.menuId));
      });

      it("an ADMIN decides no other restaurant's order, even by its id", async () => {
        const other = await insertOrder(db(), {
          restaurantId: DEMO_RESTAURANT_IDS.kopiKita,
          number: 990_001,
          table: '1',
          status: 'UNPROCESSED',
          paymentStatus: 'UNPAID',
          confirmation: 'PENDING',
        });
        const response = await asAdmin(DECIDE, { id: other, confirm: true });
        expect(response.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect((await db().select().from(orders).where(eq(orders.id, other)))[0].confirmation).toBe('PENDING');
      });
    });

    it('no table code reaches a log line', async () => {
      await vi.waitFor(() => expect(logged.some((line) => line.includes('countTableScan'))).toBe(true), WAIT_FOR);
      const text = logged.join('\n');
      for (const code of [...Object.values(cafe.codes), 'f'.repeat(32)]) expect(text).not.toContain(code);
    });
  },
  {
    now: () => clock,
    settings: { logLevel: 'info', logFormat: 'json' },
    logDestination: { write: (line: string) => void logged.push(line) },
  },
);

describe("a visit's cookie, as browsers send it among others", () => {
  const secret = new TextEncoder().encode('a table visit secret of at least 32 bytes');
  const visit = { slug: 'cafe', table: 3, code: 'c'.repeat(32) };
  const now = new Date('2031-06-01T12:00:00.000Z');
  const cookie = visitCookie(secret, visit, now, false).split(';')[0];
  const other = visitCookie(secret, { ...visit, table: 4 }, now, false).split(';')[0];
  const same = (header: string | null) => isSameVisit(secret, header, visit, now);

  it('is found wherever it stands in the header, however the pairs are spaced', () => {
    for (const header of [cookie, `theme=dark; ${cookie}`, `theme=dark;${cookie};lang=id`, `${cookie}; a=b=c`])
      expect(same(header), header).toBe(true);
  });

  it('is not found in a header without it, nor under a name that only begins or ends like it', () => {
    const value = cookie.slice(VISIT_COOKIE.length + 1);
    for (const header of [null, '', 'theme=dark', `${VISIT_COOKIE}_old=${value}`, `x${VISIT_COOKIE}=${value}`])
      expect(same(header), String(header)).toBe(false);
  });

  it("the first of two is the one read (a browser sends the most specific path's first)", () => {
    expect(same(`${cookie}; ${other}`)).toBe(true);
    expect(same(`${other}; ${cookie}`)).toBe(false);
  });
});
