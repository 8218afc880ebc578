/**
 * Malforms a JSON value that has no GraphQL type to go by (a Cube query): picks any place in it,
 * the root included, and puts there another kind of value, null, nothing, one of `extra` (values
 * that mean something in that format), or generic junk (long text, lone surrogates, NaN-like
 * text, bad dates, deep nesting, a long list).
 */
import {
  BAD_DATES,
  hugeString,
  nested,
  NAN_LIKE,
  NASTY_TEXT,
  otherKind,
  withLoneSurrogate,
  withNul,
} from './junkValues';
import type { Random } from './random';

type Container = Record<string, unknown> | unknown[];

interface Place {
  container: Container | undefined;
  key: string | number;
  path: string;
}

function placesIn(value: unknown, path: string, out: Place[]): void {
  if (Array.isArray(value)) {
    value.forEach((element, i) => {
      out.push({ container: value, key: i, path: `${path}[${i}]` });
      placesIn(element, `${path}[${i}]`, out);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, element] of Object.entries(value)) {
      out.push({ container: value as Record<string, unknown>, key, path: `${path}.${key}` });
      placesIn(element, `${path}.${key}`, out);
    }
  }
}

const JUNK: ((random: Random, current: unknown) => { value?: unknown; remove?: true; note: string })[] = [
  () => ({ value: null, note: 'null' }),
  () => ({ remove: true, note: 'left out' }),
  (r, current) => ({ value: otherKind(r, current), note: 'another kind of value' }),
  (r) => ({ value: hugeString(r), note: 'long text' }),
  (r, current) => ({
    value: withLoneSurrogate(r, typeof current === 'string' ? current : 'x'),
    note: 'a lone surrogate',
  }),
  (r, current) => ({ value: withNul(r, typeof current === 'string' ? current : 'x'), note: 'U+0000 in the text' }),
  (r) => ({ value: r.pick([...NAN_LIKE, ...NASTY_TEXT]), note: 'NaN-like or nasty text' }),
  (r) => ({ value: r.pick(BAD_DATES), note: 'a bad date' }),
  (r, current) => {
    const depth = r.pick([5, 50, 500]);
    return { value: nested(r, current ?? 1, depth), note: `nested ${depth} deep` };
  },
  (r, current) => {
    const length = r.pick([11, 101, 1001, 5000]);
    // Of the value itself only when it is one (a shared object would grow with every later change to it).
    const element = typeof current !== 'object' && current !== undefined ? current : 'x';
    return { value: Array.from({ length }, () => element), note: `a list of ${length}` };
  },
  (r) => ({ value: r.pick([-1, 0, 1e308, 2 ** 53 + 1, 1.5, -0]), note: 'an edge number' }),
];

/** Malforms `root` (changing it in place where it can); answers the new root and what was done. */
export function malformJson(
  random: Random,
  root: unknown,
  extra: readonly unknown[] = [],
): { value: unknown; note: string } {
  const places: Place[] = [{ container: undefined, key: '', path: '(the whole)' }];
  placesIn(root, '', places);
  const place = random.pick(places);
  const current = place.container ? (place.container as Record<string | number, unknown>)[place.key] : root;
  const outcome =
    extra.length > 0 && random.chance(0.35)
      ? { value: random.pick(extra), note: 'a value of the format in the wrong place' }
      : random.pick(JUNK)(random, current);
  const note = `${place.path || '(the whole)'}: ${outcome.note}`;
  if (!place.container) return { value: outcome.remove ? undefined : outcome.value, note };
  if (outcome.remove) {
    if (Array.isArray(place.container)) place.container.splice(place.key as number, 1);
    else delete place.container[place.key as string];
  } else (place.container as Record<string | number, unknown>)[place.key] = outcome.value;
  return { value: root, note };
}
