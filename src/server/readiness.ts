/**
 * Whether this process can serve (GET /readyz, docs/operations.md): the database answers within
 * READINESS_TIMEOUT_MS and holds every migration this build knows, and Redis answers when REDIS_URL is
 * set. Each check says only `ok`, `timeout`, `error` or `behind`: never a message, an address or a
 * secret. One statement per check: the newest applied migration, which answers both questions; one
 * check at a time, its result reused for READINESS_REUSE_MS (sharedReadiness).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, rowsOf, type Database } from './db/database';

export const READINESS_TIMEOUT_MS = 1_000;

export type CheckName = 'database' | 'migrations' | 'redis';
export type CheckResult = 'ok' | 'timeout' | 'error' | 'behind';
export type Readiness = Partial<Record<CheckName, CheckResult>>;

/** The `when` of the newest migration of this build (drizzle's journal): what the database must have applied. */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

class TimedOut extends Error {}

/** `work`, or a TimedOut after `ms` (the work itself goes on: a PGlite statement cannot be interrupted). */
async function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new TimedOut()), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function check(ms: number, work: () => Promise<CheckResult>): Promise<CheckResult> {
  try {
    return await within(ms, work);
  } catch (error) {
    return error instanceof TimedOut ? 'timeout' : 'error';
  }
}

/** How long one check's result answers /readyz: a flood of probes runs one statement a second at most. */
export const READINESS_REUSE_MS = 1_000;

export interface ReadinessSources {
  db: Database;
  /** Answers when Redis does (REDIS_URL set); undefined: no Redis to check. */
  pingRedis?: () => Promise<void>;
  timeoutMs?: number;
  /** Milliseconds on a clock that only goes forward (a test passes one it moves). */
  clock?: () => number;
}

/**
 * `checkOnce` shared: callers while a check runs wait for that one (single flight), and a result is
 * reused for `reuseMs` after it came, so /readyz (unauthenticated, never rate-limited) cannot pile
 * statements up on the database (PGlite runs one at a time).
 */
export function sharedReadiness(
  checkOnce: () => Promise<Readiness>,
  clock: () => number = () => performance.now(),
  reuseMs = READINESS_REUSE_MS,
): () => Promise<Readiness> {
  let running: Promise<Readiness> | undefined;
  let last: { at: number; result: Readiness } | undefined;
  return () => {
    if (last && clock() - last.at < reuseMs) return Promise.resolve(last.result);
    running ??= checkOnce()
      .then((result) => {
        last = { at: clock(), result };
        return result;
      })
      .finally(() => (running = undefined));
    return running;
  };
}

export function readinessChecks({
  db,
  pingRedis,
  timeoutMs = READINESS_TIMEOUT_MS,
  clock,
}: ReadinessSources): () => Promise<Readiness> {
  const expected = newestMigration();
  return sharedReadiness(async () => {
    let applied: number | undefined;
    const [database, redis] = await Promise.all([
      check(timeoutMs, async () => {
        const [row] = rowsOf<{ newest: string | number | null }>(
          await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`),
        );
        applied = Number(row?.newest ?? 0);
        return 'ok';
      }),
      pingRedis && check(timeoutMs, async () => (await pingRedis(), 'ok')),
    ]);
    const readiness: Readiness = { database };
    if (database === 'ok') readiness.migrations = (applied ?? 0) >= expected ? 'ok' : 'behind';
    if (redis) readiness.redis = redis;
    return readiness;
  }, clock);
}
