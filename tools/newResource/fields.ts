/**
 * A field as the generator is told it, `name:kind[:options]` (`partySize:integer:required,min=1,max=50`),
 * and the example the generator writes when it is told none: a reservation's.
 */
import { FIELD_NAME, labelOf } from './names';

export const FIELD_KINDS = ['text', 'integer', 'number', 'boolean', 'dateTime', 'enum'] as const;
export type FieldKindName = (typeof FIELD_KINDS)[number];

/** A format a text must have, checked by the domain's rule of that name. */
export const TEXT_FORMATS = ['phone', 'email', 'url'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

/**
 * A label in English and, once known, in Indonesian (until then the English one stands in, and the generator says so).
 */
export interface Label {
  en: string;
  id?: string;
}

export interface FieldSpec {
  name: string;
  kind: FieldKindName;
  required: boolean;
  label: Label;
  /** Text on several lines (longer: a description's limit). */
  multiline?: boolean;
  /** A moment never set in the past: judged when it is set, so a past record can still be changed otherwise. */
  future?: boolean;
  format?: TextFormat;
  /** A number's bounds; a text's most characters (`max`). */
  min?: number;
  max?: number;
  /** An enum's values and their labels. */
  values?: readonly { value: string; label: Label }[];
}

/** Fields every resource has already, or the list filter uses: not to be declared again. */
const RESERVED = ['id', 'restaurantId', 'createdAt', 'updatedAt', 'q', 'ids'];
const ENUM_VALUE = /^[A-Z][A-Z0-9_]*$/;

const fail = (spec: string, why: string): never => {
  throw new Error(`Field "${spec}": ${why}.`);
};

function numberOption(spec: string, option: string, value: string | undefined): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed)
    ? parsed
    : fail(spec, `${option} needs a number (${option}=10)`);
}

/**
 * `name:kind[:options]`: kind one of text, integer, number, boolean, dateTime or `enum=A|B|C`; options
 * separated by commas: `required`, `min=N`, `max=N` (a text's most characters), `multiline`,
 * `phone`, `email`, `url` (texts), `future` (a moment never set in the past), `en=English label`, `id=Indonesian
 * label`.
 */
export function parseField(spec: string): FieldSpec {
  const [name = '', kindPart = '', ...rest] = spec.split(':');
  const options = rest.join(':');
  if (!FIELD_NAME.test(name)) fail(spec, 'its name must be camelCase (partySize)');
  if (RESERVED.includes(name)) fail(spec, `${name} is written by the generator itself or kept by the server`);
  const [kind, valueList] = kindPart.startsWith('enum=')
    ? ['enum', kindPart.slice('enum='.length)]
    : [kindPart, undefined];
  if (!(FIELD_KINDS as readonly string[]).includes(kind))
    fail(spec, `its kind must be one of ${FIELD_KINDS.join(', ')} (enum as enum=A|B|C)`);
  const field: FieldSpec = { name, kind: kind as FieldKindName, required: false, label: { en: labelOf(name) } };
  if (kind === 'enum') {
    const values = (valueList ?? '').split('|');
    if (!values.every((value) => ENUM_VALUE.test(value)))
      fail(spec, 'enum values are UPPER_SNAKE_CASE, separated by | (enum=BOOKED|SEATED)');
    if (new Set(values).size !== values.length) fail(spec, 'an enum value is repeated');
    field.values = values.map((value) => ({ value, label: { en: labelOf(value) } }));
  }
  for (const option of options ? options.split(',') : []) {
    const [key = '', value] = option.split(/=(.*)/s);
    const textOnly = () => (kind === 'text' ? undefined : fail(spec, `${key} is for text fields`));
    if (key === 'required' && value === undefined) field.required = true;
    else if (key === 'multiline' && value === undefined) field.multiline = textOnly() ?? true;
    else if (key === 'future' && value === undefined && kind === 'dateTime') field.future = true;
    else if ((TEXT_FORMATS as readonly string[]).includes(key) && value === undefined)
      field.format = textOnly() ?? (key as TextFormat);
    else if (key === 'min' && (kind === 'integer' || kind === 'number')) field.min = numberOption(spec, key, value);
    else if (key === 'max' && (kind === 'integer' || kind === 'number' || kind === 'text'))
      field.max = numberOption(spec, key, value);
    else if ((key === 'en' || key === 'id') && value?.trim()) field.label[key] = value.trim();
    else fail(spec, `unknown option "${option}" for a ${kind} field`);
  }
  const shortest = field.format ? 32 : 8;
  if (field.kind === 'text' && field.max !== undefined && (!Number.isInteger(field.max) || field.max < shortest))
    fail(spec, `a text's max is a whole number of at least ${shortest}`);
  if (
    field.kind === 'integer' &&
    [field.min, field.max].some((bound) => bound !== undefined && !Number.isInteger(bound))
  )
    fail(spec, "an integer's bounds are whole numbers");
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) fail(spec, 'min is above max');
  return field;
}

/** A reservation's fields, labelled in both languages: what a resource starts from when no field is given. */
export const EXAMPLE_FIELDS: readonly FieldSpec[] = [
  { name: 'guestName', kind: 'text', required: true, label: { en: 'Guest name', id: 'Nama tamu' } },
  { name: 'phone', kind: 'text', required: false, format: 'phone', label: { en: 'Phone', id: 'Telepon' } },
  {
    name: 'partySize',
    kind: 'integer',
    required: true,
    min: 1,
    max: 50,
    label: { en: 'Party size', id: 'Jumlah tamu' },
  },
  {
    name: 'bookedAt',
    kind: 'dateTime',
    required: true,
    future: true,
    label: { en: 'Date and time', id: 'Tanggal dan jam' },
  },
  { name: 'tableNumber', kind: 'integer', required: false, min: 1, label: { en: 'Table number', id: 'Nomor meja' } },
  {
    name: 'status',
    kind: 'enum',
    required: true,
    label: { en: 'Status', id: 'Status' },
    values: [
      { value: 'BOOKED', label: { en: 'Booked', id: 'Dipesan' } },
      { value: 'SEATED', label: { en: 'Seated', id: 'Sudah duduk' } },
      { value: 'CANCELLED', label: { en: 'Cancelled', id: 'Dibatalkan' } },
      { value: 'NO_SHOW', label: { en: 'No show', id: 'Tidak datang' } },
    ],
  },
  { name: 'note', kind: 'text', required: false, multiline: true, label: { en: 'Note', id: 'Catatan' } },
];
