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

/** A detail as pino keeps it: an error under `err` (message, stack, cause), anything else under `detail`. */
function fieldsOf(detail: unknown): Record<string, unknown> {
  if (detail === undefined) return {};
  return detail instanceof Error ? { err: detail } : { detail };
}

export function createLogger(level: LogLevel, { format = 'text', destination }: LogOptions = {}): ServerLogger {
  const out: DestinationStream =
    format === 'json' ? (destination ?? pino.destination({ dest: 1, sync: true })) : readableLines(destination);
  const options = { base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime };
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
