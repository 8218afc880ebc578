/**
 * `npm run bench:health [-- --menus N]`: the menu health check of one restaurant of N menus
 * (default 5,000; each with two option groups of three options, 50 categories, 20 packages, 10 live
 * feed posts and a live promo, and a sprinkling of every problem), on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL, else a database `restoboard_bench_health` made on the machine's server).
 * Printed: the graph's load and the rules apart (in process), then the whole GraphQL request as the
 * screen makes it (`menuHealth`, the badge's `menuHealthCount`, the super admins' overview), p50/p95.
 * Target: the request p95 < 200 ms. A database that already holds the restaurant is measured as it is
 * (`--data-dir DIR` keeps the PGlite folder).
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../src/server/db/database';
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import { menus, restaurants } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { loadMenuGraph } from '../../src/server/menuHealth/menuGraph';
import { menuProblems } from '../../src/server/menuHealth/rules';
import { newDataDir, startApp, type RunningApp } from '../support/app';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';
import { benchDatabase, loadAverage, percentile, timed, verdict } from './figures';

const TARGET_MS = 200;
const RUNS = 30;
const RESTAURANT = '00000000-0000-4000-8000-0000000be417';

/** The bench restaurant with `count` menus, in bulk SQL; kept when it is there already. */
async function seed(db: Database, count: number): Promise<void> {
  await seedDemoData(db);
  if ((await db.$count(menus, eq(menus.restaurantId, RESTAURANT))) >= count)
    return console.log(`  ${count} menus already there: not seeded again`);
  const started = Date.now();
  await db.delete(restaurants).where(eq(restaurants.id, RESTAURANT)); // one of fewer menus, from a smaller run
  await db.transaction(async (tx) => {
    await tx.insert(restaurants).values({
      id: RESTAURANT,
      name: 'Health Bench',
      slug: 'health-bench',
      currency: 'S$',
      orderPlan: 'GLOBAL',
      primaryLanguage: 'en',
      secondaryLanguage: 'id',
    });
    await tx.execute(
      sql`insert into printer_classes (restaurant_id, name, destination) values (${RESTAURANT}, 'Kitchen', 'Kitchen 1')`,
    );
    await tx.execute(sql`
      insert into menu_categories (restaurant_id, name, name_secondary, position, printer_class_id)
      select ${RESTAURANT}, 'Category ' || c, case when c % 10 = 0 then null else 'Kategori ' || c end, c,
        case when c % 7 = 0 then null else (select id from printer_classes where restaurant_id = ${RESTAURANT}) end
      from generate_series(1, 50) c`);
    await tx.execute(sql`
      insert into menus (restaurant_id, category_id, name, name_secondary, description, price, featured, hidden, order_types, image_url, sold_out_until, position)
      select ${RESTAURANT}, case when i % 97 = 0 then null else (select id from menu_categories where restaurant_id = ${RESTAURANT} and position = 1 + i % 50) end,
        'Bench menu ' || i, case when i % 13 = 0 then null else 'Menu ' || i end, 'A dish of the bench', case when i % 89 = 0 then 0 else 5 + i % 20 end,
        i % 100 = 0, i % 61 = 0, case when i % 83 = 0 then '[]'::jsonb else '["DINE_IN","TAKE_AWAY"]'::jsonb end,
        case when i % 9 = 0 then null else '/media/bench.webp' end, case when i % 71 = 0 then now() - interval '1 day' end, i
      from generate_series(1, ${count}::int) i`);
    await tx.execute(sql`
      insert into menu_option_groups (menu_id, name, min, max, position)
      select m.id, g.name, case when g.n = 1 then 1 else 0 end, 2, g.n from menus m, (values (1, 'Size'), (2, 'Extras')) g(n, name) where m.restaurant_id = ${RESTAURANT}`);
    await tx.execute(sql`
      insert into menu_options (group_id, name, price, position)
      select g.id, 'Option ' || o, o, o from menu_option_groups g join menus m on m.id = g.menu_id, generate_series(1, 3) o where m.restaurant_id = ${RESTAURANT}`);
    await tx.execute(sql`
      with p as (insert into package_menus (restaurant_id, name, price) select ${RESTAURANT}, 'Bench package ' || p, 30 from generate_series(1, 20) p returning id, name)
      insert into package_menu_groups (package_menu_id, name, min, max, menu_ids, position)
      select p.id, 'Group ' || g, 1 + g % 2, 2, (select jsonb_agg(id) from (select id from menus where restaurant_id = ${RESTAURANT} order by md5(p.name || g) limit 4) chosen), g
      from p, generate_series(1, 3) g`);
    await tx.execute(sql`
      with f as (insert into feeds (restaurant_id, title, body, published_at) select ${RESTAURANT}, 'Bench post ' || f, 'Try these', now() - interval '1 day' from generate_series(1, 10) f returning id)
      insert into feed_menus (feed_id, menu_id) select f.id, m.id from f, lateral (select id from menus where restaurant_id = ${RESTAURANT} order by random() limit 5) m`);
    await tx.execute(sql`
      with p as (insert into promos (title, body, published_at) values ('Bench promo', 'Half price', now() - interval '1 day') returning id)
      insert into promo_restaurants (promo_id, restaurant_id) select id, ${RESTAURANT} from p`);
  });
  await db.execute(sql`analyze`);
  console.log(`  seeded ${count} menus in ${Math.round((Date.now() - started) / 1000)} s [load ${loadAverage()}]`);
}

/** `runs` timed runs of `work` after one to warm up. */
async function warmTimed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  await work();
  return timed(runs, work);
}

const figures = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;

/** The graph's load and the rules apart, in this process, on the database's own handle. */
async function inProcess(handle: DatabaseHandle): Promise<void> {
  const now = new Date();
  const graph = await loadMenuGraph(handle.db, RESTAURANT, now);
  if (!graph) throw new Error('no bench restaurant');
  const load = await warmTimed(RUNS, () => loadMenuGraph(handle.db, RESTAURANT, now));
  const rules = await warmTimed(RUNS, async () => menuProblems(graph));
  const options = graph.menus.reduce(
    (sum, menu) => sum + menu.optionGroups.reduce((n, group) => n + group.options.length, 0),
    0,
  );
  console.log(
    `  graph: ${graph.menus.length} menus, ${options} options, ${graph.packages.length} packages, ${graph.feeds.length} feed posts; ${menuProblems(graph).length} problems`,
  );
  console.log(`  in process: load ${figures(load)}; rules ${figures(rules)} [load ${loadAverage()}]`);
}

/** The requests the screens make, through the running server. */
async function throughApi(app: RunningApp): Promise<void> {
  const token = (await login(app.url, 'superadmin@restoboard.test', DEMO_PASSWORD)).jwtToken;
  const health = `query ($id: ID!) { menuHealth(restaurantId: $id) { count rules { rule count problems { rule resource recordId recordName detailId restaurantId values { name value } } } } }`;
  const requests: [string, string][] = [
    ['menuHealth (the screen)', health],
    ['menuHealthCount (the badge)', 'query ($id: ID!) { menuHealthCount(restaurantId: $id) }'],
    [
      'menuHealthOverview (every restaurant)',
      'query { menuHealthOverview(perPage: 25) { total restaurants { restaurantId count } } }',
    ],
  ];
  for (const [label, query] of requests) {
    const times = await warmTimed(RUNS, () => graphql(app.url, query, { id: RESTAURANT }, token));
    const p95 = percentile(times, 95);
    console.log(
      `  ${label}: ${figures(times)} (target < ${TARGET_MS}: ${verdict(p95 < TARGET_MS)}) [load ${loadAverage()}]`,
    );
  }
}

/** `removeAfter`: the app's data folder goes when it stops (not a kept `--data-dir`). */
async function measure(
  label: string,
  open: (prepare: (db: Database) => Promise<void>) => Promise<DatabaseHandle>,
  start: () => Promise<RunningApp>,
  count: number,
  removeAfter = true,
) {
  console.log(`${label}, a restaurant of ${count} menus (load ${loadAverage()}):`);
  const handle = await open((db) => seed(db, count));
  try {
    await inProcess(handle);
  } finally {
    await handle.close();
  }
  const app = await start();
  try {
    await throughApi(app);
  } finally {
    await (removeAfter ? app.destroy() : app.stop());
  }
}

async function main() {
  const { values } = parseArgs({ options: { menus: { type: 'string' }, 'data-dir': { type: 'string' } } });
  const count = Number(values.menus ?? 5000);
  const kept = values['data-dir'];
  const dataDir = kept ?? newDataDir();
  await measure(
    'PGlite',
    (prepare) => openPglite(dataDir, prepare),
    () => startApp({ dataDir }),
    count,
    !kept,
  );
  const url = await benchDatabase('restoboard_bench_health');
  await measure(
    'PostgreSQL',
    (prepare) => openPostgres(url, prepare),
    () => startApp({ env: { DATABASE_URL: url, DEMO_SEED: '0' }, timeoutMs: 300_000 }),
    count,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
