/**
 * Statements queued on PGlite one after another give the event loop its turns (pgliteTurns.ts): a
 * timer due meanwhile runs before the queue has drained, not after it (a cheap request arriving
 * during a burst of reads is read and answered meanwhile).
 */
import { PGlite } from '@electric-sql/pglite';
import { afterEach, expect, it } from 'vitest';
import { shareTheLoop } from '../../src/server/db/pgliteTurns';

let client: PGlite | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

/** How many of `count` statements queued at once had finished when a timer set with them ran. */
async function finishedWhenTimerRan(sliceMs?: number, count = 100): Promise<number> {
  client = new PGlite();
  await client.waitReady;
  if (sliceMs !== undefined) shareTheLoop(client, sliceMs);
  let finished = 0;
  const statements = Array.from({ length: count }, () =>
    client!.query('select count(*) from generate_series(1, 200)').then(() => (finished += 1)),
  );
  const seenByTimer = new Promise<number>((resolve) => setTimeout(() => resolve(finished), 0));
  await Promise.all(statements);
  return seenByTimer;
}

it('without turns, queued statements run as one chain: the timer runs after the last', async () => {
  expect(await finishedWhenTimerRan()).toBe(100);
});

it('with turns, the timer runs while statements are still queued', async () => {
  expect(await finishedWhenTimerRan(0)).toBeLessThan(100);
});
