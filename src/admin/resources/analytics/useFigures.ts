import type { ResultSet } from '@cubejs-client/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadAll } from './cubeApi';
import type { Period } from './period';
import { dashboardQueries, type DashboardQuery, type Scope } from './queries';
import type { LoadState } from './Section';

/** One figure's result set (absent until the first answer), and the load of them all. */
export interface Figure extends LoadState {
  data?: ResultSet;
}

/**
 * Every figure of the screen, asked for in one request through react-admin's react-query client
 * (cached, deduplicated, retried), again when the scope or the period changes; the figures shown
 * stay, marked busy, until the next ones are there.
 */
export function useFigures(scope: Scope, period: Period, restaurantId?: string) {
  const queries = dashboardQueries(scope, period, restaurantId);
  const answer = useQuery({
    queryKey: ['analytics', queries],
    // The period goes with its figures: while the next load, those shown are still measured against theirs.
    queryFn: async ({ signal }) => ({ period, results: await loadAll(queries, signal) }),
    placeholderData: keepPreviousData,
  });
  const state: LoadState = {
    isPending: answer.isPending,
    isBusy: answer.isPlaceholderData,
    error: answer.error,
    refetch: () => void answer.refetch(),
  };
  return {
    ...state,
    period: answer.data?.period ?? period,
    of: (name: DashboardQuery): Figure => ({ ...state, data: answer.data?.results[name] }),
  };
}

/** A measure or dimension of a row as a number (0 when absent). */
export function numberOf(row: Record<string, unknown>, member: string): number {
  const value = Number(row[member] ?? 0);
  return Number.isFinite(value) ? value : 0;
}
