/**
 * A shared store that is down must not lift the limits, nor refuse every sign-in: while its calls
 * fail, each counter counts in this process's memory instead (per-process limits, as on one server),
 * and the outage is logged at most once a minute. Calls go back to the store as soon as it answers.
 */
import type { Logger } from '../log';
import type { CounterStore, WindowCounter } from './counters';
import { memoryCounters } from './memoryCounters';

const LOG_EVERY_MS = 60_000;

export function resilientCounters(store: CounterStore, kind: string, log: Logger): CounterStore {
  const fallback = memoryCounters();
  let loggedAt = -Infinity;
  const onFailure = (error: unknown) => {
    if (Date.now() - loggedAt < LOG_EVERY_MS) return;
    loggedAt = Date.now();
    log.error(`The limit store (${kind}) failed; limits count in this process's memory until it answers again`, error);
  };
  async function guarded<R>(call: () => Promise<R>, instead: () => Promise<R>): Promise<R> {
    try {
      return await call();
    } catch (error) {
      onFailure(error);
      return instead();
    }
  }
  return {
    counter(name, windowMs): WindowCounter {
      const shared = store.counter(name, windowMs);
      const local = fallback.counter(name, windowMs);
      return {
        take: (key, limit) =>
          guarded(
            () => shared.take(key, limit),
            () => local.take(key, limit),
          ),
        add: (key) =>
          guarded(
            () => shared.add(key),
            () => local.add(key),
          ),
        count: (key) =>
          guarded(
            () => shared.count(key),
            () => local.count(key),
          ),
        check: (key, limit) =>
          guarded(
            () => shared.check(key, limit),
            () => local.check(key, limit),
          ),
        giveBack: (key) =>
          guarded(
            () => shared.giveBack(key),
            () => local.giveBack(key),
          ),
        clear: (key) =>
          guarded(
            () => shared.clear(key),
            () => local.clear(key),
          ),
      };
    },
    size: (name) =>
      guarded(
        () => store.size(name),
        () => fallback.size(name),
      ),
    // Readiness asks the store itself: the fallback keeps the limits, but the store is down.
    ...(store.ping && { ping: () => store.ping?.() ?? Promise.resolve() }),
    close: () => store.close(),
  };
}
