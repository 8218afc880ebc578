/**
 * `npm run bench:stock`: fifty guests ordering the last ten portions of one menu at once (docs/features.md, "Stock
 * counts"), cold (the first orders a freshly started server takes) and warm (the same again, counted anew), on
 * PGlite and on the machine's PostgreSQL (or BENCH_DATABASE_URL): how many were placed (always 10), each order's
 * answer time (p50, p95, slowest) and the slowest cheap request (a guest reading the menu) timed meanwhile. Each
 * figure is printed with the machine's load average. Needs `npm run build` (the app is served).
 */
import { demoUuid } from '../../src/server/db/demoData';
import { startApp, type RunningApp } from '../support/app';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';
import { benchDatabase, loadAverage, percentile } from './figures';

/** A demo restaurant open at every hour. */
const OPEN_ALWAYS = { id: demoUuid(1, 4), slug: 'sydney-grill' };
const GUESTS = 50;
const PORTIONS = 10;

async function post(url: string, body: unknown): Promise<{ ms: number; placed: boolean }> {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: unknown; errors?: unknown[] };
  return { ms: performance.now() - started, placed: Boolean(answer.data) && !answer.errors };
}

/** One round: the count set to 10, fifty orders at once, a guest's menu read every 20 ms meanwhile. */
async function round(app: RunningApp, token: string, menuId: string, label: string) {
  await graphql(app.url, 'mutation ($id: ID!) { setMenuStock(id: $id, stockLeft: 10) { id } }', { id: menuId }, token);
  const order = {
    query: 'mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }',
    variables: {
      data: {
        restaurantSlug: OPEN_ALWAYS.slug,
        orderType: 'TAKE_AWAY',
        paymentMethod: 'CASH',
        items: [{ menuId, quantity: 1 }],
      },
    },
  };
  const menu = { query: 'query ($slug: String!) { guestMenu(slug: $slug) { name } }', variables: OPEN_ALWAYS };
  let ordering = true;
  const cheap: number[] = [];
  const reads = (async () => {
    while (ordering) {
      cheap.push((await post(app.url, menu)).ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const answers = await Promise.all(Array.from({ length: GUESTS }, () => post(app.url, order)));
  ordering = false;
  await reads;
  const times = answers.map((answer) => answer.ms);
  const placed = answers.filter((answer) => answer.placed).length;
  console.log(
    `  ${label}: ${placed} of ${GUESTS} placed for ${PORTIONS} portions; order answered p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms; slowest menu read meanwhile ${Math.max(...cheap).toFixed(0)} ms (${cheap.length} reads) [load ${loadAverage()}]`,
  );
}

async function measure(app: RunningApp) {
  console.log(`  ready ${app.readyMs} ms after start`);
  const { jwtToken } = await login(app.url, 'superadmin@restoboard.test', DEMO_PASSWORD);
  const { createMenu } = await graphql<{ createMenu: { id: string } }>(
    app.url,
    'mutation ($data: MenuInput!) { createMenu(data: $data) { id } }',
    { data: { restaurantId: OPEN_ALWAYS.id, name: `Bench rendang ${Date.now()}`, price: 30 } },
    jwtToken,
  );
  await round(app, jwtToken, createMenu.id, 'cold (the first orders after the start)');
  await round(app, jwtToken, createMenu.id, 'warm (the same again)');
}

async function main() {
  console.log(`PGlite (load ${loadAverage()}):`);
  const pglite = await startApp();
  try {
    await measure(pglite);
  } finally {
    await pglite.destroy();
  }
  const url = await benchDatabase('restoboard_bench_stock');
  console.log(`PostgreSQL (load ${loadAverage()}):`);
  const postgres = await startApp({ env: { DATABASE_URL: url, DEMO_SEED: '1' }, timeoutMs: 300_000 });
  try {
    await measure(postgres);
  } finally {
    await postgres.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
