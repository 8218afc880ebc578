/**
 * One server process against two on one PostgreSQL (`npm run bench:processes`, and the end
 * of `npm run bench` when a PostgreSQL answers), in the same
 * run: `sessions` admins sign in, then loop three reads of the restaurants list and one save of their
 * own restaurant (loadHarness.ts); with two processes the sessions are split evenly between them.
 * Printed: req/s and p99 of the reads and of the saves for each, and the ratio of two processes to
 * one. The database is a fresh one on BENCH_DATABASE_URL's server (default: the machine's, database
 * `test`), dropped at the end. On a 2-core machine two processes share the cores one process already
 * nearly fills, with PostgreSQL and the client besides: the ratio there says what a second process
 * costs, not what a second machine would bring.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openPostgres } from '../../src/server/db/postgres';
import { newDataDir, startApp, type RunningApp } from '../support/app';
import { loadAverage, percentile } from './figures';
import { seedBenchAdmins } from './loadBench';
import { runSessions, type RunFigures } from './loadHarness';
import { APP_WORKLOAD } from './loadWorkloads';

export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface ProcessesOptions {
  sessions: number;
  seconds: number;
}

const JWT_SECRET = 'bench-secret-of-restoboard-processes-0123456789';

function databaseUrl(name: string): string {
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The figures of runs side by side, as one run: requests added up, over the longest time. */
function together(runs: RunFigures[]): RunFigures {
  const latencies = {
    'sign-in': runs.flatMap((r) => r.latencies['sign-in']),
    read: runs.flatMap((r) => r.latencies.read),
    save: runs.flatMap((r) => r.latencies.save),
  };
  return {
    seconds: Math.max(...runs.map((r) => r.seconds)),
    requests: runs.reduce((n, r) => n + r.requests, 0),
    failed: runs.reduce((n, r) => n + r.failed, 0),
    latencies,
    signedInAfter: Math.max(...runs.map((r) => r.signedInAfter)),
    load: loadAverage(),
    signedIn: runs.flatMap((r) => r.signedIn),
  };
}

const perSecond = (figures: RunFigures, kind: 'read' | 'save') => figures.latencies[kind].length / figures.seconds;

function line(label: string, figures: RunFigures): string {
  const kind = (name: 'read' | 'save') =>
    `${name}s ${Math.round(perSecond(figures, name))} req/s, p99 ${Math.round(percentile(figures.latencies[name], 99))} ms`;
  return `  ${label}: ${Math.round(figures.requests / figures.seconds)} req/s in all (${kind('read')}; ${kind('save')}), ${figures.failed} failed [load ${figures.load}]`;
}

/** `count` processes on the database, the sessions split evenly between them, warm (all signed in first). */
async function measure(
  count: number,
  url: string,
  run: number,
  { sessions, seconds }: ProcessesOptions,
): Promise<RunFigures> {
  const apps: RunningApp[] = [];
  try {
    for (let i = 0; i < count; i += 1)
      apps.push(
        await startApp({
          dataDir: newDataDir(),
          env: { DATABASE_URL: url, JWT_SECRET, TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn', DEMO_SEED: '0' },
        }),
      );
    const share = Math.ceil(sessions / count);
    return together(
      await Promise.all(
        apps.map((app, i) =>
          runSessions(
            app.url,
            { ...APP_WORKLOAD, signIn: (session) => APP_WORKLOAD.signIn(i * share + session) },
            { sessions: Math.min(share, sessions - i * share), seconds, run: run * 10 + i, signInFirst: true },
          ),
        ),
      ),
    );
  } finally {
    await Promise.all(apps.map((app) => app.destroy()));
  }
}

export async function measureProcesses(options: ProcessesOptions): Promise<void> {
  const name = `restoboard_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(BENCH_SERVER_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  try {
    const url = databaseUrl(name);
    console.log(
      `Processes: ${options.sessions} sessions, each signs in, then loops 3 reads (restaurants list) and 1 save (its restaurant), ${options.seconds} s a run, on PostgreSQL [load ${loadAverage()}]`,
    );
    await (await openPostgres(url, (db) => seedBenchAdmins(db, options.sessions))).close();
    const one = await measure(1, url, 1, options);
    console.log(line('1 process ', one));
    const two = await measure(2, url, 2, options);
    console.log(line('2 processes', two));
    const ratio = (kind: 'read' | 'save') => (perSecond(two, kind) / perSecond(one, kind)).toFixed(2);
    console.log(
      `  2 processes / 1 process: ${(two.requests / two.seconds / (one.requests / one.seconds)).toFixed(2)} in all (reads ${ratio('read')}, saves ${ratio('save')})`,
    );
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
  }
}
