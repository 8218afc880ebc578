/** Writes the demo data (DESIGN §6) in bulk, and only into an empty database. */
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Database } from './database';
import { seedCatalogues } from './demo/catalogues';
import { benchRestaurants, DEMO_PASSWORD, DEMO_RESTAURANTS, DEMO_USERS } from './demoData';
import { demoSettings } from './demo/restaurantSettings';
import { restaurants, userRestaurants, users } from './schema';

/** Rows per INSERT: well below PostgreSQL's 65,535 bind parameters for any of our tables. */
const BATCH_ROWS = 1000;

function batches<T>(rows: T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / BATCH_ROWS) }, (_, i) => rows.slice(i * BATCH_ROWS, (i + 1) * BATCH_ROWS));
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [[r], [u]] = await Promise.all([db.select({ n: count() }).from(restaurants), db.select({ n: count() }).from(users)]);
  return r.n === 0 && u.n === 0;
}

/** Seeds the demo data when the database is empty; says whether it did. */
export async function seedDemoData(db: Database): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD); // one hash, shared by every demo user
  await db.transaction(async (tx) => {
    await tx.insert(restaurants).values(DEMO_RESTAURANTS.map((restaurant, i) => ({ ...restaurant, ...demoSettings(restaurant, i) })));
    await tx.insert(users).values(DEMO_USERS.map(({ restaurantIds: _, ...user }) => ({ ...user, passwordHash, verified: true })));
    await tx.insert(userRestaurants).values(DEMO_USERS.flatMap((u) => u.restaurantIds.map((restaurantId) => ({ userId: u.id, restaurantId }))));
    await seedCatalogues(tx);
  });
  return true;
}

/** Adds `count` benchmark restaurants (fixed ids; those already there are kept). */
export async function seedBenchRestaurants(db: Database, total: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const rows of batches(benchRestaurants(total))) await tx.insert(restaurants).values(rows).onConflictDoNothing();
  });
}
