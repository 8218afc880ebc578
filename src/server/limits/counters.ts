/**
 * Counters of attempts per key within a fixed window from the key's first count: what every limit
 * of the server (sign-in, account mails, orders, exports, email conflicts) is made of. A store holds
 * them: this process's memory on the embedded database, PostgreSQL or Redis when several processes
 * must count as one (limitStores.ts).
 */
export type LimitAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface WindowCounter {
  /** Adds one unless the key is at `limit` already; then how long until its window ends. */
  take(key: string, limit: number): Promise<LimitAttempt>;
  /** Whether the key is below `limit`, counting nothing; when not, how long until its window ends. */
  check(key: string, limit: number): Promise<LimitAttempt>;
  /** Adds one, whatever the count. */
  add(key: string): Promise<void>;
  count(key: string): Promise<number>;
  /** Takes one back (a point taken before an outcome that turned out not to count). */
  giveBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export interface CounterStore {
  /** The counter of this name (its keys apart from every other counter's), each key's window `windowMs` long. */
  counter(name: string, windowMs: number): WindowCounter;
  /** Keys held in live windows, per counter name (what a test of boundedness reads). */
  size(name: string): Promise<number>;
  /** Answers when the store's server does (Redis: PING); undefined for a store with nothing to ask (readiness.ts). */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

export const retryAfter = (remainingMs: number): LimitAttempt => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
});
