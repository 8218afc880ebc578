/**
 * Counters in Redis (or Valkey), when REDIS_URL is set: one key per counter and key, expiring with its
 * window; each call is one command or one Lua script, atomic whatever the processes. The client does
 * not queue commands while disconnected: a call fails at once, and the store's fallback counts in
 * memory meanwhile (resilientCounters.ts). While tracing is on, each call is a span (tracing.ts) naming
 * its command and counter, never the key (a network address or an account).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { inSpan, SpanKind } from '../tracing';
import { retryAfter, type CounterStore, type LimitAttempt, type WindowCounter } from './counters';

const PREFIX = 'restoboard:limit:';

/** Adds one unless the count is at ARGV[2] (a new key expires after ARGV[1] ms): {1} or {0, ms left}. */
const TAKE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[2]) then return {0, redis.call('PTTL', KEYS[1])} end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {1, 0}`;
const ADD = `if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return 1`;
const GIVE_BACK = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end return 1`;

function redisCounter(redis: Redis, name: string, windowMs: number): WindowCounter {
  const keyOf = (key: string) => `${PREFIX}${name}:${key}`;
  const traced = <T>(call: string, work: () => Promise<T>) =>
    inSpan(
      `redis ${call}`,
      { 'db.system.name': 'redis', 'db.operation.name': call, 'restoboard.limit_counter': name },
      work,
      SpanKind.CLIENT,
    );
  return {
    async take(key, limit): Promise<LimitAttempt> {
      const [allowed, remainingMs] = (await traced('take', () => redis.eval(TAKE, 1, keyOf(key), windowMs, limit))) as [
        number,
        number,
      ];
      return allowed === 1 ? { allowed: true } : retryAfter(remainingMs > 0 ? remainingMs : windowMs);
    },
    async add(key) {
      await traced('add', () => redis.eval(ADD, 1, keyOf(key), windowMs));
    },
    async count(key) {
      return Number((await traced('count', () => redis.get(keyOf(key)))) ?? 0);
    },
    async check(key, limit): Promise<LimitAttempt> {
      const [count, remainingMs] = await traced('check', () =>
        Promise.all([redis.get(keyOf(key)), redis.pttl(keyOf(key))]),
      );
      return Number(count ?? 0) < limit ? { allowed: true } : retryAfter(remainingMs);
    },
    async giveBack(key) {
      await traced('giveBack', () => redis.eval(GIVE_BACK, 1, keyOf(key)));
    },
    async clear(key) {
      await traced('clear', () => redis.del(keyOf(key)));
    },
  };
}

/**
 * Connects (waiting at most `readyMs`: a Redis that is down at start-up is fallen back from like one that goes down
 * later).
 */
export async function redisCounters(url: string, readyMs = 2_000): Promise<CounterStore> {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: readyMs });
  redis.on('error', () => undefined); // each call that fails says so; the client reconnects by itself
  const settled = new Promise((resolve) => ['ready', 'error'].forEach((event) => redis.once(event, resolve)));
  await Promise.race([settled, sleep(readyMs)]);
  return {
    counter: (name, windowMs) => redisCounter(redis, name, windowMs),
    async size(name) {
      let count = 0;
      for await (const keys of redis.scanStream({ match: `${PREFIX}${name}:*`, count: 1000 }))
        count += (keys as string[]).length;
      return count;
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      redis.disconnect();
    },
  };
}
