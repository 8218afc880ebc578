/**
 * `npm run seed -- [--restaurants N] [--orders N]`: seeds the demo data into the configured
 * database when it is empty (also with DEMO_SEED=0 or on PostgreSQL), and adds N benchmark
 * restaurants and N orders (spread over six months and every restaurant); only with APP_ENV=local.
 * `npm run seed -- --remove-demo-accounts`: deletes the demo accounts, in any environment.
 */
import { parseArgs } from 'node:util';
import { ConfigError, resolveConfig, settingsFromEnv } from '../config';
import { configuredStorage } from '../media/configuredStorage';
import type { MediaStorage } from '../media/storage';
import { reportStartupError } from '../startupError';
import type { Database } from './database';
import { removeDemoAccounts } from './demoAccounts';
import { openDatabase } from './openDatabase';
import { seedMoreOrders } from './demo/orders';
import { seedBenchRestaurants, seedDemoData } from './seed';

function count(text: string | undefined, flag: string): number {
  if (text === undefined) return 0;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError([`--${flag} needs a whole number (got "${text}").`]);
  return n;
}

async function seed(db: Database, restaurants: number, orders: number, storage: MediaStorage): Promise<void> {
  console.log(
    (await seedDemoData(db, storage))
      ? 'Seeded the demo data.'
      : 'The database already holds data: demo data left as it is.',
  );
  if (restaurants > 0) {
    await seedBenchRestaurants(db, restaurants);
    console.log(`Benchmark restaurants: ${restaurants} present.`);
  }
  if (orders > 0) {
    await seedMoreOrders(db, orders, new Date());
    console.log(`Added ${orders} orders.`);
  }
}

async function removeDemo(db: Database): Promise<void> {
  const removed = await removeDemoAccounts(db);
  console.log(removed.length ? `Removed the demo accounts: ${removed.join(', ')}.` : 'There were no demo accounts.');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      restaurants: { type: 'string' },
      orders: { type: 'string' },
      'remove-demo-accounts': { type: 'boolean' },
    },
  });
  const restaurants = count(values.restaurants, 'restaurants');
  const orders = count(values.orders, 'orders');
  const config = resolveConfig(settingsFromEnv(process.env));
  const removing = values['remove-demo-accounts'] === true;
  if (!removing && config.appEnv !== 'local') {
    throw new ConfigError([
      `Demo and benchmark data are only seeded with APP_ENV=local (got ${config.appEnv}): the demo accounts have a published password.`,
    ]);
  }

  const storage = await configuredStorage(config);
  const database = await openDatabase(config, (db) =>
    removing ? removeDemo(db) : seed(db, restaurants, orders, storage.on(db)),
  );
  await database.close();
}

main().catch(reportStartupError);
