/**
 * A span per database statement while tracing is on (tracing.ts): every statement drizzle sends, on
 * PGlite and on PostgreSQL, in a transaction or not, goes through PgPreparedQuery's queryWithCache,
 * which is wrapped once here. The span holds the statement's text (bind parameters as $1, $2…), never
 * the values: they may be a guest's name or a password's hash.
 */
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { inSpan, SpanKind, tracing } from '../tracing';

type QueryWithCache = (this: unknown, queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;

let wrapped = false;

export function traceStatements(): void {
  if (wrapped) return;
  wrapped = true;
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache };
  const original = prototype.queryWithCache;
  prototype.queryWithCache = function (queryString, params, query) {
    if (!tracing()) return original.call(this, queryString, params, query);
    const verb = /^\s*(\w+)/.exec(queryString)?.[1]?.toUpperCase() ?? 'SQL';
    return inSpan(`db ${verb}`, { 'db.system.name': 'postgresql', 'db.operation.name': verb, 'db.query.text': queryString }, () => original.call(this, queryString, params, query), SpanKind.CLIENT);
  };
}
