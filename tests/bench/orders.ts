/**
 * `npm run bench:orders [-- --orders N] [--data-dir DIR]`: the order history, its export, the analytics screen and
 * placing orders at N orders (default 1,000,000) over six months across the demo restaurants, the busiest holding a
 * quarter; with N over a million, at 1,000,000 too in the same run, side by side. On PGlite up to a million (a
 * larger platform runs on PostgreSQL, docs/production.md), and on PostgreSQL: the database
 * `restoboard_bench_orders_<N>` of the machine's server (or BENCH_DATABASE_URL for one size). A database that
 * already holds N orders (a kept `--data-dir`, the same database) is measured as it is: seeding ten million takes
 * minutes. Each figure is printed beside its target and the machine's load. Needs `npm run build` (the app is served).
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Database } from '../../src/server/db/database';
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import { menus } from '../../src/server/db/schema';
import { newDataDir, startApp, type RunningApp } from '../support/app';
import { DEMO_PASSWORD, login } from '../support/graphql';
import { benchDatabase, loadAverage, seedBenchOrders } from './figures';
import { analyticsFigures } from './ordersAtScale/analytics';
import { exportFigures } from './ordersAtScale/exports';
import { figure, sideBySide, type Figure } from './ordersAtScale/figure';
import { historyFigures } from './ordersAtScale/history';
import { MENU, OPEN_ALWAYS } from './ordersAtScale/restaurants';
import { sizeFigures } from './ordersAtScale/size';
import { writeFigures } from './ordersAtScale/writes';

const TARGETS = {
  pglite: { pageMs: 150, rows: 200_000 },
  postgres: { pageMs: 50, rows: 500_000 },
};
const MILLION = 1_000_000;
/** X-Forwarded-For from the bench's guests is believed (each order of the throughput figure has an address). */
const APP_ENV = { TRUST_PROXY: 'loopback' };

/** The bench data, and a menu to order in a restaurant open at every hour. */
async function prepare(db: Database, orders: number): Promise<void> {
  await seedBenchOrders(db, orders);
  await db
    .insert(menus)
    .values({ id: MENU, restaurantId: OPEN_ALWAYS.id, name: 'Bench noodles', price: 30 })
    .onConflictDoNothing();
}

async function measure(app: RunningApp, targets: { pageMs: number; rows: number }): Promise<Figure[]> {
  const started = figure('ready after the start (migrations included)', `${app.readyMs} ms`);
  const { jwtToken } = await login(app.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
  return [
    started,
    // The analytics screen first: its first request is the one right after a start.
    ...(await analyticsFigures(app, jwtToken)),
    ...(await historyFigures(app, jwtToken, targets.pageMs)),
    ...(await exportFigures(app, jwtToken, targets.rows)),
    ...(await writeFigures(app, jwtToken)),
  ];
}

async function onPglite(orders: number, kept: string | undefined): Promise<void> {
  console.log(`PGlite, ${orders.toLocaleString('en')} orders (load ${loadAverage()}):`);
  const dataDir = kept ?? newDataDir();
  if (kept) mkdirSync(kept, { recursive: true });
  await (await openPglite(dataDir, (db) => prepare(db, orders))).close();
  const app = await startApp({ dataDir, env: APP_ENV, timeoutMs: 300_000 });
  try {
    await measure(app, TARGETS.pglite);
  } finally {
    await (kept ? app.stop() : app.destroy());
  }
}

async function onPostgres(orders: number, url: string): Promise<Figure[]> {
  console.log(`PostgreSQL, ${orders.toLocaleString('en')} orders (load ${loadAverage()}):`);
  await (await openPostgres(url, (db) => prepare(db, orders))).close();
  const app = await startApp({ env: { ...APP_ENV, DATABASE_URL: url, DEMO_SEED: '0' }, timeoutMs: 1_800_000 });
  try {
    return [...(await measure(app, TARGETS.postgres)), ...(await sizeFigures(url))];
  } finally {
    await app.stop();
  }
}

async function main() {
  const { values } = parseArgs({ options: { orders: { type: 'string' }, 'data-dir': { type: 'string' } } });
  const orders = Number(values.orders ?? MILLION);
  const sizes = orders > MILLION ? [MILLION, orders] : [orders];
  if (orders <= MILLION) await onPglite(orders, values['data-dir']);
  else console.log(`PGlite: not measured above ${MILLION.toLocaleString('en')} orders (docs/production.md).`);
  const bySize: Figure[][] = [];
  for (const size of sizes) {
    const url = await benchDatabase(`restoboard_bench_orders_${size}`, { fromEnv: sizes.length === 1 });
    bySize.push(await onPostgres(size, url));
  }
  if (sizes.length > 1) sideBySide(sizes, bySize);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
