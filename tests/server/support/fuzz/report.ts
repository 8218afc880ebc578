/** How a failed call is told: enough to replay it (seed, part, index, actor, the call) and the answer, kept short. */
import type { Answer, FuzzCall } from './calls';

/** A JSON value with long text, long lists and deep nesting cut down to what a reader can use. */
export function abridged(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > 120 ? `${value.slice(0, 60)}…(${value.length} characters)` : value;
  if (Array.isArray(value)) {
    if (depth > 6) return `…(a list nested ${depth} deep)`;
    const shown = value.slice(0, 5).map((v) => abridged(v, depth + 1));
    return value.length > 5 ? [...shown, `…(${value.length} items)`] : shown;
  }
  if (typeof value === 'object' && value !== null) {
    if (depth > 6) return `…(an object nested ${depth} deep)`;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, abridged(v, depth + 1)]));
  }
  return value;
}

const shortText = (text: string, max = 600) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length} characters)` : text;

function body(call: FuzzCall): string {
  if (call.kind === 'socket') {
    const frames = [...(call.init === undefined ? [] : [call.init]), ...call.frames];
    return frames
      .map((f) => `  frame: ${typeof f === 'string' ? shortText(f, 300) : `(${f.length} binary bytes)`}`)
      .join('\n');
  }
  if (call.graphql)
    return `  query: ${shortText(call.graphql.query, 400)}\n  variables: ${JSON.stringify(abridged(call.graphql.variables))}`;
  if (call.body === undefined) return '  (no body)';
  const text = typeof call.body === 'string' ? call.body : call.body.toString('latin1');
  return `  body (${Buffer.byteLength(call.body)} bytes): ${JSON.stringify(shortText(text, 300))}`;
}

function answerText(answer: Answer): string {
  if (answer.kind === 'http') return `${answer.status} ${answer.contentType} ${shortText(answer.text)}`;
  const opened = answer.refusedStatus === undefined ? '' : `upgrade refused ${answer.refusedStatus}; `;
  return `${opened}closed ${answer.closeCode} ${JSON.stringify(answer.closeReason)}; received ${shortText(JSON.stringify(answer.received))}`;
}

export function describeFailure(where: string, call: FuzzCall, answer: Answer, problems: readonly string[]): string {
  const request =
    call.kind === 'http'
      ? `  ${call.method} ${shortText(call.path, 200)} ${JSON.stringify(abridged(call.headers))}`
      : `  socket, protocol ${call.protocol ?? '(none)'}`;
  return [
    `${where} ${call.target} as ${call.actor}: ${problems.join('; ')}`,
    `  what: ${call.notes.join(' | ')}`,
    request,
    body(call),
    `  answer: ${answerText(answer)}`,
  ].join('\n');
}
