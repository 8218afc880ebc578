/**
 * The limit stores keep one contract (src/server/limits/counters.ts): memory, PostgreSQL (run on
 * PGlite too: the same SQL) and Redis (the machine's, at TEST_REDIS_URL or 127.0.0.1:6379). A store
 * that fails falls back to memory: limits still hold, per process.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterStore } from '../../src/server/limits/counters';
import { memoryCounters } from '../../src/server/limits/memoryCounters';
import { postgresCounters } from '../../src/server/limits/postgresCounters';
import { redisCounters } from '../../src/server/limits/redisCounters';
import { resilientCounters } from '../../src/server/limits/resilientCounters';
import { createLogger } from '../../src/server/log';
import { redisWanted } from './support/redis';
import { describeOnEachDatabase } from './support/testServer';
import { POLL_INTERVAL_MS, WAIT_BUDGET_MS } from '../support/waitBudget';

const WINDOW_MS = 60_000;
/** Counter names of this run: the Redis of the machine is shared with other runs. */
const run = randomBytes(4).toString('hex');
let serial = 0;
const fresh = () => `test-${run}-${(serial += 1)}`;

function contract(store: () => CounterStore) {
  it('takes up to the limit, then refuses (counting nothing more) and says how long until the window ends', async () => {
    const counter = store().counter(fresh(), WINDOW_MS);
    for (let i = 0; i < 3; i += 1) expect(await counter.take('k', 3)).toEqual({ allowed: true });
    const refused = await counter.take('k', 3);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(WINDOW_MS / 1000 - 5);
    expect(await counter.count('k')).toBe(3);
    expect(await counter.take('other key', 3)).toEqual({ allowed: true });
  });

  it('gives back a place (never below nothing), checks without counting, adds past the limit, clears', async () => {
    const counter = store().counter(fresh(), WINDOW_MS);
    await counter.take('k', 2);
    await counter.take('k', 2);
    expect((await counter.check('k', 2)).allowed).toBe(false);
    await counter.giveBack('k');
    expect(await counter.check('k', 2)).toEqual({ allowed: true });
    expect(await counter.count('k')).toBe(1);
    await counter.giveBack('k');
    await counter.giveBack('k');
    expect(await counter.count('k')).toBe(0);
    for (let i = 0; i < 4; i += 1) await counter.add('k');
    expect(await counter.count('k')).toBe(4);
    await counter.clear('k');
    expect(await counter.count('k')).toBe(0);
  });

  it('counters of different names are apart', async () => {
    const counter = store().counter(fresh(), WINDOW_MS);
    await counter.take('k', 1);
    expect(await store().counter(fresh(), WINDOW_MS).take('k', 1)).toEqual({ allowed: true });
    expect((await counter.take('k', 1)).allowed).toBe(false);
  });

  it('a window that is over starts again', async () => {
    // The window is short and the test waits for its end (the store's own clock: Redis's, the database's), not a sleep
    // of a guessed length.
    const short = store().counter(fresh(), 300);
    expect(await short.take('k', 1)).toEqual({ allowed: true });
    await expect.poll(() => short.count('k'), { timeout: WAIT_BUDGET_MS, interval: POLL_INTERVAL_MS }).toBe(0);
    expect(await short.take('k', 1)).toEqual({ allowed: true });
    expect(await short.count('k')).toBe(1);
  });

  it('fifty takes at once of a limit of ten: exactly ten are allowed', async () => {
    const counter = store().counter(fresh(), WINDOW_MS);
    const answers = await Promise.all(Array.from({ length: 50 }, () => counter.take('k', 10)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
    expect(await counter.count('k')).toBe(10);
  });

  it('knows how many keys a counter holds', async () => {
    const name = fresh();
    const counter = store().counter(name, WINDOW_MS);
    await Promise.all(['a', 'b', 'c'].map((key) => counter.add(key)));
    expect(await store().size(name)).toBe(3);
  });
}

describe('memory counters', () => {
  const store = memoryCounters();
  contract(() => store);
});

describeOnEachDatabase('PostgreSQL counters', (server) => {
  let store: CounterStore;
  beforeAll(() => {
    store = postgresCounters(server().server.database.db);
  });
  afterAll(() => store.close());
  contract(() => store);
});

const redis = await redisWanted();
describe.skipIf(redis.skipReason !== undefined)(
  redis.skipReason ? `Redis counters (skipped: ${redis.skipReason})` : 'Redis counters',
  () => {
    let store: CounterStore;
    beforeAll(async () => {
      store = await redisCounters(redis.url);
    });
    afterAll(() => store.close());
    contract(() => store);
  },
);

describe('a shared store that fails', () => {
  it('counts in memory meanwhile: the limit still holds, and nobody is refused for the outage', async () => {
    const unreachable = await redisCounters('redis://127.0.0.1:9', 200);
    const store = resilientCounters(unreachable, 'Redis', createLogger('silent'));
    try {
      const counter = store.counter(fresh(), WINDOW_MS);
      expect(await counter.take('k', 2)).toEqual({ allowed: true });
      expect(await counter.take('k', 2)).toEqual({ allowed: true });
      expect((await counter.take('k', 2)).allowed).toBe(false);
      expect(await counter.take('another', 2)).toEqual({ allowed: true });
    } finally {
      await store.close();
    }
  });
});
