/**
 * The names a resource and its fields go by, all from the resource's snake_case plural and the fields' camelCase names.
 */

export const RESOURCE_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
export const FIELD_NAME = /^[a-z][a-zA-Z0-9]*$/;

export interface ResourceNames {
  /** `table_bookings`: react-admin's resource, its permission area, its table and its admin folder. */
  name: string;
  /** `tableBookings`: its files and its table's export. */
  file: string;
  /** `TABLE_BOOKINGS`: its description's constant. */
  constant: string;
  /** `TableBooking`: its GraphQL type. */
  type: string;
  /** `TableBookings`: the plural in its operations (`allTableBookings`). */
  plural: string;
  /** `Table bookings`: what it is called in English. */
  label: string;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `table_bookings` → `tableBookings`. */
const camelFromSnake = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** `partySize` → `party_size` (a column's name). */
export const snakeFromCamel = (camel: string) => camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `partySize` → `Party size`, `NO_SHOW` → `No show` (an English label to start from). */
export function labelOf(name: string): string {
  const words =
    name.includes('_') || name === name.toUpperCase() ? name.toLowerCase().split('_') : snakeFromCamel(name).split('_');
  return capitalize(words.filter(Boolean).join(' '));
}

/** The English singular of a plural: `categories` → `category`, `boxes` → `box`, `reservations` → `reservation`. */
export function singularOf(plural: string): string | undefined {
  if (/[^aeiou]ies$/.test(plural)) return `${plural.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(plural)) return plural.slice(0, -2);
  if (/[^s]s$/.test(plural)) return plural.slice(0, -1);
  return undefined;
}

/** The English plural of a word: `status` → `statuses`, `category` → `categories`. */
export function pluralOf(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Every name of the resource `name`; `type` when its singular is irregular (`people` → `Person`). */
export function resourceNames(name: string, type?: string): ResourceNames {
  const file = camelFromSnake(name);
  const singular = type ?? singularOf(file);
  if (!singular) throw new Error(`Cannot tell the singular of "${name}": give it with --type=PascalCaseSingular.`);
  return {
    name,
    file,
    constant: name.toUpperCase(),
    type: capitalize(singular),
    plural: capitalize(file),
    label: labelOf(name),
  };
}
