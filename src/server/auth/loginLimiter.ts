/**
 * Brakes on password guessing, counted in the server's limit store (memory on the embedded
 * database; PostgreSQL or Redis, shared by every process, otherwise). An attempt is checked in this
 * order:
 * 1. its client address: at most `attemptsPerAddress` attempts a window, whatever their outcome (a
 *    ceiling on the hashing one address can make the server do), and at most `perAddress` that
 *    failed (a sign-in gives its point back, so an office's staff signing in never lock it out);
 * 2. its email and address together: at most `perEmailAndAddress` attempts a window, then
 *    RATE_LIMITED for that pair only, so an attack on an account from one address does not lock
 *    its owner out elsewhere;
 * 3. its email, whatever the address: beyond `freeFailuresPerEmail` failures a window, every
 *    attempt waits first, twice as long per further failure up to `maxDelayMs` (slowed, never
 *    refused).
 * A refused attempt stops at its step, so what the address refuses leaves no trace of its email.
 * The points of steps 1 and 2 are taken before the password is checked (concurrent and aliased
 * attempts count one by one); a sign-in gives the address its failure point back and clears the pair.
 * Addresses are counted by network (clientNetwork: an IPv6 client by its /64).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { clientNetwork } from '../http/clientAddress';
import type { CounterStore, LimitAttempt, WindowCounter } from '../limits/counters';

export interface LoginLimits {
  /** Attempts from one address a window, signed in or not. */
  attemptsPerAddress: number;
  /** Failed attempts from one address a window. */
  perAddress: number;
  perEmailAndAddress: number;
  freeFailuresPerEmail: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  attemptsPerAddress: 200,
  perAddress: 20,
  perEmailAndAddress: 5,
  freeFailuresPerEmail: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15_000,
  windowSeconds: 15 * 60,
};

export class LoginLimiter {
  readonly #attempts: WindowCounter;
  readonly #failures: WindowCounter;
  readonly #byPair: WindowCounter;
  readonly #failuresByEmail: WindowCounter;

  /** `name`: the counters' own (sign-in and account mails keep theirs apart). */
  constructor(
    private readonly store: CounterStore,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    private readonly name = 'login',
  ) {
    const windowMs = limits.windowSeconds * 1000;
    this.#attempts = store.counter(`${name}:attempts`, windowMs);
    this.#failures = store.counter(`${name}:address`, windowMs);
    this.#byPair = store.counter(`${name}:pair`, windowMs);
    this.#failuresByEmail = store.counter(`${name}:email`, windowMs);
  }

  /** Takes the attempt's points, or refuses it; an allowed attempt resolves once its email's delay is over. */
  async attempt(email: string, address: string): Promise<LimitAttempt> {
    const network = clientNetwork(address);
    const all = await this.#attempts.take(network, this.limits.attemptsPerAddress);
    if (!all.allowed) return all;
    const byAddress = await this.#failures.take(network, this.limits.perAddress);
    if (!byAddress.allowed) return byAddress;
    const byPair = await this.#byPair.take(pairKey(email, network), this.limits.perEmailAndAddress);
    if (!byPair.allowed) return byPair;
    const delayMs = await this.delayMs(email);
    if (delayMs > 0) await sleep(delayMs);
    return { allowed: true };
  }

  /** How long an attempt on this email waits now. */
  async delayMs(email: string): Promise<number> {
    const beyond = (await this.#failuresByEmail.count(email)) - this.limits.freeFailuresPerEmail;
    return beyond < 0 ? 0 : Math.min(this.limits.maxDelayMs, this.limits.baseDelayMs * 2 ** beyond);
  }

  failed(email: string): Promise<void> {
    return this.#failuresByEmail.add(email);
  }

  async succeeded(email: string, address: string): Promise<void> {
    const network = clientNetwork(address);
    await Promise.all([this.#failures.giveBack(network), this.#byPair.clear(pairKey(email, network))]);
  }

  /** Keys held, per table. */
  async entries(): Promise<{ attempts: number; addresses: number; pairs: number; emails: number }> {
    const [attempts, addresses, pairs, emails] = await Promise.all(
      ['attempts', 'address', 'pair', 'email'].map((table) => this.store.size(`${this.name}:${table}`)),
    );
    return { attempts, addresses, pairs, emails };
  }
}

const pairKey = (email: string, address: string) => `${address} ${email}`;
