/**
 * countTableScan: the guest page opened from a table's code counts one scan — the restaurant, the
 * table and the server's time, nothing about who scanned — and a code naming no table of a
 * restaurant is refused in one and the same way whatever is wrong with it, writing nothing (a wrong table code, and a
 * visit counted once, are tableCodes.test.ts's). Scans
 * arriving together are written together, each answered for itself; they are throttled per client
 * network.
 */
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/database';
import { tableScans } from '../../src/server/db/schema';
import { TABLE_SCAN_LIMIT } from '../../src/server/scans/countTableScan';
import { insertOrderingRestaurant, type OrderingRestaurant } from './support/orders';
import { describeOnEachDatabase, type GraphQLResponse } from './support/testServer';

const NOW = new Date('2031-06-01T11:45:00.000Z');
const SCAN =
  'mutation ($slug: String!, $table: Int!, $code: String!) { countTableScan(slug: $slug, table: $table, code: $code) }';

describeOnEachDatabase(
  'counting table scans',
  (server) => {
    const db = () => server().server.database.db;
    let restaurant: Pick<OrderingRestaurant, 'restaurantId' | 'slug' | 'codes'> = {
      restaurantId: '',
      slug: '',
      codes: {},
    };
    let address = 0;
    let from = '';
    /** A scan with the table's code (a made-up one for a table the restaurant does not have). */
    const scan = (slug: string, table: unknown, ip = from): Promise<GraphQLResponse<{ countTableScan: boolean }>> =>
      server().gql(
        SCAN,
        { slug, table, code: restaurant.codes[table as number] ?? 'f'.repeat(32) },
        { headers: { 'x-forwarded-for': ip } },
      );
    const scanCount = async () => (await db().select({ n: count() }).from(tableScans))[0].n;

    beforeAll(async () => {
      restaurant = await insertOrderingRestaurant(db(), 'Scan Count Cafe'); // tables 1 … 10
    });

    beforeEach(() => {
      address += 1;
      from = `203.0.113.${address}`;
    });

    it("counts a scan as its restaurant, its table and the server's time, and keeps nothing else", async () => {
      const response = await scan(restaurant.slug, 4);
      expect(response.errors).toBeUndefined();
      expect(response.data).toEqual({ countTableScan: true });
      const rows = await db().select().from(tableScans).where(eq(tableScans.restaurantId, restaurant.restaurantId));
      expect(rows.map(({ tableNumber, scannedAt }) => ({ tableNumber, scannedAt }))).toEqual([
        { tableNumber: 4, scannedAt: NOW },
      ]);
      const columns = rowsOf<{ name: string }>(
        await db().execute(
          sql`select column_name as name from information_schema.columns where table_name = 'table_scans' order by ordinal_position`,
        ),
      );
      expect(columns.map((c) => c.name)).toEqual(['id', 'restaurant_id', 'table_number', 'scanned_at']);
    });

    it('counts the first and the last table, each time it is asked', async () => {
      for (const table of [1, 10, 10])
        expect((await scan(restaurant.slug, table)).data).toEqual({ countTableScan: true });
      const rows = await db()
        .select({ table: tableScans.tableNumber })
        .from(tableScans)
        .where(eq(tableScans.restaurantId, restaurant.restaurantId));
      expect(rows.map((r) => r.table).sort((a, b) => a - b)).toEqual([1, 4, 10, 10]);
    });

    it.each([
      ['an unknown restaurant', 'no-such-cafe', 3],
      ['table 0', 'scan-count-cafe', 0],
      ["a table past the restaurant's count", 'scan-count-cafe', 11],
      ['a negative table', 'scan-count-cafe', -2],
      ["a table past any restaurant's", 'scan-count-cafe', 501],
      ['a slug that is no slug', 'Scan Count Cafe', 3],
      ['a slug longer than any', 'a'.repeat(61), 3],
      ['a slug of 100,000 characters', 'a'.repeat(100_000), 3],
    ])('refuses %s as every other refusal, writing nothing', async (_label, slug, table) => {
      const before = await scanCount();
      const response = await scan(slug, table);
      expect(response.data).toBeNull();
      expect(response.errors).toHaveLength(1);
      const [{ message, extensions }] = response.errors ?? [];
      expect({ message, code: extensions?.code, fieldErrors: extensions?.fieldErrors }).toEqual({
        message: 'There are some errors in your fields.',
        code: 'BAD_USER_INPUT',
        fieldErrors: { table: 'validation.invalid' },
      });
      expect(await scanCount()).toBe(before);
    });

    it('scans arriving together (written in one statement) are each answered for themselves, and each written once', async () => {
      const asked: [string, number][] = Array.from(
        { length: 12 },
        (_, i) =>
          [
            [restaurant.slug, 6],
            ['no-such-cafe', 6],
            [restaurant.slug, 11],
            [restaurant.slug, 9],
          ][i % 4] as [string, number],
      );
      const before = await db()
        .select({ table: tableScans.tableNumber, n: count() })
        .from(tableScans)
        .where(eq(tableScans.restaurantId, restaurant.restaurantId))
        .groupBy(tableScans.tableNumber);
      const answers = await Promise.all(asked.map(([slug, table]) => scan(slug, table)));
      expect(
        answers.map((answer) => answer.data?.countTableScan ?? answer.errors?.[0].extensions?.fieldErrors),
      ).toEqual(
        asked.map(([slug, table]) =>
          slug === restaurant.slug && table <= 10 ? true : { table: 'validation.invalid' },
        ),
      );
      const after = await db()
        .select({ table: tableScans.tableNumber, n: count() })
        .from(tableScans)
        .where(eq(tableScans.restaurantId, restaurant.restaurantId))
        .groupBy(tableScans.tableNumber);
      const added = (table: number) =>
        (after.find((row) => row.table === table)?.n ?? 0) - (before.find((row) => row.table === table)?.n ?? 0);
      expect([added(6), added(9), added(11)]).toEqual([3, 3, 0]);
    });

    it('refuses a table that is not a whole number on its field', async () => {
      for (const table of ['4', 4.5, null]) {
        const response = await scan(restaurant.slug, table);
        expect(response.errors?.[0].extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: { table: expect.any(String) },
        });
      }
    });

    it(`one client network counts at most ${TABLE_SCAN_LIMIT.scans} scans per window, refused ones included; another network still can`, async () => {
      // Two addresses of one IPv6 /64 are one network.
      const network = (host: number) => `2001:db8:5ca7:1::${host.toString(16)}`;
      for (let i = 0; i < TABLE_SCAN_LIMIT.scans; i += 50) {
        await Promise.all(
          Array.from({ length: 50 }, (_, j) =>
            scan(i + j < 10 ? 'no-such-cafe' : restaurant.slug, 2, network(1 + ((i + j) % 2))),
          ),
        );
      }
      const before = await scanCount();
      const refused = await scan(restaurant.slug, 2, network(3));
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'RATE_LIMITED',
        retryAfterSeconds: expect.any(Number),
      });
      expect(await scanCount()).toBe(before);
      expect((await scan(restaurant.slug, 2, '2001:db8:5ca7:2::1')).data).toEqual({ countTableScan: true });
    });
  },
  { now: () => NOW },
);
