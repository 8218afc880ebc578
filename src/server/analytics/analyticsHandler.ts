/**
 * Cube's REST API on the API server, as `@cubejs-client/core` calls it (docs/architecture.md §1, docs/spec.md §7):
 * - `GET /cubejs-api/v1/load?query={json}[&queryType=multi]`, or `POST` with `{ query, queryType }`;
 * - `GET /cubejs-api/v1/meta`.
 * The token is the GraphQL one, raw (as the Cube client sends it) or after `JWT`/`Bearer` in
 * `Authorization`. Area `analytics`, action `list`: SUPERADMIN reaches every restaurant, an ADMIN
 * its own, in the SQL itself. Errors are Cube's `{ error }` in the request's language: 403 without
 * a token, with a bad or ended session (the message GraphQL gives, "context creation failed") or
 * without the permission; 400 for a bad query (never SQL); 503 when the query ran out of time
 * (STATEMENT_TIMEOUT).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { localeFromHeader, translate } from '../../domain';
import type { ViewerResolver } from '../auth/requestViewer';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { ReadDatabase } from '../db/readDatabase';
import { QueryBudgetExceeded } from '../db/queryBudget';
import { AppError } from '../graphql/appError';
import { reachOf, type Reach } from '../graphql/crud/access';
import { MAX_JSON_DEPTH, parseBoundedJson } from '../http/boundedJson';
import { dropRestThenClose } from '../http/jsonError';
import type { Logger } from '../log';
import { readUpload } from '../media/readUpload';
import { load, meta } from './cubeLoad';
import { QueryError } from './queryError';
import { createQueryRunner } from './queryRunner';
import { noteViewer } from '../http/requestRecord';

export const ANALYTICS_PATH = '/cubejs-api/v1/';
export const isAnalyticsPath = (pathname: string) => pathname.startsWith(ANALYTICS_PATH);

/** A query is small: a long one comes by POST, and still not this long. */
const MAX_QUERY_BYTES = 64 * 1024;

class Refusal {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    /** Answered before the body was read whole: the rest is dropped, else the connection would wait for it. */
    readonly unreadBody = false,
  ) {}
}

const isCancelled = (error: unknown): boolean => {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  return (
    error instanceof QueryBudgetExceeded ||
    cause instanceof QueryBudgetExceeded ||
    (cause as { code?: string } | null)?.code === '57014'
  );
};

/** The Cube client sends the token bare; the other entry points take it after a scheme. */
const withScheme = (header: string | undefined) =>
  header && !/^\s*(JWT|Bearer)\b/i.test(header) ? `JWT ${header.trim()}` : header;

function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  const parsed = parseBoundedJson(text);
  if (parsed.ok) return parsed.value;
  throw new QueryError('analyticsMalformed', {
    reason:
      parsed.reason === 'tooDeep' ? `it nests deeper than ${MAX_JSON_DEPTH} levels` : 'the query is not valid JSON',
  });
}

async function loadRequest(req: IncomingMessage, url: URL): Promise<{ query: unknown; multi: boolean }> {
  if (req.method === 'GET')
    return { query: parseJson(url.searchParams.get('query')), multi: url.searchParams.get('queryType') === 'multi' };
  const body = await readUpload(req, MAX_QUERY_BYTES);
  if (body.kind !== 'read') throw new Refusal(body.kind === 'tooBig' ? 413 : 400, 'errors.tooLarge', {}, true);
  const parsed = parseJson(body.bytes.toString('utf8'));
  const { query, queryType } = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as {
    query?: unknown;
    queryType?: unknown;
  };
  return { query: typeof query === 'string' ? parseJson(query) : query, multi: queryType === 'multi' };
}

interface Services {
  database: DatabaseHandle;
  /** Where the queries run: the replica when there is one and it is well (readDatabase.ts); absent, `database`. */
  reads?: Pick<ReadDatabase, 'run'>;
  config: Pick<Config, 'statementTimeoutMs'>;
  viewerOf: ViewerResolver;
  log: Logger;
  now(): Date;
}

export function createAnalyticsHandler({ database, reads, config, viewerOf, log, now }: Services) {
  const runQueries = createQueryRunner(database.kind, config.statementTimeoutMs);
  async function reach(req: IncomingMessage): Promise<Reach> {
    const viewer = await viewerOf(withScheme(req.headers.authorization));
    noteViewer(req, viewer);
    if (viewer === null) throw new Refusal(403, 'errors.signInRequired');
    if (viewer === undefined) throw new Refusal(403, 'errors.unauthenticated');
    try {
      return reachOf(viewer, 'analytics', 'list', true);
    } catch (error) {
      if (error instanceof AppError) throw new Refusal(403, 'errors.forbidden');
      throw error;
    }
  }

  async function answer(req: IncomingMessage, pathname: string): Promise<unknown> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const endpoint = pathname.slice(ANALYTICS_PATH.length);
    if (endpoint !== 'load' && endpoint !== 'meta') throw new Refusal(404, 'errors.notFound', { obj: pathname });
    const allowed = endpoint === 'load' ? ['GET', 'POST'] : ['GET'];
    if (!allowed.includes(req.method ?? '')) throw new Refusal(405, 'errors.checkInputs');
    const viewerReach = await reach(req);
    if (endpoint === 'meta') return meta();
    const request = await loadRequest(req, url);
    const at = now();
    const run = (on: Pick<DatabaseHandle, 'db'>) => load(on.db, request, viewerReach, at, runQueries);
    return reads ? reads.run(run) : run(database);
  }

  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    const send = (status: number, body: unknown): void => {
      res
        .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(JSON.stringify(body));
    };
    const locale = localeFromHeader(req.headers['accept-language']);
    try {
      send(200, await answer(req, pathname));
    } catch (error) {
      if (error instanceof Refusal) {
        send(error.status, { error: translate(locale, error.key, error.params) });
        if (error.unreadBody) dropRestThenClose(req);
        return;
      }
      if (error instanceof QueryError)
        return send(400, { error: translate(locale, `errors.${error.key}`, error.params) });
      if (isCancelled(error)) return send(503, { error: translate(locale, 'errors.analyticsTimeout') });
      log.error('analytics query failed', error);
      send(500, { error: translate(locale, 'errors.somethingWrong') });
    }
  };
}
