/**
 * The one HTTP entry point: /graphql goes to yoga once the body is known to be small enough;
 * /media and /media/… to the media endpoints; /exports/….csv to the CSV exports;
 * /cubejs-api/v1/… to the analytics API (within the request's database time, like /graphql);
 * /guest-events/{slug} to the guest pages' event streams (their opening within the request's database time);
 * /healthz and /readyz to the probes; every other path is the built SPA. Every response carries
 * the security headers and the request's id (`x-request-id`), every request makes one log line,
 * and every one is counted in flight, which a stop waits for (docs/operations.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { isAnalyticsPath, type createAnalyticsHandler } from './analytics/analyticsHandler';
import type { Config } from './config';
import type { CsvExportHandler } from './exports/csvExport';
import { withQueryBudget } from './db/queryBudget';
import type { RequestLine, ServerLogger } from './log';
import { GRAPHQL_PATH, type GraphQLHandler } from './graphql/yoga';
import { isGuestEventsPath, type GuestEvents } from './guestEvents/guestEvents';
import { isMediaPath, type createMediaHandler } from './media/mediaHandler';
import { parseBoundedJson } from './http/boundedJson';
import type { InFlight } from './http/inFlight';
import { endRequestSpan, requestSpan } from './tracing';
import { isProbePath, PROBE_ROUTES, type createProbes } from './http/probes';
import { requestIdOf, startRecord } from './http/requestRecord';
import { sendJsonError, type JsonError } from './http/jsonError';
import { appHeaders, EVERY_RESPONSE_HEADERS, type Headers } from './http/securityHeaders';
import type { createStaticFiles } from './http/staticFiles';

/** The largest /graphql request body accepted. */
export const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = (status: number, code: string) => ({ status, code, ref: { key: 'errors.tooLarge' } });

/**
 * Refuses a body over the limit before anything reads it. Node reads exactly Content-Length
 * bytes, so the header is trustworthy; a body without a length (chunked) is refused with 411.
 */
function refuseOversizedBody(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false;
  const length = req.headers['content-length'];
  if (length === undefined && req.headers['transfer-encoding']) {
    sendJsonError(req, res, tooLarge(411, 'LENGTH_REQUIRED'), { unreadBody: true });
    return true;
  }
  if (Number(length ?? 0) > MAX_BODY_BYTES) {
    sendJsonError(req, res, tooLarge(413, 'PAYLOAD_TOO_LARGE'), { unreadBody: true });
    return true;
  }
  return false;
}

/**
 * Reads an already size-checked body whole. Resolves undefined when the client went away before
 * the end.
 */
function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.once('error', () => resolve(undefined));
    req.once('close', () => resolve(req.complete ? Buffer.concat(chunks) : undefined));
  });
}

const badBody = (status: number, code: string, key: string): JsonError => ({ status, code, ref: { key } });

/** The request object yoga is to take from a POST body, or why the body is refused before yoga sees it. */
function graphqlBody(
  req: IncomingMessage,
  body: Buffer,
): { request: Record<string, unknown> } | { refused: JsonError } {
  if (!/\bjson\b/i.test(req.headers['content-type'] ?? ''))
    return { refused: badBody(415, 'BAD_REQUEST', 'errors.jsonOnly') };
  const parsed = parseBoundedJson(body);
  if (!parsed.ok)
    return {
      refused:
        parsed.reason === 'tooDeep'
          ? badBody(400, 'BAD_USER_INPUT', 'errors.tooDeep')
          : badBody(400, 'BAD_REQUEST', 'errors.invalidJson'),
    };
  const { value } = parsed;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { refused: badBody(400, 'BAD_REQUEST', 'errors.invalidJson') };
  return { request: value as Record<string, unknown> };
}

/** Why a GET request's JSON parameters (variables, extensions) are refused, like a body's: too deep, or no JSON. */
function refusedGetParameters(req: IncomingMessage): JsonError | undefined {
  const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
  for (const name of ['variables', 'extensions']) {
    const text = params.get(name);
    const parsed = text === null ? undefined : parseBoundedJson(text);
    if (parsed && !parsed.ok)
      return parsed.reason === 'tooDeep'
        ? badBody(400, 'BAD_USER_INPUT', 'errors.tooDeep')
        : badBody(400, 'BAD_REQUEST', 'errors.invalidJson');
  }
  return undefined;
}

/**
 * Each request within its budget of database time (PGlite, see queryBudget.ts). A POST body is
 * read here, bounded in nesting and parsed once, then handed to yoga as the parsed object on
 * `req.body` (whatwg-node takes it instead of reading the socket through web streams, and yoga
 * does not parse it again). Only JSON is taken: no form or multipart body reaches GraphQL.
 */
async function handleGraphQL(
  graphql: GraphQLHandler,
  req: IncomingMessage,
  res: ServerResponse,
  queryBudgetMs: number,
): Promise<void> {
  if (refuseOversizedBody(req, res)) return;
  if (req.method === 'POST') {
    const body = await readBody(req);
    if (!body) return void res.destroy();
    const taken = graphqlBody(req, body);
    if ('refused' in taken) return sendJsonError(req, res, taken.refused);
    (req as IncomingMessage & { body?: unknown }).body = taken.request;
  } else {
    const refused = refusedGetParameters(req);
    if (refused) return sendJsonError(req, res, refused);
  }
  await withQueryBudget(queryBudgetMs, () => graphql(req, res));
}

function setHeaders(res: ServerResponse, headers: Headers): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** The route a request's line and metrics name it by: one of a fixed list, never the path the client chose. */
function routeOf(pathname: string, exports: ReadonlyMap<string, unknown>): string {
  if (pathname === GRAPHQL_PATH) return 'graphql';
  if (isProbePath(pathname)) return PROBE_ROUTES[pathname];
  if (isMediaPath(pathname)) return 'media';
  if (exports.has(pathname)) return `export ${pathname.slice(pathname.lastIndexOf('/') + 1)}`;
  if (isAnalyticsPath(pathname)) return 'analytics';
  if (isGuestEventsPath(pathname)) return 'guest-events';
  return 'app';
}

export interface RequestHandlers {
  graphql: GraphQLHandler;
  serveStatic: ReturnType<typeof createStaticFiles>;
  media: ReturnType<typeof createMediaHandler>;
  exports: ReadonlyMap<string, CsvExportHandler>;
  analytics: ReturnType<typeof createAnalyticsHandler>;
  probes: ReturnType<typeof createProbes>;
  guestEvents: GuestEvents['handle'];
}

export function createRequestListener(
  { graphql, serveStatic, media, exports, analytics, probes, guestEvents }: RequestHandlers,
  {
    log,
    inFlight,
    trustsPeer,
    answered,
  }: {
    log: ServerLogger;
    inFlight: InFlight;
    trustsPeer: (req: IncomingMessage) => boolean;
    answered?: (line: RequestLine) => void;
  },
  { appEnv, statementTimeoutMs }: Pick<Config, 'appEnv' | 'statementTimeoutMs'>,
) {
  const pageHeaders = appHeaders(appEnv);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    inFlight.track(res);
    const pathname = (req.url ?? '/').split('?')[0];
    const probe = isProbePath(pathname);
    const record = startRecord(req, requestIdOf(req, trustsPeer(req)), routeOf(pathname, exports));
    res.setHeader('x-request-id', record.id);
    const method = req.method ?? '';
    // The rest of the request runs inside its span (when tracing is on): its statements and calls are the span's
    // children.
    requestSpan(
      `${method} ${record.route}`,
      req.headers,
      { 'http.request.method': method, 'http.route': record.route, 'restoboard.request_id': record.id },
      (span) => {
        res.once('close', () => {
          const { id, route, fields, userId, viewAsBy } = record;
          // Node's statusCode is 200 until a handler sets one: a request cut off before any answer had none (0).
          const line: RequestLine = {
            requestId: id,
            method: req.method ?? '',
            route,
            fields,
            status: res.headersSent ? res.statusCode : 0,
            durationMs: performance.now() - started,
            userId,
            viewAsBy,
            ...(res.writableFinished ? {} : { aborted: true }),
          };
          log.request(line, probe ? 'debug' : 'info');
          answered?.(line);
          endRequestSpan(span, line.status);
        });
        const api =
          probe ||
          pathname === GRAPHQL_PATH ||
          isMediaPath(pathname) ||
          exports.has(pathname) ||
          isAnalyticsPath(pathname) ||
          isGuestEventsPath(pathname);
        setHeaders(res, api ? EVERY_RESPONSE_HEADERS : pageHeaders);
        const handled = probe
          ? probes(req, res, pathname)
          : pathname === GRAPHQL_PATH
            ? handleGraphQL(graphql, req, res, statementTimeoutMs)
            : isMediaPath(pathname)
              ? media(req, res, pathname)
              : exports.has(pathname)
                ? exports.get(pathname)?.(req, res)
                : isAnalyticsPath(pathname)
                  ? withQueryBudget(statementTimeoutMs, () => analytics(req, res, pathname))
                  : isGuestEventsPath(pathname)
                    ? withQueryBudget(statementTimeoutMs, () => guestEvents(req, res, pathname))
                    : serveStatic(req, res, pathname);
        Promise.resolve(handled).catch((error: unknown) => {
          log.error(`${req.method} ${record.route} failed (request ${record.id})`, error);
          // A response already begun must not end as if whole (a short CSV file): the connection is cut instead.
          if (res.headersSent) return void res.destroy();
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end();
        });
      },
    );
  };
}
