/** What follows from a request for every file: the default list, what is searched and sorted, the enums' constants. */
import type { FieldSpec } from './fields';
import { pluralOf, snakeFromCamel } from './names';
import type { Request } from './request';

export interface Layout {
  inRestaurant: boolean;
  /** Texts: what the search box looks through. */
  search: readonly string[];
  /** Enums and switches, and the first moment (a From and an Until of the restaurant's days): the list's filters. */
  filters: readonly string[];
  /** Every field but long texts. */
  columns: readonly string[];
  /** The latest moment first, else by the first one-line text, else the newest row. */
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** The field naming a record (its first one-line text), if any. */
  title?: string;
}

export function layoutOf({ fields, platform }: Request): Layout {
  const texts = fields.filter((field) => field.kind === 'text' && !field.multiline);
  const moment = fields.find((field) => field.kind === 'dateTime');
  return {
    inRestaurant: !platform,
    search: fields.filter((field) => field.kind === 'text').map((field) => field.name),
    filters: [
      ...fields.filter((field) => field.kind === 'enum' || field.kind === 'boolean').map((field) => field.name),
      ...(moment ? [moment.name] : []),
    ],
    columns: fields.filter((field) => !field.multiline).map((field) => field.name),
    sort: moment
      ? { field: moment.name, order: 'DESC' }
      : texts[0]
        ? { field: texts[0].name, order: 'ASC' }
        : { field: 'createdAt', order: 'DESC' },
    title: texts.find((field) => !field.format)?.name ?? texts[0]?.name,
  };
}

/** An enum field's values' constant: `RESERVATION_STATUSES`. */
export const valuesConstant = (type: string, field: FieldSpec) =>
  `${snakeFromCamel(type).slice(1).toUpperCase()}_${pluralOf(snakeFromCamel(field.name)).toUpperCase()}`;

/** A string as a single-quoted TypeScript literal. */
export const str = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Strings as a TypeScript array literal. */
export const strs = (texts: readonly string[]) => `[${texts.map(str).join(', ')}]`;
