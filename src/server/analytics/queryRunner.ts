/**
 * How the queries of one `load` request run, so that a list of N queries (queryType=multi) costs
 * what N requests of one query cost, never less:
 * - on PostgreSQL in parallel, each statement cancelled past STATEMENT_TIMEOUT; each query takes
 *   one of the process's ANALYTICS_CONCURRENCY places, whatever request it comes from, so analytics
 *   never holds more than that many of the pool's connections (the rest serve the app). Once one
 *   query of a request has failed, its queries still waiting for a place are not run;
 * - on PGlite (one connection, on the server's one thread) one after another, under one budget of
 *   database time of N × STATEMENT_TIMEOUT (queryBudget.ts): once busy, the request lets other
 *   requests in between its statements, and past its budget its further queries are refused. The
 *   process's analytics queries take turns, one at a time, so that many at once never hold the
 *   thread for longer than one of them.
 */
import { setTimeout as pause } from 'node:timers/promises';
import pLimit from 'p-limit';
import type { DatabaseHandle } from '../db/database';
import { PAUSE_MS, withQueryBudget } from '../db/queryBudget';

/** Of the PostgreSQL pool's 10 connections (postgres.ts). */
export const ANALYTICS_CONCURRENCY = 4;

export type QueryRunner = <T>(queries: readonly (() => Promise<T>)[]) => Promise<T[]>;

export function createQueryRunner(kind: DatabaseHandle['kind'], statementTimeoutMs: number): QueryRunner {
  if (kind === 'pglite') {
    const turns = pLimit(1);
    // Queued statements run back to back, with no turn of the event loop between them: a query
    // that waited for another first lets the loop serve other requests.
    const inTurn = <T>(query: () => Promise<T>) => {
      const waited = turns.activeCount + turns.pendingCount > 0;
      return turns(async () => {
        if (waited) await pause(PAUSE_MS);
        return await query();
      });
    };
    return (queries) =>
      withQueryBudget(queries.length * statementTimeoutMs, async () => {
        const results = [];
        for (const query of queries) results.push(await inTurn(query));
        return results;
      });
  }
  const places = pLimit(ANALYTICS_CONCURRENCY);
  return (queries) => {
    let failed = false;
    const run = <T>(query: () => Promise<T>) =>
      places(async () => {
        if (failed) throw new Error('not run: another query of the request failed');
        try {
          return await query();
        } catch (error) {
          failed = true;
          throw error;
        }
      });
    return Promise.all(queries.map(run));
  };
}
