/**
 * The requests being answered, and the stop (docs/operations.md, "Stopping"): once `stop()` is
 * called readiness answers 503, every response not yet begun, and every one that comes after, carries
 * `Connection: close` (so its connection closes when it is done, rather than idling in keep-alive),
 * and `drained()` resolves when the last request in flight has been answered. With nothing in flight
 * it resolves at once: a stop waits for work, never for a clock.
 */
import type { ServerResponse } from 'node:http';

export class InFlight {
  readonly #open = new Set<ServerResponse>();
  #stopping = false;
  #waiting: (() => void)[] = [];
  /** Called after each response that ends during the stop (the server closes its idle connections then). */
  #afterEachDuringStop: () => void = () => undefined;

  get stopping(): boolean {
    return this.#stopping;
  }

  get size(): number {
    return this.#open.size;
  }

  track(res: ServerResponse): void {
    this.#open.add(res);
    if (this.#stopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      this.#open.delete(res);
      if (this.#stopping) this.#afterEachDuringStop();
      if (this.#open.size === 0) for (const resolve of this.#waiting.splice(0)) resolve();
    });
  }

  /** Begins the stop; `afterEach` runs after every response that ends from now on. */
  stop(afterEach: () => void): void {
    this.#stopping = true;
    this.#afterEachDuringStop = afterEach;
    for (const res of this.#open) if (!res.headersSent) res.setHeader('Connection', 'close');
  }

  /** Resolves true once nothing is in flight, or false when `timeoutMs` passes first. */
  drained(timeoutMs: number): Promise<boolean> {
    if (this.#open.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.#waiting.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
