/**
 * The server's metrics in the Prometheus format (prom-client), on a listener of their own
 * (METRICS_PORT on METRICS_HOST, 127.0.0.1 by default), never on the public port
 * (docs/operations.md, "Metrics"). Every label comes from a fixed list or from the schema: a route
 * name, an HTTP method of a fixed few, a status code, a root field name (after validation, so one of the
 * schema's), an error code of a fixed few. Never a path, an id or an operation name a client chose.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ERROR_CODES } from '../graphql/appError';
import type { RequestLine } from '../log';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The error codes counted by name (docs/operations.md): the app's own and Yoga's request errors; any other is counted
 * as OTHER.
 */
const COUNTED_CODES = new Set<string>([
  ...ERROR_CODES,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
]);

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const SIGN_IN_OUTCOMES = [
  'signed_in',
  'wrong_credentials',
  'rate_limited',
  'refused',
  'invalid',
  'failed',
] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

export interface Metrics {
  /** One answered request (the request listener's log line). */
  request(line: RequestLine): void;
  /** One executed GraphQL operation: its root fields, how long it took. */
  operation(fields: readonly string[], seconds: number): void;
  /** The errors of one GraphQL response, by their `extensions.code`. */
  errors(codes: readonly unknown[]): void;
  /** One sign-in, by its outcome. */
  signIn(outcome: SignInOutcome): void;
  /** One refusal by a limit, by the limit's counter name (a name in the code, never a client's). */
  limitRefusal(rule: string): void;
  /** One database statement, by its verb (STATEMENT_VERBS or OTHER), and its time. */
  statement(verb: string, seconds: number): void;
  /** An export began (1) or ended (-1), whole or not. */
  exportRunning(change: 1 | -1): void;
  /** Web pushes dropped: more were waiting than PUSH_LIMITS.queueMax. */
  pushDropped(count: number): void;
  /**
   * A gauge of `name` (a name of the code's), read when scraped: a count the server holds (live sockets, waiting
   * pushes).
   */
  gauge(name: string, help: string, read: () => number): void;
  /** One guest menu answered: from a read of its own, or from one shared with other guests (running or kept). */
  guestMenu(source: 'database' | 'shared'): void;
  /** Rows the retention sweep deleted from `table` (one of the tables it trims, by its SQL name). */
  retentionDeleted(table: string, rows: number): void;
  /**
   * One retention sweep asked for, by its outcome (`swept`, `stopped`, `skipped`: another held the lock, `failed`),
   * and its time.
   */
  retentionSweep(outcome: string, seconds: number): void;
  /**
   * Reads that may go to the replica went to the primary (src/server/db/readDatabase.ts), by why: `down`, `lag`,
   * `not_standby`; once per change of state.
   */
  replicaFallback(reason: string): void;
  /** The metrics in the exposition format. */
  render(): Promise<{ contentType: string; body: string }>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Process and Node metrics: CPU, memory, handles, GC, and the event loop's lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'restoboard_http_requests_total',
    help: 'HTTP requests answered, by route, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'restoboard_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route.',
    labelNames: ['route'],
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const operations = new Histogram({
    name: 'restoboard_graphql_operation_duration_seconds',
    help: 'Time to execute a GraphQL operation, by each root field it ran.',
    labelNames: ['field'],
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'restoboard_graphql_errors_total',
    help: 'Errors in GraphQL responses, by extensions.code.',
    labelNames: ['code'],
    registers: [registry],
  });
  const signIns = new Counter({
    name: 'restoboard_sign_ins_total',
    help: 'Sign-ins, by outcome.',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const limitRefusals = new Counter({
    name: 'restoboard_limit_refusals_total',
    help: 'Attempts refused by a limit, by rule.',
    labelNames: ['rule'],
    registers: [registry],
  });
  const statements = new Histogram({
    name: 'restoboard_db_statement_duration_seconds',
    help: 'Time of a database statement, from its call to its rows (waiting for the embedded database included), by verb.',
    labelNames: ['verb'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const exportsRunning = new Gauge({
    name: 'restoboard_exports_running',
    help: 'CSV exports being written by this process.',
    registers: [registry],
  });
  const pushesDropped = new Counter({
    name: 'restoboard_push_dropped_total',
    help: 'Web pushes dropped because too many were waiting.',
    registers: [registry],
  });
  const guestMenus = new Counter({
    name: 'restoboard_guest_menus_total',
    help: "Guest menus answered, by where their rows came from: a read of their own (database) or another guest's (shared).",
    labelNames: ['source'],
    registers: [registry],
  });
  const retentionRows = new Counter({
    name: 'restoboard_retention_deleted_rows_total',
    help: 'Rows the retention sweep deleted, by table.',
    labelNames: ['table'],
    registers: [registry],
  });
  const retentionSweeps = new Counter({
    name: 'restoboard_retention_sweeps_total',
    help: 'Retention sweeps, by outcome: swept, stopped (by a stop), skipped (another held the lock), failed.',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const retentionSeconds = new Histogram({
    name: 'restoboard_retention_sweep_duration_seconds',
    help: 'Time of a retention sweep that ran (swept, stopped or failed), pauses between batches included.',
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
    registers: [registry],
  });
  const replicaFallbacks = new Counter({
    name: 'restoboard_replica_fallbacks_total',
    help: 'Times the reads that may go to the replica went to the primary instead, by reason: down, lag, not_standby.',
    labelNames: ['reason'],
    registers: [registry],
  });
  return {
    request(line) {
      const method = METHODS.has(line.method) ? line.method : 'OTHER';
      // A response cut off (the client went away, the stop cut it) is counted as such, never as the status it began
      // with.
      requests.inc({
        route: line.route,
        method,
        status: line.aborted || line.status === 0 ? 'aborted' : String(line.status),
      });
      requestSeconds.observe({ route: line.route }, line.durationMs / 1000);
    },
    operation(fields, seconds) {
      for (const field of fields) operations.observe({ field }, seconds);
    },
    errors(codes) {
      for (const code of codes)
        errors.inc({ code: typeof code === 'string' && COUNTED_CODES.has(code) ? code : 'OTHER' });
    },
    signIn(outcome) {
      signIns.inc({ outcome });
    },
    limitRefusal(rule) {
      limitRefusals.inc({ rule });
    },
    statement(verb, seconds) {
      statements.observe({ verb }, seconds);
    },
    exportRunning(change) {
      exportsRunning.inc(change);
    },
    pushDropped(count) {
      pushesDropped.inc(count);
    },
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
    guestMenu(source) {
      guestMenus.inc({ source });
    },
    retentionDeleted(table, rows) {
      retentionRows.inc({ table }, rows);
    },
    retentionSweep(outcome, seconds) {
      retentionSweeps.inc({ outcome });
      if (outcome !== 'skipped') retentionSeconds.observe(seconds);
    },
    replicaFallback(reason) {
      replicaFallbacks.inc({ reason });
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

export interface MetricsListener {
  /** e.g. `http://127.0.0.1:9464/metrics` */
  url: string;
  close(): Promise<void>;
}

/** Serves GET /metrics (and nothing else) on `host:port`; `port` 0 picks a free one. */
export async function listenForMetrics(metrics: Metrics, host: string, port: number): Promise<MetricsListener> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') return void res.writeHead(404).end();
    metrics.render().then(
      ({ contentType, body }) =>
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
