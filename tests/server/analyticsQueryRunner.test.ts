/**
 * The database time of an analytics list on PGlite (issue 20): a list of N queries has the budget
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
const BUDGET_MS = 300;

it('a list of N queries has the database time of N requests, no less and no more', async () => {
  const server = await startOnCopy(copy);
  try {
    const runQueries = createQueryRunner('pglite', BUDGET_MS);
    const sleep = () => server.database.db.execute(sql`select pg_sleep(0.2)`);
    // Three 200 ms queries: under one budget of 300 ms for the whole request, the third would be refused.
    await expect(withQueryBudget(BUDGET_MS, () => runQueries([sleep, sleep, sleep]))).resolves.toHaveLength(3);
    // A list of one query of three such statements passes its budget after the second, as a request would.
    let statements = 0;
    const long = async () => {
      for (let i = 0; i < 3; i += 1) {
        await sleep();
        statements += 1;
      }
    };
    const error = await withQueryBudget(BUDGET_MS, () => runQueries([long])).then(() => undefined, (e: unknown) => e);
    expect((error as Error).cause).toBeInstanceOf(QueryBudgetExceeded); // drizzle wraps it
    expect(statements).toBe(2);
  } finally {
    await server.close();
  }
});
