/**
 * The load figures: `sessions` admins at once, each signing in, then looping three
 * reads of the restaurants list and one save of its own restaurant, against the real server (a
 * child process on the embedded database) right after its start (cold) and again once all have
 * signed in (warm); then the warm run's sessions against the server restarted on the same data,
 * timed from its first request (reads right after a start, docs/operations.md); then the same harness against a bare
 * graphql-yoga (bareYoga.ts), also a child
 * process, so that the figures can be compared on any machine. Each run is printed with the server
 * process's CPU time per request (its main thread, where the event loop and PGlite run, and in
 * all) and the machine's load: the machine may be shared.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { hashPassword } from '../../src/server/auth/password';
import type { Database } from '../../src/server/db/database';
import { benchRestaurants } from '../../src/server/db/demoData';
import { openPglite } from '../../src/server/db/pglite';
import { userRestaurants, users } from '../../src/server/db/schema';
import { seedBenchRestaurants, seedDemoData } from '../../src/server/db/seed';
import { freePort, newDataDir, startApp } from '../support/app';
import { DEMO_PASSWORD } from '../support/graphql';
import { loadAverage, percentile } from './figures';
import { describeRun, runSessions, SLOW_MS, type RunFigures, type SignedInSession, type Workload } from './loadHarness';
import { APP_WORKLOAD, BARE_WORKLOAD, benchAdminEmail } from './loadWorkloads';

export interface LoadOptions {
  sessions: number;
  seconds: number;
  /** A folder for a V8 CPU profile of the server process (cpuProfile.ts), written when it stops. */
  cpuProfileDir?: string;
}

/**
 * The demo data, `count` bench restaurants and one ADMIN of each (bench-admin-…@restoboard.test), sharing one hash of
 * the demo password.
 */
export async function seedBenchAdmins(db: Database, count: number): Promise<void> {
  await seedDemoData(db);
  await seedBenchRestaurants(db, count);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const restaurants = benchRestaurants(count);
  const admins = await db
    .insert(users)
    .values(
      restaurants.map((restaurant, i) => ({
        email: benchAdminEmail(i),
        name: `Bench Admin ${i + 1}`,
        role: 'ADMIN',
        restoUuid: restaurant.id,
        passwordHash,
        verified: true,
      })),
    )
    .returning({ id: users.id, restaurantId: users.restoUuid });
  await db
    .insert(userRestaurants)
    .values(admins.map(({ id, restaurantId }) => ({ userId: id, restaurantId: restaurantId as string })));
}

/** CPU seconds of one thread so far (utime + stime, in ticks of 1/100 s). */
const threadCpuSeconds = (pid: number, tid: number) =>
  readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ')
    .slice(11, 13)
    .reduce((sum, ticks) => sum + Number(ticks), 0) / 100;

/**
 * A child process's CPU seconds so far: its main thread (the event loop, and on PGlite the
 * database's work too: the bottleneck) and all of its threads (with password hashing on libuv's
 * pool, and V8's helpers). Threads that ended are not counted: libuv's and V8's live as long as the process.
 */
function cpuSeconds(pid: number): { main: number; all: number } {
  const all = readdirSync(`/proc/${pid}/task`).reduce((sum, tid) => sum + threadCpuSeconds(pid, Number(tid)), 0);
  return { main: threadCpuSeconds(pid, pid), all };
}

interface Target {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** One timed run against `target`, printed with the server's CPU per request of its timed part. */
async function measureRun(
  label: string,
  target: Target,
  workload: Workload,
  options: LoadOptions & { run: number; signInFirst: boolean; signedIn?: readonly SignedInSession[] },
): Promise<RunFigures> {
  const pid = target.process.pid as number;
  let before = cpuSeconds(pid);
  const figures = await runSessions(target.url, workload, { ...options, onTimed: () => (before = cpuSeconds(pid)) });
  const after = cpuSeconds(pid);
  const perRequest = (seconds: number) => `${((seconds * 1000) / figures.requests).toFixed(2)} ms`;
  console.log(
    `${describeRun(label, figures)}\n    server CPU per request: ${perRequest(after.main - before.main)} on its main thread, ${perRequest(after.all - before.all)} in all`,
  );
  return figures;
}

/**
 * Cold: right after the start, each session loops as soon as it has signed in, and the run is timed
 * whole. Warm: new sessions all sign in first, then only their loops are timed.
 */
async function measure(label: string, target: Target, workload: Workload, options: LoadOptions): Promise<RunFigures> {
  await measureRun(`${label}, cold`, target, workload, { ...options, run: 0, signInFirst: false });
  return measureRun(`${label}, warm`, target, workload, { ...options, run: 1, signInFirst: true });
}

/** p99 of the reads of a run after a restart against a warm run's (the target: at most 2×, none over SLOW_MS). */
function compareRestart(restarted: RunFigures, warm: RunFigures): string {
  const p99 = (figures: RunFigures) => percentile(figures.latencies.read, 99) ?? 0;
  const slow = restarted.latencies.read.filter((value) => value > SLOW_MS).length;
  return `  reads right after a restart: p99 ${Math.round(p99(restarted))} ms, ${(p99(restarted) / p99(warm)).toFixed(1)}× the warm run's ${Math.round(p99(warm))} ms (target at most 2×); ${slow} over ${SLOW_MS / 1000} s (target 0)`;
}

async function startBareYoga(): Promise<Target> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/bareYoga.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`the bare yoga exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) =>
      child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
    );
  return { url: `http://127.0.0.1:${port}`, process: child, stop };
}

export async function measureLoad(options: LoadOptions): Promise<void> {
  const { sessions, seconds } = options;
  console.log(
    `Load: ${sessions} sessions at once, each signs in, then loops 3 reads (allRestaurants, page of 25, with its count) and 1 save (updateRestaurant of its own), ${seconds} s a run [load ${loadAverage()}]`,
  );
  const dataDir = newDataDir();
  try {
    await (await openPglite(dataDir, (db) => seedBenchAdmins(db, sessions))).close();
    const profiling: Record<string, string> = options.cpuProfileDir
      ? {
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx --import ./tests/bench/cpuProfile.ts`,
          BENCH_CPU_PROFILE_DIR: options.cpuProfileDir,
        }
      : {};
    const env = { TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn', ...profiling };
    const app = await startApp({ dataDir, env });
    let warm: RunFigures;
    try {
      warm = await measure('server on PGlite', app, APP_WORKLOAD, options);
    } finally {
      await app.stop();
    }
    // Restarted on the same data, the warm run's sessions go on at once: timed from the first request, no sign-in (a
    // rolling restart).
    const restartedApp = await startApp({ dataDir, env });
    try {
      const restarted = await measureRun(
        'server on PGlite, restarted (sessions signed in before)',
        restartedApp,
        APP_WORKLOAD,
        { ...options, run: 2, signInFirst: false, signedIn: warm.signedIn },
      );
      console.log(compareRestart(restarted, warm));
    } finally {
      await restartedApp.stop();
    }
    const bare = await startBareYoga();
    try {
      await measure('bare graphql-yoga', bare, BARE_WORKLOAD, options);
    } finally {
      await bare.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
