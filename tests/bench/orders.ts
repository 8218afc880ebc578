/**
 * `npm run bench:orders [-- --orders N] [--data-dir DIR]`: the order history's figures at N orders
 * (default 1,000,000) over six months across the demo restaurants, on PGlite, and on PostgreSQL
 * when BENCH_DATABASE_URL names a database of its own: a filtered page (restaurant + 30 days +
 * status) with its count, p50/p95; the busiest restaurant's first page and page 400 with their
 * total; the 6-month CSV export of the busiest restaurant (rows/s, server RSS growth); an order
 * placed → seen by a subscribed client, p95. Seeding a million orders takes minutes, so a database
 * that already holds N orders (a kept `--data-dir`, the same BENCH_DATABASE_URL) is measured as it
 * is. Each figure is printed with the machine's load average. Needs `npm run build` (the app is served).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { Database } from '../../src/server/db/database';
import { demoUuid } from '../../src/server/db/demoData';
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import { menus } from '../../src/server/db/schema';
import { newDataDir, startApp, type RunningApp } from '../support/app';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';
import { loadAverage, percentile, seedBenchOrders, verdict } from './figures';

const TARGETS = {
  pagePostgresMs: 50,
  pagePgliteMs: 150,
  exportPostgres: 500_000,
  exportPglite: 200_000,
  rssMb: 100,
  liveMs: 100,
};
/**
 * The busiest restaurant (seedMoreOrders gives the first a quarter of the orders) and a menu to order in an always-open
 * one.
 */
const BUSIEST = demoUuid(1, 1);
const OPEN_ALWAYS = { id: demoUuid(1, 4), slug: 'sydney-grill' };
const MENU = demoUuid(99, 1);
const DAY = 86_400_000;

const rssMb = (app: RunningApp) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${app.process.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
/** The machine is shared: each figure is printed beside the load it was measured under. */
/**
 * CPU seconds the server process has used (utime + stime, in clock ticks of 1/100 s): on PGlite the database's work
 * too.
 */
const cpuSeconds = (app: RunningApp) =>
  readFileSync(`/proc/${app.process.pid}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ')
    .slice(11, 13)
    .reduce((sum, ticks) => sum + Number(ticks), 0) / 100;

/** The bench data, and a menu to order in a restaurant open at every hour. */
async function prepare(db: Database, orders: number): Promise<void> {
  await seedBenchOrders(db, orders);
  await db
    .insert(menus)
    .values({ id: MENU, restaurantId: OPEN_ALWAYS.id, name: 'Bench noodles', price: 30 })
    .onConflictDoNothing();
}

async function filteredPage(app: RunningApp, token: string, pageTarget: number) {
  const query = `query ($filter: OrderFilter) { allOrders(page: 0, perPage: 25, filter: $filter) { id number total status createdAt } _allOrdersMeta(filter: $filter) { count } }`;
  const filter = {
    restaurantId: BUSIEST,
    status: 'DONE',
    createdFrom: new Date(Date.now() - 30 * DAY).toISOString(),
    createdBefore: new Date().toISOString(),
  };
  const times: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const started = performance.now();
    await graphql(app.url, query, { filter }, token);
    times.push(performance.now() - started);
  }
  const p95 = percentile(times, 95);
  console.log(
    `  filtered page + count: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${pageTarget}: ${verdict(p95 < pageTarget)}) [load ${loadAverage()}]`,
  );
}

/**
 * The busiest restaurant's list unfiltered, with its total (counted up to ORDER_COUNT_BOUND), at page 1 and at page
 * 400: a deep page is no slower than the first (within a quarter, for the noise of a shared machine).
 */
async function busiestPages(app: RunningApp, token: string, pageTarget: number) {
  const query = `query ($filter: OrderFilter, $page: Int) { allOrders(page: $page, perPage: 25, filter: $filter) { id number total status createdAt } _allOrdersMeta(page: $page, perPage: 25, filter: $filter) { count } }`;
  const p50: number[] = [];
  for (const page of [0, 399]) {
    const times: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const started = performance.now();
      await graphql(app.url, query, { filter: { restaurantId: BUSIEST }, page }, token);
      times.push(performance.now() - started);
    }
    const p95 = percentile(times, 95);
    p50.push(percentile(times, 50));
    console.log(
      `  busiest restaurant, page ${page + 1} + total: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${pageTarget}: ${verdict(p95 < pageTarget)}) [load ${loadAverage()}]`,
    );
  }
  console.log(
    `  page 400 / page 1 (p50): ${(p50[1] / p50[0]).toFixed(2)} (target ≤ 1.25: ${verdict(p50[1] <= p50[0] * 1.25)})`,
  );
}

/**
 * Lines in the body of `response`, counted as it arrives (indexOf: the reader must not be the bottleneck it measures).
 */
async function countLines(response: Response): Promise<number> {
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  }
  return lines;
}

/**
 * The export three times over (the first after start-up warms the database's caches and code): each run's figure,
 * judged by the median.
 */
async function exportFigures(app: RunningApp, token: string, rowsTarget: number) {
  // Within six calendar months whatever the date (the shortest six months are 181 days), off one clock reading.
  const now = Date.now();
  const filter = {
    restaurantId: BUSIEST,
    createdFrom: new Date(now - 180 * DAY).toISOString(),
    createdBefore: new Date(now + 60_000).toISOString(),
  };
  const before = rssMb(app);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app))), 100);
  const perSecond: number[] = [];
  let rows = 0;
  const cpuBefore = cpuSeconds(app);
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const response = await fetch(
      `${app.url}/exports/orders.csv?file=orders&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      { headers: { authorization: `JWT ${token}` } },
    );
    rows = (await countLines(response)) - 1;
    perSecond.push(Math.round(rows / ((performance.now() - started) / 1000)));
  }
  clearInterval(sampler);
  const cpu = (cpuSeconds(app) - cpuBefore) / 3;
  const median = percentile(perSecond, 50);
  console.log(
    `  6-month export of the busiest restaurant, ${rows} rows, 3 runs: ${perSecond.join(', ')} rows/s; median ${median} (target ≥ ${rowsTarget}: ${verdict(median >= rowsTarget)}) [load ${loadAverage()}]`,
  );
  console.log(
    `  server process CPU per run ${cpu.toFixed(2)} s = ${Math.round(rows / cpu)} rows per CPU second (on PostgreSQL the database's own work is in its processes)`,
  );
  console.log(
    `  server RSS ${before} → peak ${peak} MB: growth ${peak - before} MB (target < ${TARGETS.rssMb}: ${verdict(peak - before < TARGETS.rssMb)})`,
  );
}

async function liveFigures(app: RunningApp, token: string) {
  const client = createClient({
    url: `${app.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `JWT ${token}` },
  });
  const byNumber = new Map<number, number>();
  client.subscribe<{ orderEvents: { number: number } }>(
    {
      query: 'subscription ($id: ID!) { orderEvents(restaurantId: $id) { number } }',
      variables: { id: OPEN_ALWAYS.id },
    },
    {
      next: ({ data }) => data && byNumber.set(data.orderEvents.number, performance.now()),
      error: () => undefined,
      complete: () => undefined,
    },
  );
  await new Promise((r) => setTimeout(r, 500));
  const times: number[] = [];
  // 25 orders: well under the per-address limit of placeOrder.
  for (let i = 0; i < 25; i += 1) {
    const started = performance.now();
    const { placeOrder } = await graphql<{ placeOrder: { number: number } }>(
      app.url,
      'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { number } }',
      {
        data: {
          restaurantSlug: OPEN_ALWAYS.slug,
          orderType: 'TAKE_AWAY',
          paymentMethod: 'CASH',
          items: [{ menuId: MENU, quantity: 1 }],
        },
      },
    );
    while (!byNumber.has(placeOrder.number)) await new Promise((r) => setTimeout(r, 1));
    times.push((byNumber.get(placeOrder.number) as number) - started);
  }
  await client.dispose();
  const p95 = percentile(times, 95);
  console.log(
    `  order placed → seen by a subscriber: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${TARGETS.liveMs}: ${verdict(p95 < TARGETS.liveMs)}) [load ${loadAverage()}]`,
  );
}

async function measure(app: RunningApp, targets: { page: number; rows: number }) {
  const { jwtToken } = await login(app.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
  await filteredPage(app, jwtToken, targets.page);
  await busiestPages(app, jwtToken, targets.page);
  await exportFigures(app, jwtToken, targets.rows);
  await liveFigures(app, jwtToken);
}

async function main() {
  const { values } = parseArgs({ options: { orders: { type: 'string' }, 'data-dir': { type: 'string' } } });
  const orders = Number(values.orders ?? 1_000_000);
  console.log(`PGlite, ${orders} orders (load ${loadAverage()}):`);
  const kept = values['data-dir'];
  const dataDir = kept ?? newDataDir();
  if (kept) mkdirSync(kept, { recursive: true });
  await (await openPglite(dataDir, (db) => prepare(db, orders))).close();
  const app = await startApp({ dataDir, timeoutMs: 300_000 });
  try {
    await measure(app, { page: TARGETS.pagePgliteMs, rows: TARGETS.exportPglite });
  } finally {
    await (kept ? app.stop() : app.destroy());
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return console.log('PostgreSQL: set BENCH_DATABASE_URL to an empty database to measure it too.');
  console.log(`PostgreSQL, ${orders} orders (load ${loadAverage()}):`);
  await (await openPostgres(url, (db) => prepare(db, orders))).close();
  const pgApp = await startApp({ env: { DATABASE_URL: url, DEMO_SEED: '0' }, timeoutMs: 300_000 });
  try {
    await measure(pgApp, { page: TARGETS.pagePostgresMs, rows: TARGETS.exportPostgres });
  } finally {
    await pgApp.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
