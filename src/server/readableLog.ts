/**
 * LOG_FORMAT=text (the default): pino's JSON lines turned into a line a person reads in a terminal,
 *   [restoboard] 21:40:01.123 INFO  POST graphql allMenus,_allMenusMeta 200 12.5 ms user=… id=…
 * with an error's stack on the lines after it. Errors and warnings go to stderr, the rest to stdout,
 * as the console logger before it did. (pino-pretty would do the same with a dozen packages more.)
 */
import type { DestinationStream } from 'pino';

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

type Entry = Record<string, unknown> & { level: number; time?: string; msg?: string; pid?: number };

function requestText(entry: Entry): string {
  const fields = Array.isArray(entry.fields) && entry.fields.length ? ` ${entry.fields.join(',')}` : '';
  const user = entry.userId ? ` user=${String(entry.userId)}` : '';
  const viewAs = entry.viewAsBy ? ` viewAsBy=${String(entry.viewAsBy)}` : '';
  const aborted = entry.aborted ? ' aborted' : '';
  return `${String(entry.method)} ${String(entry.route)}${fields} ${String(entry.status)} ${String(entry.durationMs)} ms${aborted}${user}${viewAs} id=${String(entry.requestId)}`;
}

const PARAMS_MARK = '\nparams:';

/** A failed query's text without its values (`\nparams: …` up to the stack's first frame). */
function withoutParams(text: string): string {
  const at = text.indexOf(PARAMS_MARK);
  if (at < 0) return text;
  const frame = text.indexOf('\n    at ', at);
  return text.slice(0, at) + (frame < 0 ? '' : text.slice(frame));
}

/** An error's stack (or message), never a query's params, then its causes the same way. */
function errorText(err: unknown, depth = 0): string {
  if (typeof err !== 'object' || err === null) return `\n${withoutParams(String(err))}`;
  const { stack, message, cause } = err as { stack?: string; message?: string; cause?: unknown };
  const text =
    typeof stack === 'string'
      ? stack
      : typeof message === 'string'
        ? message
        : JSON.stringify({ ...err, params: undefined });
  const causeText = cause !== undefined && depth < 5 ? `\nCaused by:${errorText(cause, depth + 1)}` : '';
  return `\n${withoutParams(text)}${causeText}`;
}

function detailText(detail: unknown): string {
  if (detail === undefined) return '';
  return ` ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`;
}

/** One pino entry as a readable line (with its newline). */
function readableLine(entry: Entry): string {
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : '';
  const level = LEVEL_NAMES[entry.level] ?? String(entry.level);
  const text =
    entry.msg === 'request' && entry.requestId
      ? requestText(entry)
      : `${entry.msg ?? ''}${detailText(entry.detail)}${entry.err ? errorText(entry.err) : ''}`;
  return `[restoboard] ${time} ${level} ${text}\n`;
}

/** A pino destination that writes readable lines to `destination`, or to stdout and stderr by level. */
export function readableLines(destination?: DestinationStream): DestinationStream {
  return {
    write(json: string) {
      const entry = JSON.parse(json) as Entry;
      const line = readableLine(entry);
      if (destination) destination.write(line);
      else if (entry.level >= 40) process.stderr.write(line);
      else process.stdout.write(line);
    },
  };
}
