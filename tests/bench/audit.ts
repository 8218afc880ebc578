/**
 * `npm run bench:audit [-- --entries N]`: the audit log at N entries (default 1,000,000) on
 * PostgreSQL (BENCH_DATABASE_URL, else a database `restoboard_bench_audit` made on the machine's
 * server): p50/p95 of each read the screens make, a page and whether another follows — the super admin's log,
 * an admin's (its restaurant's entries), one record's History, and the log filtered by who and a
 * week. Target p95 < 100 ms. Then the whole log as CSV (`/exports/audit.csv`, names and labels looked up per
 * row) cold, first thing after the start, and warm, after the reads: time to its first line, rows per second.
 * A database that already holds N entries is measured as it is.
 * Needs `npm run build` (the app is served).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';
import { DEMO_RESTAURANT_IDS } from '../../src/server/db/demoData';
import { openPostgres } from '../../src/server/db/postgres';
import { auditEntries } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { startApp, type RunningApp } from '../support/app';
import { DEMO_PASSWORD, graphql, login } from '../support/graphql';
import { benchDatabase, loadAverage, percentile, verdict } from './figures';

const TARGET_MS = 100;
const RECORD = '00000000-0000-4000-8000-00000000a0d1';
const DAY = 86_400_000;

/**
 * N entries over the last year, newest every 30 s, across the demo restaurants and admins, of menus, a few of them
 * restores; one record has a History of 40.
 */
async function seed(db: Database, entries: number): Promise<void> {
  await seedDemoData(db);
  const held = await db.$count(auditEntries);
  if (held >= entries) return console.log(`  ${held} entries already there: not seeded again`);
  const started = Date.now();
  for (let from = held; from < entries; from += 200_000) {
    const to = Math.min(entries, from + 200_000);
    await db.execute(sql`
      insert into audit_entries (at, actor_id, actor_email, actor_role, client_address, resource, record_id, restaurant_id, action, operation, changes)
      select now() - make_interval(secs => i * 30), u.id, u.email, u.role, '203.0.113.' || (i % 250), 'menus',
        case when i % 25000 = 0 then ${RECORD} else md5(i::text)::uuid::text end,
        r.ids[1 + i % array_length(r.ids, 1)], case when i % 50000 = 7 then 'restore' else 'update' end, 'updateMenu',
        jsonb_build_array(jsonb_build_object('field', 'price', 'before', (i % 90)::text, 'after', (i % 90 + 1)::text))
      from generate_series(${from + 1}::int, ${to}::int) i,
        (select array_agg(id order by id) ids from restaurants) r,
        lateral (select id, email, role from users where role in ('ADMIN', 'SUPERADMIN') order by id offset (i % 3) limit 1) u`);
  }
  await db.execute(sql`analyze audit_entries`);
  console.log(
    `  seeded ${entries - held} entries in ${Math.round((Date.now() - started) / 1000)} s [load ${loadAverage()}]`,
  );
}

/**
 * What the screens ask (src/admin/providers/buildQuery.ts, a countless list): a page of 25, and whether another
 * follows.
 */
const PAGE = `query ($filter: AuditEntryFilter) {
  items: allAuditEntries(page: 0, perPage: 25, sortField: "at", sortOrder: "DESC", filter: $filter) { id at actorEmail actorRole clientAddress resource recordId restaurantId action changes { field before after redacted } }
  next: allAuditEntries(page: 25, perPage: 1, sortField: "at", sortOrder: "DESC", filter: $filter) { id }
}`;

async function figure(app: RunningApp, label: string, token: string, filter: Record<string, unknown>) {
  const ask = () => graphql<{ items: unknown[]; next: unknown[] }>(app.url, PAGE, { filter }, token);
  const first = await ask();
  const times: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const started = performance.now();
    await ask();
    times.push(performance.now() - started);
  }
  const p95 = percentile(times, 95);
  const shown = `${first.items.length} shown${first.next.length ? ', more follow' : ''}`;
  console.log(
    `  ${label} (${shown}): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${TARGET_MS}: ${verdict(p95 < TARGET_MS)}) [load ${loadAverage()}]`,
  );
}

/** The whole log as CSV, read as it streams: its first line's wait, its rows per second. */
async function exportFigure(app: RunningApp, label: string, token: string) {
  const started = performance.now();
  const response = await fetch(`${app.url}/exports/audit.csv?filter=${encodeURIComponent('{}')}`, {
    headers: { authorization: `JWT ${token}`, 'accept-language': 'en' },
  });
  if (!response.ok || !response.body) throw new Error(`the export answered ${response.status}`);
  let firstByteMs = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByteMs) firstByteMs = performance.now() - started;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = lines - 1;
  console.log(
    `  ${label}: ${rows} rows in ${seconds.toFixed(1)} s, ${Math.round(rows / seconds)} rows/s, first line after ${firstByteMs.toFixed(0)} ms [load ${loadAverage()}]`,
  );
}

async function main() {
  const { values } = parseArgs({ options: { entries: { type: 'string' } } });
  const entries = Number(values.entries ?? 1_000_000);
  const url = await benchDatabase('restoboard_bench_audit');
  console.log(`PostgreSQL, ${entries} audit entries (load ${loadAverage()}):`);
  await (await openPostgres(url, (db) => seed(db, entries))).close();
  const app = await startApp({ env: { DATABASE_URL: url, DEMO_SEED: '0' }, timeoutMs: 300_000 });
  try {
    const superadmin = (await login(app.url, 'superadmin@restoboard.test', DEMO_PASSWORD)).jwtToken;
    const admin = (await login(app.url, 'admin@restoboard.test', DEMO_PASSWORD)).jwtToken;
    const week = {
      atFrom: new Date(Date.now() - 14 * DAY).toISOString(),
      atBefore: new Date(Date.now() - 7 * DAY).toISOString(),
    };
    await exportFigure(app, 'super admin: the whole log as CSV, cold', superadmin);
    const [actor] = await graphql<{ allAuditEntries: { actorId: string }[] }>(
      app.url,
      'query { allAuditEntries(perPage: 1) { actorId } }',
      {},
      superadmin,
    ).then((d) => d.allAuditEntries);
    await figure(app, 'super admin: the log, newest first', superadmin, {});
    await figure(app, "admin: its restaurant's log", admin, {});
    await figure(app, 'a record’s History', admin, { resource: 'menus', recordId: RECORD });
    await figure(app, 'super admin: by who, within a week', superadmin, { actorId: actor.actorId, ...week });
    await figure(app, 'super admin: one restaurant', superadmin, { restaurantId: DEMO_RESTAURANT_IDS.kopiKita });
    await figure(app, 'super admin: a rare resource (users)', superadmin, { resource: 'users' });
    await figure(app, 'super admin: a rare action (restore)', superadmin, { action: 'restore' });
    await exportFigure(app, 'super admin: the whole log as CSV, warm', superadmin);
  } finally {
    await app.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
