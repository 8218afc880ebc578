import type { Query, ResultSet } from '@cubejs-client/core';
import { useAsyncQuery } from '../../providers/useAsyncQuery';
import { loadQuery } from './cubeApi';

/** A Cube query's result set, loaded again when the query changes; `refetch` retries. */
export function useCube(query: Query, enabled = true) {
  return useAsyncQuery<ResultSet>(JSON.stringify(query), loadQuery, enabled);
}

/** A measure or dimension of a row as a number (0 when absent). */
export function numberOf(row: Record<string, unknown>, member: string): number {
  const value = Number(row[member] ?? 0);
  return Number.isFinite(value) ? value : 0;
}
