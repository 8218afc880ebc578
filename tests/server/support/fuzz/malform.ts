/**
 * Makes a plausible set of arguments malformed: picks a place in it (an argument, a field of an
 * input object at any depth, an element of a list) and puts there what does not belong, by the
 * place's GraphQL type: another kind of value, null, nothing, text over every limit, lone
 * surrogates, ids of nothing or of another table or restaurant, numbers out of range, NaN-like
 * text, nesting, unknown fields, arrays for objects, oversized lists.
 */
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
} from 'graphql';
import {
  BAD_DATES,
  BAD_FLOATS,
  BAD_IDS,
  BAD_INTS,
  HUGE_LIST_LENGTHS,
  hugeString,
  NAN_LIKE,
  NASTY_TEXT,
  nested,
  otherKind,
  withLoneSurrogate,
  withNul,
} from './junkValues';
import { plausibleValue, type ValueContext } from './plausible';

type Container = Record<string, unknown> | unknown[];

/** An argument of a field (or anything shaped like one: the export's `filter`). */
export interface ArgumentDef {
  name: string;
  type: GraphQLInputType;
}

interface Place {
  container: Container;
  key: string | number;
  type: GraphQLInputType;
  /** The argument or field name the value belongs to (a list element: its list's). */
  name: string;
  /** Where it is, for the report: `data.optionGroups[0].name`. */
  path: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function placesIn(value: unknown, type: GraphQLInputType, name: string, path: string, out: Place[]): void {
  const nullable = getNullableType(type);
  if (isListType(nullable) && Array.isArray(value)) {
    value.forEach((element, i) => {
      out.push({ container: value, key: i, type: nullable.ofType, name, path: `${path}[${i}]` });
      placesIn(element, nullable.ofType, name, `${path}[${i}]`, out);
    });
  } else if (isInputObjectType(nullable) && isPlainObject(value)) {
    for (const field of Object.values(nullable.getFields())) {
      out.push({
        container: value,
        key: field.name,
        type: field.type,
        name: field.name,
        path: `${path}.${field.name}`,
      });
      placesIn(value[field.name], field.type, field.name, `${path}.${field.name}`, out);
    }
  }
}

export function placesOf(args: Record<string, unknown>, argDefs: readonly ArgumentDef[]): Place[] {
  const out: Place[] = [];
  for (const arg of argDefs) {
    out.push({ container: args, key: arg.name, type: arg.type, name: arg.name, path: arg.name });
    placesIn(args[arg.name], arg.type, arg.name, arg.name, out);
  }
  return out;
}

type Malformation = (
  context: ValueContext,
  place: Place,
  current: unknown,
) => { value?: unknown; remove?: true; note: string };

const text = (value: unknown) => (typeof value === 'string' ? value : 'Fuzz text');

const ANY: Malformation[] = [
  () => ({ value: null, note: 'null' }),
  () => ({ remove: true, note: 'left out' }),
  (c, _p, current) => ({ value: otherKind(c.random, current), note: 'another kind of value' }),
  (c, _p, current) => {
    const depth = c.random.pick([3, 30, 300]);
    return { value: nested(c.random, current ?? 'x', depth), note: `nested ${depth} deep` };
  },
  (_c, _p, current) => ({ value: [current, structuredClone(current)], note: 'a list where one value goes' }),
];

/** Text that is wrong for its place but still text (the schema lets it through as a String or an ID). */
const TEXT: Malformation[] = [
  (c) => {
    const value = hugeString(c.random);
    return { value, note: `text of ${value.length} characters` };
  },
  (c, _p, current) => ({ value: withLoneSurrogate(c.random, text(current)), note: 'a lone surrogate' }),
  (c, _p, current) => ({ value: withNul(c.random, text(current)), note: 'U+0000 in the text' }),
  (c) => {
    const value = c.random.pick(NASTY_TEXT);
    return { value, note: `text ${JSON.stringify(value)}` };
  },
  (c) => {
    const value = c.random.pick(NAN_LIKE);
    return { value, note: `NaN-like text ${JSON.stringify(value)}` };
  },
  (c) => {
    const value = c.random.pick(BAD_DATES);
    return { value, note: `date ${JSON.stringify(value)}` };
  },
];

const STRING: Malformation[] = [...TEXT, (c) => ({ value: c.random.int(1000), note: 'a number for text' })];

/** Ids that are text, of nothing or of the wrong row. */
const ID_TEXT: Malformation[] = [
  (c) => {
    const value = c.random.pick(BAD_IDS);
    return { value, note: `id ${JSON.stringify(value)}` };
  },
  (c) => ({ value: c.random.uuid(), note: 'the id of nothing' }),
  (c) => ({ value: c.random.uuid().toUpperCase(), note: 'an upper-case uuid' }),
  (c, place) => ({
    value: c.ids.foreignId(c.random, place.name, c.ownTable),
    note: 'the id of a row of another table',
  }),
  (c, place) => ({
    value: c.ids.idFor(c.random, place.name, c.ownTable),
    note: 'another real id (maybe another restaurant’s)',
  }),
];

const ID: Malformation[] = [
  ...ID_TEXT,
  ...TEXT,
  (c) => ({ value: c.random.pick([1, 0, -1, 1e20]), note: 'a number for an id' }),
];

const INT: Malformation[] = [
  (c) => {
    const value = c.random.pick(BAD_INTS);
    return { value, note: `number ${value}` };
  },
  (c) => {
    const value = c.random.pick(NAN_LIKE);
    return { value, note: `NaN-like text ${JSON.stringify(value)}` };
  },
];

const FLOAT: Malformation[] = [
  (c) => {
    const value = c.random.pick(BAD_FLOATS);
    return { value, note: `number ${value}` };
  },
  (c) => ({ value: -c.random.int(1_000_000) / 100, note: 'a negative number' }),
  ...INT,
];

const BOOLEAN: Malformation[] = [
  (c) => ({ value: c.random.pick(['true', 'false', 1, 0, 'yes']), note: 'text or number for a boolean' }),
];

const ENUM: Malformation[] = [
  (c, place) => {
    const named = getNamedType(place.type);
    const value = isEnumType(named) ? c.random.pick(named.getValues()).name.toLowerCase() : 'x';
    return { value, note: `enum value ${value}` };
  },
  (c) => ({ value: c.random.pick(['NOPE', '', 1, 'HOUR ']), note: 'an unknown enum value' }),
];

const LIST: Malformation[] = [
  (c, place) => {
    const length = c.random.pick(HUGE_LIST_LENGTHS);
    const element = getNullableType(place.type);
    const ofType = isListType(element) ? element.ofType : place.type;
    const one = plausibleValue(c, ofType, place.name.replace(/s$/, ''), 2);
    const value = Array.from({ length }, (_, i) =>
      c.random.chance(0.5)
        ? structuredClone(one)
        : plausibleValue(c, ofType, place.name.replace(/s$/, ''), 2 + (i % 2)),
    );
    return { value, note: `a list of ${length}` };
  },
  (_c, _p, current) => ({ value: Array.isArray(current) ? [...current, null] : [null], note: 'a null element' }),
  (_c, _p, current) => ({ value: Array.isArray(current) ? [current] : [[current]], note: 'a list in a list' }),
  (_c, _p, current) => ({
    value: { 0: Array.isArray(current) ? current[0] : current },
    note: 'an object where a list goes',
  }),
];

const INPUT_OBJECT: Malformation[] = [
  (c, _p, current) => ({
    value: {
      ...(isPlainObject(current) ? current : {}),
      [c.random.pick(['nope', '__proto__', 'constructor', 'id', 'password_hash', 'restaurant_id'])]: 'x',
    },
    note: 'an unknown field',
  }),
  (_c, _p, current) => ({ value: [current ?? {}], note: 'a list where an object goes' }),
  () => ({ value: {}, note: 'an empty object' }),
  (c, _p, current) => {
    const depth = c.random.pick([10, 100, 1000]);
    return {
      value: { ...(isPlainObject(current) ? current : {}), extra: nested(c.random, 1, depth) },
      note: `an unknown field nested ${depth} deep`,
    };
  },
];

/**
 * Values the schema lets through (any text for a String or an ID, numbers in range), so that the server's own checks
 * meet them.
 */
const SCHEMA_VALID: Record<string, Malformation[]> = {
  ID: [...ID_TEXT, ...TEXT],
  String: TEXT,
  Float: [
    (c) => ({
      value: c.random.pick([1e308, -1e308, 1e15, -1, 0.001, 999999999999.999, 5e-324]),
      note: 'a number out of every range',
    }),
  ],
  Int: [(c) => ({ value: c.random.pick([2147483647, -2147483648, -1, 0, 100000]), note: 'an integer at the edge' })],
};

function malformationsFor(place: Place): Malformation[] {
  const nullable = getNullableType(place.type);
  if (isListType(nullable)) return [...ANY, ...LIST];
  if (isInputObjectType(nullable)) return [...ANY, ...INPUT_OBJECT];
  if (isEnumType(nullable)) return [...ANY, ...ENUM];
  const byScalar: Record<string, Malformation[]> = { ID, Int: INT, Float: FLOAT, Boolean: BOOLEAN, String: STRING };
  const valid = SCHEMA_VALID[nullable.name] ?? [];
  return [...ANY, ...(byScalar[nullable.name] ?? STRING), ...valid, ...valid];
}

/** Malforms one place of `args` in place; answers what it did, for the report. */
export function malformOnce(
  context: ValueContext,
  args: Record<string, unknown>,
  argDefs: readonly ArgumentDef[],
): string | undefined {
  const places = placesOf(args, argDefs);
  if (places.length === 0) return undefined;
  // Deeper places are many; the arguments themselves get a fair share too.
  const place = context.random.chance(0.3)
    ? context.random.pick(places.filter((p) => p.container === args))
    : context.random.pick(places);
  const current = (place.container as Record<string | number, unknown>)[place.key];
  const outcome = context.random.pick(malformationsFor(place))(context, place, current);
  if (outcome.remove) {
    if (Array.isArray(place.container)) place.container.splice(place.key as number, 1);
    else delete place.container[place.key as string];
  } else (place.container as Record<string | number, unknown>)[place.key] = outcome.value;
  const required = isNonNullType(place.type) ? ' (required)' : '';
  return `${place.path}${required}: ${outcome.note}`;
}
