/**
 * Values that are wrong for their place, by kind: what a careless, old or hostile client sends.
 * Each list is tried as a whole by the generators; none of them may make the server fail.
 */
import type { Random } from './random';

export const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];

/** Text a database or a template could take for something else. */
export const NASTY_TEXT = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  '\uFEFF',
  '😀'.repeat(30),
  '%',
  '_',
  '\\',
  "'",
  '"',
  "Robert'); DROP TABLE users;--",
  "' or 1=1 --",
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '../../etc/passwd',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '\u0085\u2028\u2029',
  'İıſK',
];

export const NAN_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e5',
  '1e999',
  '0x1A',
  ' 12 ',
  '12abc',
  '١٢',
  '1,5',
  '--1',
  '+1',
  '.',
  '-',
  '0.1.2',
  '9'.repeat(40),
];

export const BAD_DATES = [
  '2026-02-30',
  '2026-13-01',
  '2026-01-01T25:61:00Z',
  '0000-01-01',
  '99999-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '1969-12-31T23:59:59.999Z',
  'yesterday',
  'last 7 days',
  'today',
  '1700000000',
  '2026-05-01T12:00:00+99:00',
  '2026-05-01 12:00',
  '2026-W01',
  'infinity',
  '-infinity',
  'epoch',
  'allballs',
];

export const BAD_INTS = [
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1.5,
  -0.5,
  1e21,
  -1,
  0,
  2147483647,
  -2147483648,
  1e300,
];
export const BAD_FLOATS = [
  1e308,
  -1e308,
  5e-324,
  -0,
  1e15,
  1e12,
  999999999999.999,
  1000000000000,
  -1,
  0.001,
  0.005,
  123.456789,
  2 ** 53,
  -(2 ** 53),
];

/** Ids that are no uuid, or no row's: the table of `IdPool` adds real ids of other tables and restaurants. */
export const BAD_IDS = [
  '',
  'abc',
  '1',
  '-1',
  '0',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000001-0000-4000-8000-00000000000G',
  '00000001-0000-4000-8000-0000000000001',
  '{00000001-0000-4000-8000-000000000001}',
  '00000001000040008000000000000001',
  '00000001-0000-4000-8000-000000000001 ',
  "00000001-0000-4000-8000-000000000001' or '1'='1",
  'urn:uuid:00000001-0000-4000-8000-000000000001',
];

/** Lengths over every text limit (names 100, descriptions 1000, filters 100), up to a large body. */
export const HUGE_LENGTHS = [101, 255, 1001, 4097, 65_537, 300_000];

/** Lengths over every list limit (ids 1,000, bulk 100, child rows 500). */
export const HUGE_LIST_LENGTHS = [101, 501, 1001, 2500];

/** A value of another JSON kind than `value`. */
export function otherKind(random: Random, value: unknown): unknown {
  const kinds: unknown[] = ['text', 42, -7.25, true, false, {}, [], { a: 1 }, [1, 'two', null]];
  const kindOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
  return random.pick(kinds.filter((k) => kindOf(k) !== kindOf(value)));
}

/** `value` wrapped `depth` times in lists or objects. */
export function nested(random: Random, value: unknown, depth: number): unknown {
  const asList = random.chance(0.5);
  let out = value;
  for (let i = 0; i < depth; i += 1) out = asList ? [out] : { a: out };
  return out;
}

export function hugeString(random: Random): string {
  const length = random.pick(HUGE_LENGTHS);
  const unit = random.pick(['x', 'é', '😀', 'a ', '\u0000']);
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** `text` with U+0000 in it: well-formed Unicode that no PostgreSQL text can hold. */
export function withNul(random: Random, text: string): string {
  const at = random.int(text.length + 1);
  return `${text.slice(0, at)}\u0000${text.slice(at)}`;
}

export function withLoneSurrogate(random: Random, text: string): string {
  const at = random.int(text.length + 1);
  return `${text.slice(0, at)}${random.pick(LONE_SURROGATES)}${text.slice(at)}`;
}
