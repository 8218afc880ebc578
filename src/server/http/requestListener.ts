/**
 * The one HTTP entry point: /graphql goes to yoga once the body is known to be small enough;
 * /media and /media/… to the media endpoints; /exports/orders.csv to the order export;
 * /cubejs-api/v1/… to the analytics API (within the request's database time, like /graphql);
 * every other path is the built SPA. Every response
 * carries the security headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAnalyticsPath, type createAnalyticsHandler } from '../analytics/analyticsHandler';
import type { Config } from '../config';
import { withQueryBudget } from '../db/queryBudget';
import type { Logger } from '../log';
import { GRAPHQL_PATH, type GraphQLHandler } from '../graphql/yoga';
import { isMediaPath, type createMediaHandler } from '../media/mediaHandler';
import { ORDERS_EXPORT_PATH, type createOrdersExport } from '../orders/exportHandler';
import { sendJsonError } from './jsonError';
import { appHeaders, EVERY_RESPONSE_HEADERS, type Headers } from './securityHeaders';
import type { createStaticFiles } from './staticFiles';

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

/** Bodies up to this size are read here (see readBody); larger ones stream into yoga as before. */
const PREREAD_MAX_BYTES = 16 * 1024;

/**
 * Reads a small, already size-checked body and hands its bytes to yoga on `req.body`, where
 * whatwg-node takes them instead of piping the socket through web streams (~10% of a small
 * request's CPU). whatwg-node lists the own keys of what it gets (one per byte of a Buffer),
 * hence the size cap. Resolves false when the client went away before the end.
 */
function readBody(req: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      (req as IncomingMessage & { body?: Buffer }).body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      resolve(true);
    });
    req.once('error', () => resolve(false));
    req.once('close', () => resolve(req.complete));
  });
}

/** Each request within its budget of database time (PGlite, see queryBudget.ts). */
async function handleGraphQL(graphql: GraphQLHandler, req: IncomingMessage, res: ServerResponse, queryBudgetMs: number): Promise<void> {
  if (refuseOversizedBody(req, res)) return;
  const length = Number(req.headers['content-length'] ?? 0);
  if (req.method === 'POST' && length > 0 && length <= PREREAD_MAX_BYTES && !(await readBody(req))) {
    res.destroy();
    return;
  }
  await withQueryBudget(queryBudgetMs, () => graphql(req, res));
}

function setHeaders(res: ServerResponse, headers: Headers): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

export function createRequestListener(
  graphql: GraphQLHandler,
  serveStatic: ReturnType<typeof createStaticFiles>,
  log: Logger,
  media: ReturnType<typeof createMediaHandler>,
  ordersExport: ReturnType<typeof createOrdersExport>,
  analytics: ReturnType<typeof createAnalyticsHandler>,
  { appEnv, statementTimeoutMs }: Pick<Config, 'appEnv' | 'statementTimeoutMs'>,
) {
  const pageHeaders = appHeaders(appEnv);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const pathname = (req.url ?? '/').split('?')[0];
    const api = pathname === GRAPHQL_PATH || isMediaPath(pathname) || pathname === ORDERS_EXPORT_PATH || isAnalyticsPath(pathname);
    setHeaders(res, api ? EVERY_RESPONSE_HEADERS : pageHeaders);
    const handled =
      pathname === GRAPHQL_PATH
        ? handleGraphQL(graphql, req, res, statementTimeoutMs)
        : isMediaPath(pathname)
          ? media(req, res, pathname)
          : pathname === ORDERS_EXPORT_PATH
            ? ordersExport(req, res)
            : isAnalyticsPath(pathname)
              ? withQueryBudget(statementTimeoutMs, () => analytics(req, res, pathname))
              : serveStatic(req, res, pathname);
    Promise.resolve(handled).catch((error: unknown) => {
      log.error(`${req.method} ${pathname} failed`, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
  };
}
