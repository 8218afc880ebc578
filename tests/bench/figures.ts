/** What the analytics benchmark uses (tests/bench/orders.ts and run.ts could share it): the demo data plus N orders, percentiles of timings, and how a figure compares with its target. */
import type { Database } from '../../src/server/db/database';
import { seedMoreOrders } from '../../src/server/db/demo/orders';
import { seedDemoData } from '../../src/server/db/seed';

export const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
export const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');

/** The demo data and `orders` more orders over the six months before now, saying how long the orders took. */
export async function seedBenchOrders(db: Database, orders: number): Promise<void> {
  await seedDemoData(db);
  const started = Date.now();
  await seedMoreOrders(db, orders, new Date());
  console.log(`  seeded ${orders} orders in ${Math.round((Date.now() - started) / 1000)} s`);
}
