/**
 * The limit store as the server uses it, with every refusal counted in the metrics by its rule
 * (the counter's name, which the code gives: `guestMenu`, `login:attempts`, `exports`, …).
 */
import type { Metrics } from '../metrics/metrics';
import type { CounterStore, LimitAttempt } from './counters';

export function countedRefusals(store: CounterStore, metrics: Pick<Metrics, 'limitRefusal'>): CounterStore {
  const counting = (name: string) => (attempt: LimitAttempt) => {
    if (!attempt.allowed) metrics.limitRefusal(name);
    return attempt;
  };
  return {
    counter(name, windowMs) {
      const counter = store.counter(name, windowMs);
      const count = counting(name);
      return {
        take: (key, limit) => counter.take(key, limit).then(count),
        check: (key, limit) => counter.check(key, limit).then(count),
        add: (key) => counter.add(key),
        count: (key) => counter.count(key),
        giveBack: (key) => counter.giveBack(key),
        clear: (key) => counter.clear(key),
      };
    },
    size: (name) => store.size(name),
    ...(store.ping ? { ping: store.ping.bind(store) } : {}),
    close: () => store.close(),
  };
}
