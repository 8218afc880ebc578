/** A leveled console logger: the one place the server writes to the terminal. */

export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  debug(message: string, detail?: unknown): void;
}

export function createLogger(level: LogLevel): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const at =
    (name: Exclude<LogLevel, 'silent'>, write: (...args: unknown[]) => void) =>
    (message: string, detail?: unknown) => {
      if (LOG_LEVELS.indexOf(name) > threshold) return;
      if (detail === undefined) write(`[restoboard] ${message}`);
      else write(`[restoboard] ${message}`, detail);
    };
  return {
    error: at('error', console.error),
    warn: at('warn', console.warn),
    info: at('info', console.log),
    debug: at('debug', console.debug),
  };
}
