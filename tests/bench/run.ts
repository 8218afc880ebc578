/**
 * `npm run bench`: every figure. Start-up to ready (fresh and reopened data folder) and
 * RSS after start, for the sources through tsx and the built server; allRestaurants (page of 25) under 50 concurrent
 * connections on loopback; the
 * loading figures in a real browser (screensBench.ts: JavaScript budgets, sign-in and
 * analytics timings beside a plain list; also `npm run bench:screens`). Then the load figures
 * (loadBench.ts: 200 sessions signing in, reading and saving, beside a bare yoga; also
 * `npm run bench:load`), and when a PostgreSQL answers (BENCH_DATABASE_URL, or the machine's), one
 * process against two on it (processesBench.ts; also `npm run bench:processes`). Throughput with traces on
 * (an OTLP receiver that keeps nothing) against off. Needs `npm run build`.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { newDataDir, startApp, type RunningApp } from '../support/app';
import { DEMO_PASSWORD, login } from '../support/graphql';
import { measureLoad } from './loadBench';
import { measureScreens } from './screensBench';
import postgres from 'postgres';
import { BENCH_SERVER_URL, measureProcesses } from './processesBench';

const TARGETS = { freshMs: 10_000, reopenedMs: 3_000, reqPerSec: 1_000, p99Ms: 100 };

function rssMb(app: RunningApp): number {
  const status = readFileSync(`/proc/${app.process.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');

/**
 * Start-up on a fresh data folder, then on it again (reopened); `args`: the built server instead of the sources through
 * tsx.
 */
async function startupFigures(dataDir: string, label: string, args?: string[], env: Record<string, string> = {}) {
  const fresh = await startApp({ dataDir, timeoutMs: 120_000, args, env });
  await new Promise((r) => setTimeout(r, 1000));
  const freshRss = rssMb(fresh);
  await fresh.stop();
  const reopened = await startApp({ dataDir, args, env });
  await new Promise((r) => setTimeout(r, 1000));
  const reopenedRss = rssMb(reopened);
  console.log(
    `start-up (${label}), fresh data folder:    ${fresh.readyMs} ms (target < ${TARGETS.freshMs}: ${verdict(fresh.readyMs < TARGETS.freshMs)}), RSS ${freshRss} MB`,
  );
  console.log(
    `start-up (${label}), reopened data folder: ${reopened.readyMs} ms (target < ${TARGETS.reopenedMs}: ${verdict(reopened.readyMs < TARGETS.reopenedMs)}), RSS ${reopenedRss} MB`,
  );
  return reopened;
}

/**
 * An OTLP receiver that takes every batch and keeps nothing: tracing on costs the server what it costs, not a
 * collector's time.
 */
async function otlpSink(): Promise<{ url: string; close(): void }> {
  const sink = http.createServer((req, res) =>
    req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}')),
  );
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(sink.address() as AddressInfo).port}`, close: () => sink.close() };
}

/** As a super admin (every restaurant) and as a multi admin (its own: the tenancy WHERE): req/s. */
async function loadFigures(app: RunningApp, email: string, label = ''): Promise<number> {
  const { jwtToken } = await login(app.url, email, DEMO_PASSWORD);
  const body = JSON.stringify({
    operationName: 'allRestaurants',
    query:
      'query allRestaurants($page: Int, $perPage: Int) { allRestaurants(page: $page, perPage: $perPage, sortField: "name", sortOrder: "ASC") { id name slug city currency } }',
    variables: { page: 0, perPage: 25 },
  });
  const run = (duration: number) =>
    autocannon({
      url: `${app.url}/graphql`,
      method: 'POST',
      connections: 50,
      duration,
      headers: { 'content-type': 'application/json', authorization: `JWT ${jwtToken}` },
      body,
    });
  await run(2); // warm-up
  const result = await run(10);
  const errors = result.errors + result.non2xx;
  console.log(
    `allRestaurants page of 25 as ${email}${label}, 50 connections, 10 s: ${Math.round(result.requests.average)} req/s ` +
      `(target ≥ ${TARGETS.reqPerSec}: ${verdict(result.requests.average >= TARGETS.reqPerSec)}), ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (target < ${TARGETS.p99Ms}: ${verdict(result.latency.p99 < TARGETS.p99Ms)}), ` +
      `${result.requests.total} requests, ${errors} errors`,
  );
  return result.requests.average;
}

/**
 * The built server's start-up (npm run build), as production runs it; then throughput with traces on (every request,
 * statement and operation a span, sent by OTLP).
 */
async function builtAndTraced(tracingOff: number): Promise<void> {
  const builtDir = newDataDir();
  const built = await startupFigures(builtDir, 'built server', ['dist-server/main.mjs']);
  await built.stop();
  const sink = await otlpSink();
  const traced = await startApp({ dataDir: builtDir, env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } });
  try {
    const tracingOn = await loadFigures(traced, 'superadmin@restoboard.test', ' with traces on');
    console.log(
      `traces on: ${(tracingOn / tracingOff).toFixed(2)}× the throughput with traces off (every trace sampled; OTEL_TRACES_SAMPLER samples fewer)`,
    );
  } finally {
    await traced.stop();
    sink.close();
    rmSync(builtDir, { recursive: true, force: true });
  }
}

const dataDir = newDataDir();
const app = await startupFigures(dataDir, 'sources through tsx');
try {
  const tracingOff = await loadFigures(app, 'superadmin@restoboard.test');
  await loadFigures(app, 'multi@restoboard.test');
  await builtAndTraced(tracingOff);
  await measureScreens(app);
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
await measureLoad({ sessions: 200, seconds: 20 });

async function postgresAnswers(): Promise<boolean> {
  const sql = postgres(BENCH_SERVER_URL, { max: 1, connect_timeout: 3, onnotice: () => undefined });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}
if (await postgresAnswers()) await measureProcesses({ sessions: 200, seconds: 20 });
else
  console.log(
    `Processes: skipped, no PostgreSQL answers at ${new URL(BENCH_SERVER_URL).host} (set BENCH_DATABASE_URL)`,
  );
