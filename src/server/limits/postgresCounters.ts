/**
 * Counters in PostgreSQL (table limit_counters), for several processes on one database: each call is
 * one statement, atomic under concurrency (an upsert whose update is guarded by the limit), on the
 * database's clock, so the processes count as one and agree on every window. Expired rows are
 * removed every few minutes.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import { limitCounters as t } from '../db/schema';
import { retryAfter, type CounterStore, type LimitAttempt, type WindowCounter } from './counters';

const SWEEP_EVERY_MS = 5 * 60_000;

const live = sql`${t.expiresAt} > now()`;
const remainingMs = sql`greatest(0, extract(epoch from (${t.expiresAt} - now())) * 1000)::float8`;

function postgresCounter(db: Database, name: string, windowMs: number): WindowCounter {
  const row = (key: string) => sql`${t.name} = ${name} and ${t.key} = ${key}`;
  const expired = sql`c.expires_at <= now()`;
  /**
   * Adds one to the key's count (a new window if its own is over), where `guard` allows; the statement's rows: allowed,
   * and the time left of the window.
   */
  const upsert = (key: string, guard: ReturnType<typeof sql>) => sql`
    with hit as (
      insert into ${t} as c (name, key, count, expires_at) values (${name}, ${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (name, key) do update set
        count = case when ${expired} then 1 else c.count + 1 end,
        expires_at = case when ${expired} then excluded.expires_at else c.expires_at end
      where ${guard}
      returning 1
    )
    select exists (select 1 from hit) as allowed, (select ${remainingMs} from ${t} where ${row(key)}) as "remainingMs"`;

  const first = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0];

  return {
    async take(key, limit): Promise<LimitAttempt> {
      const hit = await first<{ allowed: boolean; remainingMs: number | null }>(
        upsert(key, sql`${expired} or c.count < ${limit}`),
      );
      return hit.allowed ? { allowed: true } : retryAfter(hit.remainingMs ?? windowMs);
    },
    async add(key) {
      await db.execute(upsert(key, sql`true`));
    },
    async count(key) {
      return (
        (await first<{ count: number }>(sql`select ${t.count} as count from ${t} where ${row(key)} and ${live}`))
          ?.count ?? 0
      );
    },
    async check(key, limit): Promise<LimitAttempt> {
      const held = await first<{ count: number; remainingMs: number }>(
        sql`select ${t.count} as count, ${remainingMs} as "remainingMs" from ${t} where ${row(key)} and ${live}`,
      );
      return !held || held.count < limit ? { allowed: true } : retryAfter(held.remainingMs);
    },
    async giveBack(key) {
      await db.execute(sql`update ${t} set count = count - 1 where ${row(key)} and ${live} and count > 0`);
    },
    async clear(key) {
      await db.execute(sql`delete from ${t} where ${row(key)}`);
    },
  };
}

export function postgresCounters(db: Database): CounterStore {
  const sweep = setInterval(
    () => void db.execute(sql`delete from ${t} where ${t.expiresAt} < now()`).catch(() => undefined),
    SWEEP_EVERY_MS,
  );
  sweep.unref();
  return {
    counter: (name, windowMs) => postgresCounter(db, name, windowMs),
    size: async (name) =>
      rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from ${t} where ${t.name} = ${name} and ${live}`),
      )[0].n,
    close: async () => clearInterval(sweep),
  };
}
