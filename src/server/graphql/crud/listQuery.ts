/** Paging, sorting and filtering of list and count queries (docs/architecture.md §3), from untrusted arguments. */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LIMITS, type MessageRef } from '../../../domain';
import { invalidInput } from '../appError';
import type { ServerResource } from '../kernel';
import { filterKeys } from './columns';

export interface ListArgs {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  filter?: Record<string, unknown> | null;
}

export const DEFAULT_PER_PAGE = 25;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** `perPage` is 1…100 (default 25), `page` from 0. */
export function paging(args: ListArgs): { limit: number; offset: number } {
  const limit = Math.min(Math.max(args.perPage ?? DEFAULT_PER_PAGE, 1), LIMITS.perPage);
  const page = Math.max(args.page ?? 0, 0);
  return { limit, offset: page * limit };
}

/** Columns drizzle reads as strings that are no text (ids, dates): sorted as the database orders them. */
const NOT_TEXT = ['PgUUID', 'PgDateString'];

/** Text sorts case-insensitively by code point, the same on PGlite and PostgreSQL. */
function sortKey(column: PgColumn): PgColumn | SQL {
  return column.dataType === 'string' && !NOT_TEXT.includes(column.columnType)
    ? sql`lower(${column}) collate "C"`
    : column;
}

/** A declared sortable field, else the default; ASC or DESC, else the default. */
export function sorting(resource: ServerResource, args: ListArgs): { field: string; order: 'ASC' | 'DESC' } {
  const field = resource.sortable.includes(args.sortField ?? '')
    ? (args.sortField as string)
    : resource.defaultSort.field;
  const requested = args.sortOrder?.toUpperCase();
  return { field, order: requested === 'ASC' || requested === 'DESC' ? requested : resource.defaultSort.order };
}

/** The ORDER BY of sorting(); ties by id. */
export function ordering(resource: ServerResource, args: ListArgs): SQL[] {
  const { field, order } = sorting(resource, args);
  const direction = order === 'ASC' ? asc : desc;
  return [direction(sortKey(resource.columns[field])), direction(resource.columns.id)];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A list of at most `max` ids, without repeats; BAD_USER_INPUT on `field` beyond that. */
export function boundedIds(ids: readonly unknown[], field: string, max: number = LIMITS.ids): unknown[] {
  if (ids.length > max)
    throw invalidInput({ [field]: { key: 'validation.maxSelected', params: { obj: 'ids', count: max } } });
  return [...new Set(ids)];
}

/**
 * Filter strings are short (a long `q` would make every searched column scan it): BAD_USER_INPUT beyond
 * LIMITS.filterText.
 */
function checkFilterText(filter: Record<string, unknown>): void {
  const errors: Record<string, MessageRef> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value.length > LIMITS.filterText)
      errors[key] = { key: 'validation.maxLength', params: { count: LIMITS.filterText } };
  }
  if (Object.keys(errors).length) throw invalidInput(errors);
}

/** `q` over the searchable columns: text by substring, an integer column (a number) when `q` is that number. */
function searchCondition(resource: ServerResource, q: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  const number = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : undefined;
  const matches = resource.search.map((key) => {
    const column = resource.columns[key];
    if (column.dataType !== 'number') return ilike(column, pattern);
    return number === undefined ? sql`false` : eq(column, number);
  });
  return or(...matches) as SQL;
}

/** The filter's conditions: `ids`, `q` over the searchable columns, equality filters and custom ones (at `now`). */
export function filterConditions(resource: ServerResource, filter: ListArgs['filter'], now: Date): SQL[] {
  if (!filter) return [];
  checkFilterText(filter);
  const { columns } = resource;
  const conditions: SQL[] = [];
  if (Array.isArray(filter.ids)) {
    const ids = boundedIds(filter.ids, 'ids').filter(isUuid);
    conditions.push(ids.length ? inArray(columns.id, ids) : sql`false`);
  }
  if (typeof filter.q === 'string' && filter.q.trim() && resource.search.length)
    conditions.push(searchCondition(resource, filter.q.trim()));
  for (const key of filterKeys(resource)) {
    const value = filter[key];
    if (value === undefined || value === null) continue;
    conditions.push(columns[key].columnType === 'PgUUID' && !isUuid(value) ? sql`false` : eq(columns[key], value));
  }
  for (const [key, custom] of Object.entries(resource.customFilters ?? {})) {
    const value = filter[key];
    const condition = value === undefined || value === null ? undefined : custom.where(value, { now });
    if (condition) conditions.push(condition);
  }
  return conditions;
}

export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}
