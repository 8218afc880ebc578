/**
 * PGlite runs each statement on the main thread and nothing can interrupt one: statement_timeout
 * has no effect there (measured with PGlite 0.5: a 9 s statement ran to its end under a 200 ms
 * timeout; the timer that would cancel it cannot fire while the WebAssembly call holds the
 * thread). So on PGlite a GraphQL request gets a budget of database time (STATEMENT_TIMEOUT)
 * instead, and its statements are scheduled:
 * - they run one after another, each queueing behind what other requests queued meanwhile, so
 *   parallel resolvers (15 aliases) cannot hold the database for their whole batch;
 * - once the request has used BUSY_AFTER_MS, each of its statements first waits PAUSE_MS, in
 *   which the event loop serves others (several turns: a request needs more than one);
 * - once it has used its budget, its further statements fail (QueryBudgetExceeded), as a
 *   statement cancelled by PostgreSQL's statement_timeout does: the request gets "Something went
 *   wrong" for the fields concerned, and the log says why.
 * A single statement still holds the loop as long as it runs: the input limits (filter text, ids,
 * page size, root fields) keep each one small.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

export const BUSY_AFTER_MS = 20;
export const PAUSE_MS = 10;

export class QueryBudgetExceeded extends Error {
  constructor(spentMs: number, limitMs: number) {
    super(`This request has used ${Math.round(spentMs)} ms of database time, its budget is ${limitMs} ms (STATEMENT_TIMEOUT): its further statements are refused.`);
    this.name = 'QueryBudgetExceeded';
  }
}

class QueryBudget {
  spentMs = 0;
  #previous: Promise<unknown> = Promise.resolve();

  constructor(private readonly limitMs: number) {}

  /** Runs `statement` after the request's earlier statements, if the budget allows. */
  schedule<T>(statement: () => Promise<T>): Promise<T> {
    const next = this.#previous.then(async () => {
      if (this.spentMs >= this.limitMs) throw new QueryBudgetExceeded(this.spentMs, this.limitMs);
      if (this.spentMs >= BUSY_AFTER_MS) await pause(PAUSE_MS);
      return statement();
    });
    this.#previous = next.catch(() => undefined);
    return next;
  }

  /** The statement's own time, measured while it holds the database. */
  async measure<T>(statement: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await statement();
    } finally {
      this.spentMs += performance.now() - started;
    }
  }
}

const budgets = new AsyncLocalStorage<QueryBudget>();

/** Runs one request with a budget of `limitMs` of database time (used by budgetedPglite clients). */
export function withQueryBudget<T>(limitMs: number, request: () => Promise<T>): Promise<T> {
  return budgets.run(new QueryBudget(limitMs), request);
}

/**
 * Makes the client's statements spend the budget of the request they run for. Every statement
 * PGlite runs (a query, an exec, each statement of a transaction) goes through
 * `_runExclusiveQuery`, the lock PGlite declares for its subclasses; statements outside a request
 * (migrations, seeding) run as before.
 */
export function budgetStatements(client: PGlite): void {
  const runExclusive = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(statement: () => Promise<T>): Promise<T> => {
    const budget = budgets.getStore();
    if (!budget) return runExclusive(statement);
    return budget.schedule(() => runExclusive(() => budget.measure(statement)));
  };
}
