/**
 * A Cube deployment on cube/ answers what the analytics API answers: each of the analytics screen's
 * queries (src/admin/resources/analytics/queries.ts), rewritten by cube/cube.js for its viewer and
 * compiled from cube/model by Cube's own schema compiler, gives on the demo orders the rows the API
 * server gives the same viewer, in time zones east and west of UTC, by day and by week (and the day
 * closes by payment method). Cube's side
 * runs as a database role with no more than cube/grants.sql grants.
 */
import type { Query } from '@cubejs-client/core';
import { eq, max, min, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  funnelQuery,
  heatMapQuery,
  customersQuery,
  kpiQuery,
  mixQuery,
  overTimeQuery,
  topQuery,
  type Scope,
} from '../../src/admin/resources/analytics/queries';
import type { Period } from '../../src/admin/resources/analytics/period';
import { dayCloses, orders, users } from '../../src/server/db/schema';
import type { DemoUser } from '../../src/server/db/demoData';
import { ADMIN, MULTI_ADMIN, SUPERADMIN, UNOWNED_RESTAURANT_ID } from './support/demo';
import { loadCubeConfig, type CubeConfig } from './support/cubeConfig';
import { createCubeRole } from './support/cubeGrants';
import {
  asGatewayNormalizes,
  cubeModel,
  cubeRows,
  PRE_AGGREGATIONS_SCHEMA,
  type CubeCompilers,
} from '../toolkit/cubeModel';
import { positionalRunner, type SqlRunner } from './support/positionalSql';
import { describeOnEachDatabase } from './support/testServer';

const TIME_ZONES = ['UTC', 'Asia/Jakarta', 'Asia/Kolkata', 'America/New_York'];

const SCREEN_QUERIES: [string, (scope: Scope, period: Period) => Query][] = [
  ['KPIs', kpiQuery],
  ['customers', customersQuery],
  ['over time', overTimeQuery],
  ['order types', (scope, period) => mixQuery('orderType', scope, period)],
  ['payment methods', (scope, period) => mixQuery('paymentMethod', scope, period)],
  ['top menus', (scope, period) => topQuery('menuName', scope, period)],
  ['top categories', (scope, period) => topQuery('categoryName', scope, period)],
  ['hours of the week', heatMapQuery],
];

/** A restaurant's table funnel (the screen asks for it on one restaurant's analytics). */
const FUNNEL_QUERIES = (restaurantId: string): typeof SCREEN_QUERIES => [
  ['table funnel by table', (_scope, period) => funnelQuery('table', restaurantId, period)],
  ['table funnel by hour', (_scope, period) => funnelQuery('hourOfDay', restaurantId, period)],
];

/** The day closes by payment method and day (closes the test writes: the demo has none). */
const DAY_CLOSE_QUERIES: typeof SCREEN_QUERIES = [
  [
    'day closes by method and day',
    (scope, period) => ({
      measures: ['DayCloses.expected', 'DayCloses.counted', 'DayCloses.difference', 'DayCloses.days'],
      dimensions: ['DayCloses.paymentMethod', 'DayCloses.restaurantId'],
      timeDimensions: [{ dimension: 'DayCloses.businessDay', dateRange: [period.from, period.to], granularity: 'day' }],
      filters: scope ? [{ member: 'DayCloses.restaurantId', operator: 'equals', values: [...scope] }] : [],
    }),
  ],
];

/**
 * Rows tied on the query's order may come in either order, or either may make a limit: ties are broken by the
 * dimensions.
 */
const withTiesBroken = (query: Query): Query =>
  query.order
    ? {
        ...query,
        order: {
          ...(query.order as Record<string, 'asc' | 'desc'>),
          ...Object.fromEntries((query.dimensions ?? []).map((d) => [d, 'asc'])),
        },
      }
    : query;

/** A value as both sides mean it: numbers to 12 digits (Cube's averages carry more), times to the second. */
function comparable(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)))
    return Number(Number(value).toPrecision(12));
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(value)) return value.slice(0, 19);
  return value;
}

const comparableRows = (rows: Record<string, unknown>[], members: string[], ordered: boolean) => {
  const projected = rows.map((row) => JSON.stringify(members.map((m) => comparable(row[m]))));
  return ordered ? projected : projected.sort();
};

describeOnEachDatabase('Cube on cube/ answers as the analytics API', (server) => {
  const db = () => server().server.database.db;
  let dropRole: (() => Promise<void>) | undefined;
  let compilers: CubeCompilers;
  let asCube: SqlRunner;
  let config: CubeConfig;
  let lastDays: Period;
  let allDays: Period;

  beforeAll(async () => {
    compilers = await cubeModel();
    const { role, drop } = await createCubeRole(db());
    dropRole = drop;
    // Cube Store's part: a place to write the pre-aggregations Cube builds from what its role reads.
    await db().execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS ${PRE_AGGREGATIONS_SCHEMA}`));
    await db().execute(sql.raw(`GRANT USAGE, CREATE ON SCHEMA ${PRE_AGGREGATIONS_SCHEMA} TO "${role}"`));
    asCube = positionalRunner(db(), role);
    ({ config } = loadCubeConfig(asCube));
    const [range] = await db()
      .select({ first: min(orders.createdAt), last: max(orders.createdAt) })
      .from(orders);
    const day = (at: Date | null, shift = 0) =>
      new Date((at as Date).getTime() + shift * 86_400_000).toISOString().slice(0, 10);
    lastDays = { from: day(range.last, -29), to: day(range.last) };
    allDays = { from: day(range.first), to: day(range.last) };
  });

  afterAll(() => dropRole?.());

  async function answersAlike(
    user: DemoUser,
    scope: Scope,
    period: Period,
    timezones: string[],
    queries = SCREEN_QUERIES,
  ): Promise<Record<string, string[]>> {
    const preAggregations: Record<string, string[]> = {};
    const [{ sv }] = await db().select({ sv: users.sessionVersion }).from(users).where(eq(users.id, user.id));
    const token = await server().tokenFor(user.id);
    for (const timezone of timezones) {
      for (const [name, build] of queries) {
        const query = withTiesBroken({ ...build(scope, period), timezone });
        const label = `${user.email}: ${name}, ${period.from}…${period.to} in ${timezone}`;

        const response = await fetch(
          `${server().url}/cubejs-api/v1/load?query=${encodeURIComponent(JSON.stringify(query))}`,
          { headers: { authorization: token } },
        );
        const api = (await response.json()) as { data: Record<string, unknown>[]; error?: string };
        expect(response.status, `${label}: ${api.error}`).toBe(200);

        const rewritten = await config.queryRewrite(asGatewayNormalizes(query), {
          securityContext: { sub: user.id, sv },
        });
        const cube = await cubeRows(asCube, compilers, rewritten);
        preAggregations[name] = cube.preAggregations;
        expect(cube.rows.length, `${label}: no rows to compare`).toBeGreaterThan(0);
        expect(comparableRows(cube.rows, cube.members, !!query.order), label).toEqual(
          comparableRows(api.data, cube.members, !!query.order),
        );
      }
    }
    return preAggregations;
  }

  it('for a SUPERADMIN, every restaurant, by day and by week, from the pre-aggregations as the API from its rollups', async () => {
    // Customers, a distinct count, do not add up over days: Cube reads them from the orders.
    expect(await answersAlike(SUPERADMIN, null, lastDays, TIME_ZONES)).toEqual({
      KPIs: ['Orders.byBusinessDay'],
      customers: [],
      'over time': ['Orders.byBusinessDay'],
      'order types': ['Orders.byBusinessDay'],
      'payment methods': ['Orders.byBusinessDay'],
      'top menus': ['OrderItems.byBusinessDay'],
      'top categories': ['OrderItems.byBusinessDay'],
      'hours of the week': ['Orders.hoursOfTheWeek'],
    });
    await answersAlike(SUPERADMIN, null, allDays, ['Asia/Jakarta']);
  });

  it('for an ADMIN, its own restaurant only', async () => {
    await answersAlike(ADMIN, null, lastDays, ['UTC', 'Asia/Jakarta']);
  });

  it("the table funnel of an ADMIN's restaurant, for it and for a SUPERADMIN", async () => {
    const funnel = FUNNEL_QUERIES(ADMIN.restaurantIds[0]);
    await answersAlike(ADMIN, null, lastDays, ['Asia/Jakarta', 'America/New_York'], funnel);
    await answersAlike(SUPERADMIN, null, lastDays, ['Asia/Kolkata'], funnel);
  });

  it("day closes by method, for an ADMIN (its own restaurant's) and for a SUPERADMIN (every one)", async () => {
    const close = (restaurantId: string, businessDay: string, cash: number) => ({
      restaurantId,
      businessDay,
      state: 'CLOSED' as const,
      startsAt: new Date(`${businessDay}T00:00:00Z`),
      endsAt: new Date(`${businessDay}T23:59:59Z`),
      openingCash: 0,
      expected: cash + 40,
      counted: cash + 35,
      difference: -5,
      counts: [
        {
          method: 'CASH' as const,
          expected: cash,
          counted: cash - 5,
          difference: -5,
          note: 'Short',
          denominations: [],
        },
        { method: 'EDC' as const, expected: 40, counted: 40, difference: 0, note: null, denominations: [] },
      ],
      closedAt: new Date(),
      closedByEmail: 'cube@restoboard.test',
    });
    await db()
      .insert(dayCloses)
      .values([
        close(ADMIN.restaurantIds[0], lastDays.from, 100),
        close(ADMIN.restaurantIds[0], lastDays.to, 250),
        close(UNOWNED_RESTAURANT_ID, lastDays.to, 70),
      ]);
    await answersAlike(ADMIN, null, lastDays, ['UTC'], DAY_CLOSE_QUERIES);
    await answersAlike(SUPERADMIN, null, lastDays, ['Asia/Jakarta'], DAY_CLOSE_QUERIES);
  });

  it('for an ADMIN of two restaurants asking for one of them and one of another admin, its own one only', async () => {
    await answersAlike(MULTI_ADMIN, [MULTI_ADMIN.restaurantIds[0], UNOWNED_RESTAURANT_ID], lastDays, [
      'America/New_York',
    ]);
  });
});
