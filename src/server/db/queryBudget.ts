/**
 * PGlite runs each statement on the main thread and nothing can interrupt one: statement_timeout
 * has no effect there (measured with PGlite 0.5: a 9 s statement ran to its end under a 200 ms
 * timeout; the timer that would cancel it cannot fire while the WebAssembly call holds the
 * thread). So on PGlite a GraphQL request gets a budget of database time (STATEMENT_TIMEOUT)
 * instead, and its statements are scheduled:
 * - its queries and transactions run one after another, each queueing for PGlite's lock behind
 *   what other requests queued meanwhile, so parallel resolvers (aliases) cannot hold the
 *   database for their whole batch;
 * - once the request has used BUSY_AFTER_MS, each of its statements first waits PAUSE_MS, in
 *   which the event loop serves others (several turns: a request needs more than one);
 * - once it has used its budget, its further statements fail (QueryBudgetExceeded), as a
 *   statement cancelled by PostgreSQL's statement_timeout does: the request gets "Something went
 *   wrong" for the fields concerned, and the log says why. A transaction under way is let finish
 *   (whole, committed or rolled back); what the request starts after it is refused.
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
    super(
      `This request has used ${Math.round(spentMs)} ms of database time, its budget is ${limitMs} ms (STATEMENT_TIMEOUT): its further statements are refused.`,
    );
    this.name = 'QueryBudgetExceeded';
  }
}

class QueryBudget {
  spentMs = 0;
  #previous: Promise<unknown> = Promise.resolve();

  constructor(private readonly limitMs: number) {}

  #refuseWhenSpent(): void {
    if (this.spentMs >= this.limitMs) throw new QueryBudgetExceeded(this.spentMs, this.limitMs);
  }

  /** The request's work not yet settled: with none, and the request not yet busy, work starts at once. */
  #unsettled = 0;

  /** Runs `work` (which takes PGlite's lock) after the request's earlier work, if the budget allows. */
  schedule<T>(work: () => Promise<T>): Promise<T> {
    // The usual case (a request's first statements, one at a time) takes no extra promises:
    // each costs measurably once AsyncLocalStorage tracks every promise (Node 20).
    const next =
      this.#unsettled === 0 && this.spentMs < Math.min(BUSY_AFTER_MS, this.limitMs)
        ? work()
        : this.#previous.then(async () => {
            this.#refuseWhenSpent();
            if (this.spentMs >= BUSY_AFTER_MS) await pause(PAUSE_MS);
            return work();
          });
    this.#unsettled += 1;
    const settled = () => {
      this.#unsettled -= 1;
    };
    this.#previous = next.then(settled, settled);
    return next;
  }

  /** Runs one statement, holding the database: refused past the budget (unless `inTransaction`), its time spent. */
  measure<T>(statement: () => Promise<T>, inTransaction: boolean): Promise<T> {
    if (!inTransaction) this.#refuseWhenSpent();
    const started = performance.now();
    const spend = () => {
      this.spentMs += performance.now() - started;
    };
    const running = statement();
    running.then(spend, spend);
    return running;
  }
}

const budgets = new AsyncLocalStorage<QueryBudget>();

/** Runs one request with a budget of `limitMs` of database time (used by budgetStatements clients). */
export function withQueryBudget<T>(limitMs: number, request: () => Promise<T>): Promise<T> {
  return budgets.run(new QueryBudget(limitMs), request);
}

/**
 * Makes the client's statements spend the budget of the request they run for, through the two
 * locks PGlite declares for its subclasses: every query, exec and transaction first takes
 * `_runExclusiveTransaction` (there the request's work is scheduled, before it holds the lock),
 * and every statement, also inside a transaction, runs in `_runExclusiveQuery` (there it is
 * measured). Statements outside a request (migrations, seeding) run as before.
 */
export function budgetStatements(client: PGlite): void {
  const runTransactionExclusive = client._runExclusiveTransaction.bind(client);
  const runQueryExclusive = client._runExclusiveQuery.bind(client);
  client._runExclusiveTransaction = <T>(work: () => Promise<T>): Promise<T> => {
    const budget = budgets.getStore();
    return budget ? budget.schedule(() => runTransactionExclusive(work)) : runTransactionExclusive(work);
  };
  client._runExclusiveQuery = <T>(statement: () => Promise<T>): Promise<T> => {
    const budget = budgets.getStore();
    // A transaction under way is let finish: refusing one of its statements made PGlite refuse its
    // ROLLBACK too, which left the one connection inside it, with the next request's statements
    // (whose COMMIT would then commit the refused request's writes). What the request starts next is refused.
    return budget
      ? runQueryExclusive(() => budget.measure(statement, client.isInTransaction()))
      : runQueryExclusive(statement);
  };
}
