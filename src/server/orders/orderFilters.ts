/** The order history's filters beyond equality: a creation-time range and a total range. */
import { gte, lte, type SQL } from 'drizzle-orm';
import type { MessageRef } from '../../domain';
import { orders } from '../db/schema';
import { invalidInput } from '../graphql/appError';
import { periodFilters } from '../graphql/crud/periodFilters';
import type { CustomFilter } from '../graphql/resource';

const invalid = (field: string, attr: string) =>
  invalidInput({ [field]: { key: 'validation.invalid', params: { attr } } satisfies MessageRef });

function amount(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(field, 'Total');
  return value;
}

const range = (type: string, where: (value: unknown) => SQL): CustomFilter => ({ type, where });

/**
 * `createdFrom` (inclusive) and `createdBefore` (exclusive) bound the creation time; `totalMin` and `totalMax` the
 * total, both inclusive.
 */
export const ORDER_RANGE_FILTERS: Record<string, CustomFilter> = {
  ...periodFilters('created', orders.createdAt),
  totalMin: range('Float', (value) => gte(orders.total, amount(value, 'totalMin'))),
  totalMax: range('Float', (value) => lte(orders.total, amount(value, 'totalMax'))),
};
