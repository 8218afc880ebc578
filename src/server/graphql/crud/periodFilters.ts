/**
 * Filters on a moment column by period: instants the admin computes from the days a person picks
 * (a restaurant's business days: docs/business-day.md), so the server needs no clock of its own here.
 */
import { gte, lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { invalidInput } from '../appError';
import type { CustomFilter } from '../kernel';

/**
 * A filter's instant, given as an ISO date or date-time (`2026-11-23`, UTC, or `2026-11-23T08:00:00Z`); BAD_USER_INPUT
 * on `field` otherwise.
 */
export function filterInstant(value: unknown, field: string): Date {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime()))
    throw invalidInput({ [field]: { key: 'validation.invalid', params: { attr: 'Date' } } });
  return date;
}

/** `{prefix}From` (inclusive) and `{prefix}Before` (exclusive): the instants bounding `column`. */
export function periodFilters(prefix: string, column: PgColumn): Record<string, CustomFilter> {
  const from = `${prefix}From`;
  const before = `${prefix}Before`;
  return {
    [from]: { type: 'String', where: (value) => gte(column, filterInstant(value, from)) },
    [before]: { type: 'String', where: (value) => lt(column, filterInstant(value, before)) },
  };
}
