/**
 * Brakes on password guessing, in memory and bounded. An attempt is checked in this order:
 * 1. its client address: at most `perAddress` attempts a window, then RATE_LIMITED;
 * 2. its email and address together: at most `perEmailAndAddress` attempts a window, then
 *    RATE_LIMITED for that pair only, so an attack on an account from one address does not lock
 *    its owner out elsewhere;
 * 3. its email, whatever the address: beyond `freeFailuresPerEmail` failures a window, every
 *    attempt waits first, twice as long per further failure up to `maxDelayMs` (slowed, never
 *    refused).
 * A refused attempt stops at its step, so what the address refuses leaves no trace of its email.
 * The points of steps 1 and 2 are taken before the password is checked (concurrent and aliased
 * attempts count one by one); a sign-in gives the address its point back and clears the pair.
 * Addresses are counted by network (clientNetwork: an IPv6 client by its /64).
 * Each table keeps at most `maxEntries` keys, dropping the least recently used: memory is bounded
 * whatever the number of addresses and emails. (Pushing a key out takes that many fresh keys,
 * which takes many addresses, each of them limited.)
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { clientNetwork } from '../http/clientAddress';

export interface LoginLimits {
  perAddress: number;
  perEmailAndAddress: number;
  freeFailuresPerEmail: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  windowSeconds: number;
  /** Keys per table. */
  maxEntries: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAddress: 20,
  perEmailAndAddress: 5,
  freeFailuresPerEmail: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15_000,
  windowSeconds: 15 * 60,
  maxEntries: 10_000,
};

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts per key within a fixed window from the key's first count. */
export class WindowCounts {
  readonly #counts: LRUCache<string, { n: number }>;

  constructor(maxEntries: number, windowMs: number) {
    this.#counts = new LRUCache({ max: maxEntries, ttl: windowMs });
  }

  count(key: string): number {
    return this.#counts.get(key)?.n ?? 0;
  }

  /** Adds one unless the key is at `limit`; then how long until its window ends. */
  take(key: string, limit: number): LoginAttempt {
    const entry = this.#counts.get(key);
    if (!entry) this.#counts.set(key, { n: 1 });
    else if (entry.n < limit) entry.n += 1;
    else return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(this.#counts.getRemainingTTL(key) / 1000)) };
    return { allowed: true };
  }

  add(key: string): void {
    const entry = this.#counts.get(key);
    if (entry) entry.n += 1;
    else this.#counts.set(key, { n: 1 });
  }

  giveBack(key: string): void {
    const entry = this.#counts.get(key);
    if (entry && entry.n > 0) entry.n -= 1;
  }

  clear(key: string): void {
    this.#counts.delete(key);
  }

  get size(): number {
    return this.#counts.size;
  }
}

export class LoginLimiter {
  readonly #byAddress: WindowCounts;
  readonly #byPair: WindowCounts;
  readonly #failuresByEmail: WindowCounts;

  constructor(private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
    const windowMs = limits.windowSeconds * 1000;
    this.#byAddress = new WindowCounts(limits.maxEntries, windowMs);
    this.#byPair = new WindowCounts(limits.maxEntries, windowMs);
    this.#failuresByEmail = new WindowCounts(limits.maxEntries, windowMs);
  }

  /** Takes the attempt's points, or refuses it; an allowed attempt resolves once its email's delay is over. */
  async attempt(email: string, address: string): Promise<LoginAttempt> {
    const network = clientNetwork(address);
    const byAddress = this.#byAddress.take(network, this.limits.perAddress);
    if (!byAddress.allowed) return byAddress;
    const byPair = this.#byPair.take(pairKey(email, network), this.limits.perEmailAndAddress);
    if (!byPair.allowed) return byPair;
    const delayMs = this.delayMs(email);
    if (delayMs > 0) await sleep(delayMs);
    return { allowed: true };
  }

  /** How long an attempt on this email waits now. */
  delayMs(email: string): number {
    const beyond = this.#failuresByEmail.count(email) - this.limits.freeFailuresPerEmail;
    return beyond < 0 ? 0 : Math.min(this.limits.maxDelayMs, this.limits.baseDelayMs * 2 ** beyond);
  }

  failed(email: string): void {
    this.#failuresByEmail.add(email);
  }

  succeeded(email: string, address: string): void {
    const network = clientNetwork(address);
    this.#byAddress.giveBack(network);
    this.#byPair.clear(pairKey(email, network));
  }

  /** Keys held, per table: at most `maxEntries` each. */
  get entries(): { addresses: number; pairs: number; emails: number } {
    return { addresses: this.#byAddress.size, pairs: this.#byPair.size, emails: this.#failuresByEmail.size };
  }
}

const pairKey = (email: string, address: string) => `${address} ${email}`;
