/**
 * The probes a load balancer or an orchestrator asks (docs/operations.md): GET /healthz, liveness,
 * answers 200 while the process answers at all and touches nothing; GET /readyz, readiness, 200 when
 * every check passes, else 503 naming the failed checks, and 503 from the moment a stop begins.
 * Unauthenticated, never rate-limited, never cached; their log lines are at debug only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { methodNotAllowed } from './jsonError';

export const PROBE_ROUTES = { '/healthz': 'healthz', '/readyz': 'readyz' } as const;
export type ProbePath = keyof typeof PROBE_ROUTES;

export const isProbePath = (pathname: string): pathname is ProbePath => Object.hasOwn(PROBE_ROUTES, pathname);

/** What readiness knows: each check's result (`ok` or why not). */
export type ReadinessResults = Readonly<Record<string, string>>;

function answer(req: IncomingMessage, res: ServerResponse, status: number, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

export function createProbes({
  readiness,
  stopping,
}: {
  readiness: () => Promise<ReadinessResults>;
  stopping: () => boolean;
}) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: ProbePath): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET, HEAD');
    if (pathname === '/healthz') return answer(req, res, 200, { status: 'ok' });
    if (stopping()) return answer(req, res, 503, { status: 'stopping' });
    const checks = await readiness();
    // A stop that began while the checks ran wins: the balancer must stop sending here.
    if (stopping()) return answer(req, res, 503, { status: 'stopping' });
    const failed = Object.keys(checks).filter((name) => checks[name] !== 'ok');
    if (failed.length) return answer(req, res, 503, { status: 'unready', failed, checks });
    answer(req, res, 200, { status: 'ready', checks });
  };
}
