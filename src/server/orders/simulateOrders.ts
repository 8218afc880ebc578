/**
 * `npm run simulate:orders [-- --every 5s --count N --url http://localhost:4000]`: places realistic
 * orders against a running server (src/server/orders/simulation.ts) so the live order history can
 * be watched. Signs in as the demo super admin to read menus (SIMULATE_EMAIL, SIMULATE_PASSWORD to
 * change it). One order every 5 s by default, the most one client address may place (120 per 10 minutes).
 */
import { parseArgs } from 'node:util';
import { parseMilliseconds } from '../config';
import { simulateOrders } from './simulation';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SIMULATE_URL ?? 'http://localhost:4000' },
    every: { type: 'string', default: '5s' },
    count: { type: 'string', default: '0' },
  },
});
const everyMs = parseMilliseconds(values.every);
const count = Number(values.count);
if (everyMs === undefined || !Number.isInteger(count) || count < 0) {
  console.error(
    'Usage: npm run simulate:orders -- [--every 5s|500ms|1m] [--count N (0: until stopped)] [--url http://localhost:4000]',
  );
  process.exit(2);
}

simulateOrders({
  url: values.url.replace(/\/+$/, ''),
  email: process.env.SIMULATE_EMAIL ?? 'superadmin@restoboard.test',
  password: process.env.SIMULATE_PASSWORD ?? 'Demo#2026',
  everyMs,
  count,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
