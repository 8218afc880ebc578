/**
 * The statements a process has sent and not yet had answered (statementSpans.ts, the metric
 * restoboard_db_statements_running): past the pool's connections, the rest wait for one. Counted from
 * drizzle's call to the rows, back to nothing once all are answered, failed ones included.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, expect, it } from 'vitest';
import { shareTheLoop } from '../../src/server/db/pgliteTurns';
import { statementsRunning, watchStatements } from '../../src/server/db/statementSpans';

let client: PGlite | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

it('counts the statements queued for the one connection while they wait, and none once answered', async () => {
  client = new PGlite();
  await client.waitReady;
  shareTheLoop(client, 0); // a turn of the loop between statements, so a timer can look while they wait
  const db = drizzle(client);
  const told: string[] = [];
  const unwatch = watchStatements((verb) => told.push(verb));
  try {
    // drizzle sends a statement when it is awaited: `then` sends each one now.
    const statements = Array.from({ length: 50 }, () =>
      db.execute(sql`select count(*) from generate_series(1, 200)`).then((rows) => rows),
    );
    const failing = db.execute(sql`select * from no_such_table`).then(
      () => 'answered',
      () => 'refused',
    );
    const seenWhileQueued = await new Promise<number>((resolve) => setTimeout(() => resolve(statementsRunning()), 0));
    await Promise.all(statements);
    expect(await failing).toBe('refused');
    expect(seenWhileQueued).toBeGreaterThan(0);
    expect(seenWhileQueued).toBeLessThanOrEqual(51);
    expect(statementsRunning()).toBe(0);
    expect(told).toEqual([...Array(51).fill('SELECT')]);
  } finally {
    unwatch();
  }
});
