/**
 * `npm run seed -- [--restaurants N] [--orders N]`: seeds the demo data into the configured
 * database when it is empty (also with DEMO_SEED=0, not in production), and adds N benchmark
 * restaurants.
 */
import { parseArgs } from 'node:util';
import { ConfigError, resolveConfig, settingsFromEnv } from '../config';
import { reportStartupError } from '../startupError';
import { openDatabase } from './openDatabase';
import { seedBenchRestaurants, seedDemoData } from './seed';

function count(text: string | undefined, flag: string): number {
  if (text === undefined) return 0;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError([`--${flag} needs a whole number (got "${text}").`]);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { restaurants: { type: 'string' }, orders: { type: 'string' } } });
  const restaurants = count(values.restaurants, 'restaurants');
  const orders = count(values.orders, 'orders');
  const config = resolveConfig(settingsFromEnv(process.env));
  if (config.appEnv === 'production') throw new ConfigError(['Demo and benchmark data are never seeded in production (APP_ENV=production).']);

  const database = await openDatabase(config, async (db) => {
    console.log((await seedDemoData(db)) ? 'Seeded the demo data.' : 'The database already holds data: demo data left as it is.');
    if (restaurants > 0) {
      await seedBenchRestaurants(db, restaurants);
      console.log(`Benchmark restaurants: ${restaurants} present.`);
    }
  });
  await database.close();
  if (orders > 0) console.log(`--orders ${orders}: orders arrive with the order-history capability; none were made.`);
}

main().catch(reportStartupError);
