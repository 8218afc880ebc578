/** Writes the demo data (docs/architecture.md §6) in bulk, and only into an empty database. */
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Database } from './database';
import type { MediaStorage } from '../media/storage';
import { batches } from './demo/batches';
import { seedCatalogues } from './demo/catalogues';
import { demoImages, seedMenus } from './demo/menus';
import { seedFeeds } from './demo/feeds';
import { benchRestaurants, DEMO_PASSWORD, DEMO_RESTAURANTS, DEMO_USERS } from './demoData';
import { seedPrintersAndPackages } from './demo/printersAndPackages';
import { ORDER_TABLES, seedDemoOrders } from './demo/orders';
import { vacuumAnalyze } from './bulkLoad';
import { demoSettings } from './demo/restaurantSettings';
import { seedDemoScans } from './demo/scans';
import { seedStaff } from './demo/staff';
import { restaurants, userRestaurants, users } from './schema';

export async function isEmpty(db: Database): Promise<boolean> {
  const [[r], [u]] = await Promise.all([
    db.select({ n: count() }).from(restaurants),
    db.select({ n: count() }).from(users),
  ]);
  return r.n === 0 && u.n === 0;
}

/**
 * Seeds the demo data when the database is empty; says whether it did. The demo images go to `storage` when given (the
 * configured media storage).
 */
export async function seedDemoData(db: Database, storage?: MediaStorage): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD); // one hash, shared by every demo user
  const images = await demoImages();
  // Before the transaction: the database storage writes through `db`, which waits for the transaction's one connection.
  if (storage) for (const image of images) await storage.put(image.fileName, image.bytes);
  await db.transaction(async (tx) => {
    const withSettings = DEMO_RESTAURANTS.map((restaurant, i) => ({ ...restaurant, ...demoSettings(restaurant, i) }));
    await tx.insert(restaurants).values(withSettings);
    await tx
      .insert(users)
      .values(DEMO_USERS.map(({ restaurantIds: _, ...user }) => ({ ...user, passwordHash, verified: true })));
    await tx
      .insert(userRestaurants)
      .values(DEMO_USERS.flatMap((u) => u.restaurantIds.map((restaurantId) => ({ userId: u.id, restaurantId }))));
    await seedCatalogues(tx);
    await seedMenus(tx, images);
    await seedPrintersAndPackages(tx); // after the menus demo: it routes and picks the categories and menus there are
    await seedStaff(tx);
    await seedFeeds(tx);
    await seedDemoOrders(tx, withSettings, new Date());
    await seedDemoScans(tx);
  });
  await vacuumAnalyze(db, [...ORDER_TABLES, 'table_scans']);
  return true;
}

/** Adds `count` benchmark restaurants (fixed ids; those already there are kept). */
export async function seedBenchRestaurants(db: Database, total: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const rows of batches(benchRestaurants(total)))
      await tx.insert(restaurants).values(rows).onConflictDoNothing();
  });
}
