/**
 * What the order and analytics benchmarks share: the demo data plus N orders, percentiles of timings, the machine's
 * load, and how a figure compares with its target.
 */
import { loadavg } from 'node:os';
import postgres from 'postgres';
import type { Database } from '../../src/server/db/database';
import { seedMoreOrders } from '../../src/server/db/demo/orders';
import { orders as ordersTable } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
export const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
/** `runs` runs of `work`, each timed in ms (a warm-up, where wanted, is the caller's). */
export async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * The demo data and `orders` more orders over the six months before now, saying how long they
 * took; a database that already holds them (a kept `--data-dir` or database) is measured as it is.
 */
export async function seedBenchOrders(db: Database, orders: number): Promise<void> {
  await seedDemoData(db);
  const held = await db.$count(ordersTable);
  if (held >= orders) return console.log(`  ${held} orders already there: not seeded again`);
  const started = Date.now();
  await seedMoreOrders(db, orders, new Date());
  console.log(`  seeded ${orders} orders in ${Math.round((Date.now() - started) / 1000)} s [load ${loadAverage()}]`);
}

/**
 * The database a bench runs on: BENCH_DATABASE_URL (unless the bench needs several), else `name` on the machine's
 * server (made when missing).
 */
export async function benchDatabase(name: string, { fromEnv = true } = {}): Promise<string> {
  if (fromEnv && process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const server = 'postgres://postgres@127.0.0.1:5432';
  const admin = postgres(`${server}/postgres`, { onnotice: () => undefined });
  const [{ exists }] = await admin`select exists (select 1 from pg_database where datname = ${name}) as exists`;
  if (!exists) await admin.unsafe(`create database ${name}`);
  await admin.end();
  return `${server}/${name}`;
}
