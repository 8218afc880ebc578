/**
 * The server's logger: the one place it writes to the terminal. Built on pino: JSON lines with
 * LOG_FORMAT=json (one object a line, for a log collector), else a readable line each
 * (readableLog.ts). Callers keep the small `Logger` interface (a message and an optional detail);
 * the request listener adds one line per request (`request`), see docs/operations.md.
 */
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import { readableLines } from './readableLog';

export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const LOG_FORMATS = ['text', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  debug(message: string, detail?: unknown): void;
}

/**
 * What one request's line says. Only what is safe to keep: a fixed route name (never the path the
 * client chose), the schema's root field names, the user's id (never an email, token, password or PIN).
 */
export interface RequestLine {
  requestId: string;
  method: string;
  route: string;
  /** The GraphQL root fields the request ran (schema names, not aliases). */
  fields?: readonly string[];
  /** The status sent; 0 when the response ended before its headers were sent (see `aborted`). */
  status: number;
  durationMs: number;
  userId?: string;
  /** A super admin viewing the app as `userId` (viewAs/). */
  viewAsBy?: string;
  /** The response ended before all of it was sent (the client went away, or the stop cut it off). */
  aborted?: boolean;
}

export interface ServerLogger extends Logger {
  /** One line per request: at `info`, or `debug` for what is not worth a line each (the probes). */
  request(line: RequestLine, level: 'info' | 'debug'): void;
  /** Said whatever LOG_LEVEL, at info: the start-up line a supervisor or a test waits for, the stop. */
  announce(message: string): void;
}

export interface LogOptions {
  format?: LogFormat;
  /** Where the lines go (tests pass a stream of their own); default stdout. */
  destination?: DestinationStream;
}

const PARAMS_MARK = '\nparams:';
const MAX_CAUSES = 5;

/**
 * A text without the values of a failed query: drizzle-orm's `DrizzleQueryError` says
 * `Failed query: <sql>\nparams: <values>` (emails, password hashes). Cut at `\nparams:`; in a
 * stack the values run to its first frame, which is kept.
 */
export function withoutParams(text: string): string {
  const at = text.indexOf(PARAMS_MARK);
  if (at < 0) return text;
  const frame = text.indexOf('\n    at ', at);
  return text.slice(0, at) + (frame < 0 ? '' : text.slice(frame));
}

/**
 * An error as a log line keeps it: pino's serializer (type, message, stack, own fields) without a
 * query's `params`, its message and stack cut at `\nparams:`, a database error's `detail` (it quotes
 * the row) left out, and each `cause` the same way.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (typeof err !== 'object' || err === null) return typeof err === 'string' ? withoutParams(err) : err;
  const serialized = {
    ...(err instanceof Error ? pino.stdSerializers.err(err) : (err as Record<string, unknown>)),
  } as Record<string, unknown>;
  delete serialized.params;
  // A database error's detail quotes values: "Failing row contains (…)", "Key (email)=(…) already exists".
  if (typeof serialized.detail === 'string' && typeof serialized.severity === 'string')
    serialized.detail = '[values not logged]';
  if (typeof serialized.message === 'string') serialized.message = withoutParams(serialized.message);
  if (typeof serialized.stack === 'string') serialized.stack = withoutParams(serialized.stack);
  const cause = err instanceof Error ? err.cause : serialized.cause;
  if (cause === undefined) delete serialized.cause;
  else serialized.cause = depth < MAX_CAUSES ? serializeError(cause, depth + 1) : '[cause]';
  return serialized;
}

/** A detail as pino keeps it: an error under `err` (message, stack, cause), anything else under `detail`. */
function fieldsOf(detail: unknown): Record<string, unknown> {
  if (detail === undefined) return {};
  return detail instanceof Error ? { err: detail } : { detail };
}

export function createLogger(level: LogLevel, { format = 'text', destination }: LogOptions = {}): ServerLogger {
  const out: DestinationStream =
    format === 'json' ? (destination ?? pino.destination({ dest: 1, sync: true })) : readableLines(destination);
  const options = {
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError },
  };
  const logger: Pino = pino({ ...options, level }, out);
  const announcer: Pino = pino({ ...options, level: 'info' }, out);
  const at = (name: 'error' | 'warn' | 'info' | 'debug') => (message: string, detail?: unknown) => {
    if (logger.isLevelEnabled(name)) logger[name](fieldsOf(detail), message);
  };
  return {
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    request(line, lineLevel) {
      if (!logger.isLevelEnabled(lineLevel)) return;
      logger[lineLevel]({ ...line, durationMs: Math.round(line.durationMs * 10) / 10 }, 'request');
    },
    announce: (message) => announcer.info(message),
  };
}
