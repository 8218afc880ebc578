/**
 * Every database statement drizzle sends, on PGlite and on PostgreSQL, in a transaction or not, goes
 * through PgPreparedQuery's queryWithCache, which is wrapped once here: its time is told to the
 * listeners (the metrics of each server in the process), and while tracing is on (tracing.ts) it is a
 * span. The span holds the statement's text (bind parameters as $1, $2…), never the values: they may be
 * a guest's name or a password's hash.
 */
import { performance } from 'node:perf_hooks';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { inSpan, SpanKind, tracing } from '../tracing';

type QueryWithCache = (
  this: unknown,
  queryString: string,
  params: unknown[],
  query: () => Promise<unknown>,
) => Promise<unknown>;

/** The statement verbs counted by name; any other is OTHER. */
export const STATEMENT_VERBS = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'WITH'] as const;
export type StatementListener = (verb: string, seconds: number) => void;

const listeners = new Set<StatementListener>();
let wrapped = false;
let running = 0;

/** Statements sent and not yet answered in this process: past the pool's connections, the rest wait for one. */
export const statementsRunning = () => running;

function wrap(): void {
  wrapped = true;
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache };
  const original = prototype.queryWithCache;
  prototype.queryWithCache = function (queryString, params, query) {
    const word = /^\s*(\w+)/.exec(queryString)?.[1]?.toUpperCase() ?? '';
    const verb = (STATEMENT_VERBS as readonly string[]).includes(word) ? word : 'OTHER';
    const started = performance.now();
    const run = () => original.call(this, queryString, params, query);
    running += 1;
    const statement = tracing()
      ? inSpan(
          `db ${verb}`,
          { 'db.system.name': 'postgresql', 'db.operation.name': verb, 'db.query.text': queryString },
          run,
          SpanKind.CLIENT,
        )
      : run();
    const done = () => {
      running -= 1;
      listeners.forEach((listener) => listener(verb, (performance.now() - started) / 1000));
    };
    statement.then(done, done);
    return statement;
  };
}

/**
 * From now on statements are spans while tracing is on, and `listener` (if any) is told each one's verb
 * and time (measured only for listeners); returns what stops telling it.
 */
export function watchStatements(listener?: StatementListener): () => void {
  if (!wrapped) wrap();
  if (!listener) return () => undefined;
  listeners.add(listener);
  return () => listeners.delete(listener);
}
