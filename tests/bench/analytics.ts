/**
 * `npm run bench:analytics [-- --orders N] [--data-dir DIR]`: the analytics figures at N orders
 * (default 1,000,000) over six months across the demo restaurants, on PGlite, and on PostgreSQL
 * when BENCH_DATABASE_URL names a database (seeded unless it holds N orders, as a kept `--data-dir`): revenue and count
 * by day over 6 months through
 * `/cubejs-api/v1/load`, for the busiest restaurant and for all of them, and the busiest restaurant's table funnel over
 * 30 days, p50/p95.
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { demoUuid } from '../../src/server/db/demoData';
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import { newDataDir, startApp, type RunningApp } from '../support/app';
import { DEMO_PASSWORD, login } from '../support/graphql';
import { loadAverage, percentile, seedBenchOrders, verdict } from './figures';

const TARGETS = { pgliteMs: 300, postgresMs: 100 };
/** seedMoreOrders gives the first restaurant a quarter of the orders. */
const BUSIEST = demoUuid(1, 1);
const RUNS = 40;

/** p50/p95 of one query through `/cubejs-api/v1/load` (the first runs warm the caches); its last answer's rows. */
async function timed(
  app: RunningApp,
  token: string,
  query: object,
): Promise<{ times: number[]; rows: Record<string, string>[] }> {
  const url = `${app.url}/cubejs-api/v1/load?queryType=multi&query=${encodeURIComponent(JSON.stringify(query))}`;
  const times: number[] = [];
  let rows: Record<string, string>[] = [];
  for (let i = 0; i < RUNS + 3; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: token } });
    const body = (await response.json()) as { results: { data: Record<string, string>[] }[]; error?: string };
    if (!response.ok) throw new Error(body.error);
    if (i >= 3) times.push(performance.now() - started);
    rows = body.results[0].data;
  }
  return { times, rows };
}

const report = (what: string, times: number[], targetMs: number) => {
  const p95 = percentile(times, 95);
  console.log(
    `  ${what}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${targetMs}: ${verdict(p95 < targetMs)}) [load ${loadAverage()}]`,
  );
};

async function revenueByDay(
  app: RunningApp,
  token: string,
  label: string,
  restaurantId: string | undefined,
  targetMs: number,
) {
  const { times, rows } = await timed(app, token, {
    measures: ['Orders.revenue', 'Orders.count'],
    timeDimensions: [{ dimension: 'Orders.createdAt', granularity: 'day', dateRange: 'last 6 months' }],
    filters: restaurantId ? [{ member: 'Orders.restaurantId', operator: 'equals', values: [restaurantId] }] : [],
    timezone: 'Asia/Jakarta',
  });
  const orders = rows.reduce((sum, row) => sum + Number(row['Orders.count']), 0);
  report(`revenue by day over 6 months, ${label} (${rows.length} days, ${orders} orders)`, times, targetMs);
}

/**
 * The analytics screen's table funnel of the busiest restaurant over 30 days, by table (scans and orders at tables side
 * by side).
 */
async function tableFunnel(app: RunningApp, token: string, targetMs: number) {
  const { times, rows } = await timed(app, token, {
    measures: ['TableFunnel.scans', 'TableFunnel.orders', 'TableFunnel.paidOrders'],
    dimensions: ['TableFunnel.table'],
    timeDimensions: [{ dimension: 'TableFunnel.createdAt', dateRange: 'last 30 days' }],
    filters: [{ member: 'TableFunnel.restaurantId', operator: 'equals', values: [BUSIEST] }],
    timezone: 'Asia/Jakarta',
  });
  const orders = rows.reduce((sum, row) => sum + Number(row['TableFunnel.orders']), 0);
  report(
    `table funnel over 30 days, the busiest restaurant (${rows.length} tables, ${orders} orders at tables)`,
    times,
    targetMs,
  );
}

async function measure(app: RunningApp, targetMs: number) {
  const { jwtToken } = await login(app.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
  await revenueByDay(app, jwtToken, 'the busiest restaurant', BUSIEST, targetMs);
  await revenueByDay(app, jwtToken, 'all restaurants', undefined, targetMs);
  await tableFunnel(app, jwtToken, targetMs);
}

async function main() {
  const { values } = parseArgs({ options: { orders: { type: 'string' }, 'data-dir': { type: 'string' } } });
  const orders = Number(values.orders ?? 1_000_000);
  console.log(`PGlite, ${orders} orders:`);
  const kept = values['data-dir'];
  const dataDir = kept ?? newDataDir();
  if (kept) mkdirSync(kept, { recursive: true });
  await (await openPglite(dataDir, (db) => seedBenchOrders(db, orders))).close();
  const app = await startApp({ dataDir, timeoutMs: 300_000 });
  try {
    await measure(app, TARGETS.pgliteMs);
  } finally {
    await (kept ? app.stop() : app.destroy());
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return console.log('PostgreSQL: set BENCH_DATABASE_URL to an empty database to measure it too.');
  console.log(`PostgreSQL, ${orders} orders:`);
  await (await openPostgres(url, (db) => seedBenchOrders(db, orders))).close();
  const pgApp = await startApp({ env: { DATABASE_URL: url, DEMO_SEED: '0' }, timeoutMs: 300_000 });
  try {
    await measure(pgApp, TARGETS.postgresMs);
  } finally {
    await pgApp.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
