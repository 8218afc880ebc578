/**
 * Counters in this process's memory, bounded: each counter keeps at most `maxEntries` keys,
 * dropping the least recently used, whatever the number of addresses and emails (pushing a key out
 * takes that many fresh keys, which takes many addresses, each of them limited).
 */
import { LRUCache } from 'lru-cache';
import { retryAfter, type CounterStore, type LimitAttempt, type WindowCounter } from './counters';

export const MAX_ENTRIES_PER_COUNTER = 10_000;

/** One counter's keys: the counts of this process, synchronous (the shared stores fall back on them). */
export class MemoryCounter implements WindowCounter {
  readonly #counts: LRUCache<string, { n: number }>;

  constructor(windowMs: number, maxEntries = MAX_ENTRIES_PER_COUNTER) {
    this.#counts = new LRUCache({ max: maxEntries, ttl: windowMs });
  }

  takeNow(key: string, limit: number): LimitAttempt {
    const entry = this.#counts.get(key);
    if (!entry) this.#counts.set(key, { n: 1 });
    else if (entry.n < limit) entry.n += 1;
    else return retryAfter(this.#counts.getRemainingTTL(key));
    return { allowed: true };
  }

  checkNow(key: string, limit: number): LimitAttempt {
    return this.countNow(key) < limit ? { allowed: true } : retryAfter(this.#counts.getRemainingTTL(key));
  }

  addNow(key: string): void {
    const entry = this.#counts.get(key);
    if (entry) entry.n += 1;
    else this.#counts.set(key, { n: 1 });
  }

  countNow(key: string): number {
    return this.#counts.get(key)?.n ?? 0;
  }

  giveBackNow(key: string): void {
    const entry = this.#counts.get(key);
    if (entry && entry.n > 0) entry.n -= 1;
  }

  async take(key: string, limit: number) {
    return this.takeNow(key, limit);
  }
  async check(key: string, limit: number) {
    return this.checkNow(key, limit);
  }
  async add(key: string) {
    this.addNow(key);
  }
  async count(key: string) {
    return this.countNow(key);
  }
  async giveBack(key: string) {
    this.giveBackNow(key);
  }
  async clear(key: string) {
    this.#counts.delete(key);
  }

  get size(): number {
    return this.#counts.size;
  }
}

export function memoryCounters(maxEntries = MAX_ENTRIES_PER_COUNTER): CounterStore {
  const counters = new Map<string, MemoryCounter>();
  return {
    counter(name, windowMs) {
      const counter = counters.get(name) ?? new MemoryCounter(windowMs, maxEntries);
      counters.set(name, counter);
      return counter;
    },
    size: async (name) => counters.get(name)?.size ?? 0,
    close: async () => undefined,
  };
}
