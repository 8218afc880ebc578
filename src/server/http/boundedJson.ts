/**
 * JSON from clients, bounded in nesting before it is parsed. Whatever walks a parsed value (graphql's
 * coercion of variables, the well-formed text check, analytics filters) recurses once per level, and a
 * 1 MB body can nest 500,000 levels deep: a stack overflow (an internal error) after a second of CPU.
 * No request of the app nests beyond a handful of levels.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether arrays and objects nest deeper than `max` anywhere in the text, counting brackets outside
 * strings. Bytes and UTF-16 units alike: no byte of a multi-byte UTF-8 character is below 0x80, so
 * none is taken for a bracket or a quote. Text that is no JSON is scanned all the same (its parser
 * refuses it next).
 */
export function nestsDeeperThan(text: string | Uint8Array, max: number = MAX_JSON_DEPTH): boolean {
  const at = typeof text === 'string' ? (i: number) => text.charCodeAt(i) : (i: number) => text[i];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = at(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; reason: 'tooDeep' | 'invalid' };

/** Parses JSON text that nests at most `max` levels. */
export function parseBoundedJson(text: string | Uint8Array, max: number = MAX_JSON_DEPTH): ParsedJson {
  if (nestsDeeperThan(text, max)) return { ok: false, reason: 'tooDeep' };
  try {
    return {
      ok: true,
      value: JSON.parse(
        typeof text === 'string' ? text : Buffer.from(text.buffer, text.byteOffset, text.byteLength).toString('utf8'),
      ),
    };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
