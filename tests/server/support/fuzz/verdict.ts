/**
 * What no answer may be: a 5xx; an internal error (extensions.code INTERNAL_SERVER_ERROR, yoga's
 * masked "Unexpected error." or our "Something went wrong", in either language); a stack trace or
 * a database message; a socket closed as a server error (1011, graphql-ws's 4500).
 */
import { translate } from '../../../../src/domain';
import type { Answer } from './calls';

const INTERNAL_MARKERS = [
  'INTERNAL_SERVER_ERROR',
  'Unexpected error',
  'Internal server error',
  translate('en', 'errors.somethingWrong'),
  translate('id', 'errors.somethingWrong'),
];

/** What a database or a runtime says, never a client. */
const LEAK_MARKERS = [
  /\n\s+at .+:\d+:\d+/,
  /node_modules/,
  /violates .+ constraint/,
  /syntax error at or near/,
  /invalid input syntax for/,
  /out of range for type/,
  /duplicate key value/,
  /relation "\w+"/,
];

const SERVER_ERROR_CLOSE_CODES = [1011, 4500];

export function problemsOf(answer: Answer): string[] {
  const problems: string[] = [];
  const text = answer.kind === 'http' ? answer.text : [answer.closeReason, ...answer.received].join('\n');
  if (answer.kind === 'http' && answer.status >= 500) problems.push(`HTTP ${answer.status}`);
  if (answer.kind === 'socket' && SERVER_ERROR_CLOSE_CODES.includes(answer.closeCode))
    problems.push(`socket closed ${answer.closeCode}`);
  if (answer.kind === 'socket' && answer.refusedStatus !== undefined && answer.refusedStatus >= 500)
    problems.push(`upgrade answered ${answer.refusedStatus}`);
  for (const marker of INTERNAL_MARKERS) if (text.includes(marker)) problems.push(`internal error (${marker})`);
  for (const marker of LEAK_MARKERS) if (marker.test(text)) problems.push(`leak (${marker.source})`);
  return problems;
}

/** Whether the server refused the call (then it must have written nothing). A socket never writes. */
export function refused(answer: Answer): boolean {
  if (answer.kind === 'socket') return true;
  if (answer.status >= 300) return true;
  if (!answer.contentType.includes('json')) return false;
  try {
    const body = JSON.parse(answer.text) as { errors?: unknown[] } | unknown[];
    return Array.isArray(body)
      ? body.some((b) => Array.isArray((b as { errors?: unknown[] })?.errors))
      : Array.isArray(body?.errors) && body.errors.length > 0;
  } catch {
    return true;
  }
}

/**
 * Whether a GraphQL answer came from its operation's resolver (data, or an error on the operation's path) rather than
 * from the checks before it.
 */
export function reachedResolver(answer: Answer): boolean {
  if (answer.kind !== 'http' || !answer.contentType.includes('json')) return false;
  try {
    const body = JSON.parse(answer.text) as { data?: Record<string, unknown> | null; errors?: { path?: unknown[] }[] };
    // Data (even `{ field: null }`) is there only once execution began; an error with a path came from the field
    // itself.
    return (
      (body.data !== undefined && body.data !== null) || (body.errors ?? []).some((error) => Array.isArray(error.path))
    );
  } catch {
    return false;
  }
}
