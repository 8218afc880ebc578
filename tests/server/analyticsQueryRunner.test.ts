/**
 * The database time of an analytics list on PGlite: a list of N queries has the budget
 * of N requests (N × STATEMENT_TIMEOUT), so it costs what as many requests cost: it is not refused
 * for its length, and gets no more than they would. (On PostgreSQL every statement is cancelled
 * past STATEMENT_TIMEOUT: queryTime.test.ts; the places the queries take at once: analytics.test.ts.)
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createQueryRunner } from '../../src/server/analytics/queryRunner';
import { QueryBudgetExceeded, withQueryBudget } from '../../src/server/db/queryBudget';
import { pgliteCopies, startOnCopy } from './support/pgliteCopy';

const copy = pgliteCopies('restoboard-analytics-runner-');
const BUDGET_MS = 1000;

it('a list of N queries has the database time of N requests, no less and no more', async () => {
  const server = await startOnCopy(copy);
  try {
    const runQueries = createQueryRunner('pglite', BUDGET_MS);
    const sleep = (seconds: number) => () => server.database.db.execute(sql`select pg_sleep(${seconds})`);
    // Three 600 ms queries: under one budget of a second for the whole request, the third would be refused.
    await expect(
      withQueryBudget(BUDGET_MS, () => runQueries([sleep(0.6), sleep(0.6), sleep(0.6)])),
    ).resolves.toHaveLength(3);
    // A list of one query of three statements passes its budget after the second, as a request would: the first
    // (10 ms) leaves the budget nearly whole however loaded the machine, the second (1.2 s) spends it whatever the
    // machine.
    let statements = 0;
    const long = async () => {
      for (const seconds of [0.01, 1.2, 0.01]) {
        await sleep(seconds)();
        statements += 1;
      }
    };
    const error = await withQueryBudget(BUDGET_MS, () => runQueries([long])).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as Error).cause).toBeInstanceOf(QueryBudgetExceeded); // drizzle wraps it
    expect(statements).toBe(2);
  } finally {
    await server.close();
  }
});
