/**
 * Values the generated tests write: TypeScript expressions of a valid value of each field (`n`
 * makes texts differ), of a change, and of a value that breaks a rule whose message names its field.
 */
import type { FieldSpec, TextFormat } from './fields';

/** A template literal of `text` followed by `${n}`. */
const numbered = (text: string) => `\`${text.replace(/[\\`$]/g, (c) => `\\${c}`)}\${n}\``;

const FORMATTED: Record<TextFormat, [string, string]> = {
  phone: ['`+62 812 555 ${1000 + n}`', '`+62 813 555 ${1000 + n}`'],
  email: ['`guest${n}@example.com`', '`changed${n}@example.com`'],
  url: ['`https://example.com/${n}`', '`https://example.com/changed/${n}`'],
};

/** A number within the field's bounds: its min, else 1 (1.5 when not whole), at most its max. */
function numberOf(field: FieldSpec): number {
  const value = field.min ?? (field.kind === 'integer' ? 1 : 1.5);
  return field.max !== undefined && value > field.max ? field.max : value;
}

const changedText = (field: FieldSpec) => numbered((field.max ?? 100) < 16 ? 'C' : 'Changed ');

const isNumber = (field: FieldSpec) => field.kind === 'integer' || field.kind === 'number';

/**
 * The moment a generated file's samples take (`WHEN`): a week ahead of the clock the suite runs on, at 19:30 UTC,
 * read once as the file loads, so a rule of time ("not in the past") holds whenever the suite runs.
 */
export const WHEN_DECLARATION =
  "/** A week ahead of the suite's clock, at 19:30 UTC: what a moment's samples take. */\nconst WHEN = `${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T19:30:00.000Z`;\n";

/** The declaration of WHEN, for a file whose samples include a moment; nothing for another. */
export const whenDeclaredFor = (fields: readonly FieldSpec[]) =>
  fields.some((field) => field.kind === 'dateTime') ? `\n${WHEN_DECLARATION}` : '';

/** A valid value of the field. */
export function sampleOf(field: FieldSpec): string {
  switch (field.kind) {
    case 'text': {
      if (field.format) return FORMATTED[field.format][0];
      const room = (field.max ?? 100) - 8;
      return numbered(room > 0 ? `${field.label.en.slice(0, room).trimEnd()} ` : '');
    }
    case 'integer':
    case 'number':
      return String(numberOf(field));
    case 'boolean':
      return 'true';
    case 'dateTime':
      return 'WHEN';
    case 'enum':
      return `'${field.values?.[0]?.value}'`;
  }
}

/**
 * The field an update changes and its new value: a one-line text, else a number, an enum, a switch, a formatted or long
 * text.
 */
export function changeOf(fields: readonly FieldSpec[]): { field: FieldSpec; value: string } {
  const text = fields.find((field) => field.kind === 'text' && !field.format && !field.multiline);
  if (text) return { field: text, value: changedText(text) };
  const number = fields.find((field) => isNumber(field) && (field.min === undefined || field.min !== field.max));
  if (number)
    return {
      field: number,
      value: String(numberOf(number) + 1 <= (number.max ?? Infinity) ? numberOf(number) + 1 : numberOf(number) - 1),
    };
  const choice = fields.find((field) => field.kind === 'enum' && (field.values?.length ?? 0) > 1);
  if (choice) return { field: choice, value: `'${choice.values?.[1]?.value}'` };
  const toggle = fields.find((field) => field.kind === 'boolean');
  if (toggle) return { field: toggle, value: 'false' };
  const formatted = fields.find((field) => field.format);
  if (formatted?.format) return { field: formatted, value: FORMATTED[formatted.format][1] };
  const long = fields.find((field) => field.kind === 'text');
  if (long) return { field: long, value: changedText(long) };
  throw new Error(
    'Give at least one field the tests can change: a text, a number with room, an enum of two values or a boolean.',
  );
}

/**
 * A value the field's rules refuse with a message naming it (`Minimum value for Party size is 1`), and that message's
 * key and bound.
 */
export function breachOf(
  fields: readonly FieldSpec[],
): { field: FieldSpec; value: string; key: string; val?: number } | undefined {
  const bounded = fields.find((field) => isNumber(field) && (field.min !== undefined || field.max !== undefined));
  if (bounded?.min !== undefined)
    return { field: bounded, value: String(bounded.min - 1), key: 'minValue', val: bounded.min };
  if (bounded?.max !== undefined)
    return { field: bounded, value: String(bounded.max + 1), key: 'maxValue', val: bounded.max };
  const choice = fields.find((field) => field.kind === 'enum');
  if (choice) return { field: choice, value: "'NONE_OF_THESE_VALUES'", key: 'unknownValue' };
  const formatted = fields.find((field) => field.format);
  if (formatted) return { field: formatted, value: "'not valid'", key: 'invalid' };
  return undefined;
}

/**
 * `{ a: …, b: … }` of the fields' valid values, after `first` (`restaurantId`, a variable of that name); a line each
 * when long.
 */
export function sampleObject(fields: readonly FieldSpec[], first: readonly string[] = [], indent = ''): string {
  const entries = [...first, ...fields.map((field) => `${field.name}: ${sampleOf(field)}`)];
  const short = `{ ${entries.join(', ')} }`;
  return short.length <= 120 ? short : `{\n${entries.map((entry) => `${indent}  ${entry},`).join('\n')}\n${indent}}`;
}

/** An arrow's parameter `n`, underscored when its body does not use it. */
export const param = (body: string) => (body.includes('${n') ? 'n' : '_n');
