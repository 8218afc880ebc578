/**
 * One retention sweep at a time (docs/production.md, "Retention"). On PostgreSQL, whatever the number of processes:
 * a session advisory lock (`pg_try_advisory_lock`, as the start-up's migrations take theirs) on a connection of the
 * sweep's own, which also runs its statements, so that a sweep takes none of the pool's connections from requests
 * and its lock goes with its session if the process dies. On the embedded database (one process): a mark in memory.
 */
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Database } from '../db/database';
import { APP_CONNECTION } from '../db/postgres';
import * as schema from '../db/schema';

/** The advisory lock's two keys: the app's (its migration lock's number) and the retention sweep's. */
const LOCK_KEYS = [7_365_201, 1] as const;

export type Held<T> = { held: true; value: T } | { held: false };

/** Runs `work` while this sweeper alone holds the lock, on the database it gives; `held: false` when another does. */
export type SweepLock = <T>(work: (db: Database) => Promise<T>) => Promise<Held<T>>;

const heldHere = new WeakSet<Database>();

/** The embedded database's: one process, so a mark on its database in this process. */
export function inProcessLock(db: Database): SweepLock {
  return async (work) => {
    if (heldHere.has(db)) return { held: false };
    heldHere.add(db);
    try {
      return { held: true, value: await work(db) };
    } finally {
      heldHere.delete(db);
    }
  };
}

/** PostgreSQL's: a connection of its own for each sweep, closed after it (which releases the lock too). */
export function advisoryLock(url: string, statementTimeoutMs: number): SweepLock {
  return async (work) => {
    const client = postgres(url, {
      max: 1,
      onnotice: () => undefined,
      connection: { ...APP_CONNECTION, statement_timeout: statementTimeoutMs },
    });
    try {
      const [{ held }] = await client<
        { held: boolean }[]
      >`select pg_try_advisory_lock(${LOCK_KEYS[0]}, ${LOCK_KEYS[1]}) as held`;
      if (!held) return { held: false };
      const value = await work(drizzle(client, { schema }));
      await client`select pg_advisory_unlock(${LOCK_KEYS[0]}, ${LOCK_KEYS[1]})`;
      return { held: true, value };
    } finally {
      await client.end({ timeout: 5 });
    }
  };
}
