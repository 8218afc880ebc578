/**
 * The fields an update gives a new value, as its rules and hooks are told (`changed`). The admin sends
 * a whole form, so a field sent with its stored value is not a change. Values are compared as stored:
 * a moment by its instant, a decimal column's text by its number, an id list as a set. What is not
 * stored with the row (child sets, virtual inputs such as a password) counts as changed whenever sent.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Row } from '../row';

const instant = (value: unknown): number | undefined => (value instanceof Date ? value.getTime() : undefined);

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function same(given: unknown, stored: unknown): boolean {
  if (instant(given) !== undefined || instant(stored) !== undefined) return instant(given) === instant(stored);
  if (typeof given === 'number' && typeof stored === 'string') return stored.trim() !== '' && Number(stored) === given;
  if (isIdList(given) && isIdList(stored)) return isDeepStrictEqual([...given].sort(), [...stored].sort());
  return isDeepStrictEqual(given ?? null, stored ?? null);
}

export function changedFields(given: Row, stored: Row): string[] {
  return Object.keys(given).filter((field) => !(field in stored) || !same(given[field], stored[field]));
}
