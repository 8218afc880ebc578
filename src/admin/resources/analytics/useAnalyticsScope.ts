import { useState } from 'react';
import { useGetList, useGetOne } from 'react-admin';
import { isCurrency, type Currency, type DayRule } from '../../../domain';
import type { Scope } from './queries';

interface RestaurantRow {
  id: string;
  name: string;
  currency: string;
  timeZone?: string;
  dayCutoff?: string;
}

/** All restaurants are read at once to group them by currency; past this many the first ones by name are used. */
const ALL_READ = 1000;

export interface AnalyticsScope {
  /** What the queries filter on, once known. */
  scope?: Scope;
  currency?: Currency;
  /** The restaurant's name; absent for all restaurants. */
  name?: string;
  /** The restaurant's day rule (its "today"); absent for all restaurants. */
  dayRule?: DayRule;
  /** For all restaurants in several currencies: the currencies to choose from, and the choice. */
  currencies: readonly Currency[];
  setCurrency(currency: Currency): void;
  isPending: boolean;
  error: unknown;
  refetch(): void;
}

/**
 * The restaurants the figures cover and the currency of their amounts: one restaurant, or all the
 * user may see. Amounts in different currencies are never added up: when all restaurants use more
 * than one, the figures cover those of one currency at a time (the most common by default).
 */
export function useAnalyticsScope(restaurantId: string | undefined): AnalyticsScope {
  const [chosen, setCurrency] = useState<Currency>();
  const one = useGetOne<RestaurantRow>('restaurants', { id: restaurantId ?? '' }, { enabled: Boolean(restaurantId) });
  const all = useGetList<RestaurantRow>(
    'restaurants',
    { pagination: { page: 1, perPage: ALL_READ }, sort: { field: 'name', order: 'ASC' } },
    { enabled: !restaurantId },
  );
  if (restaurantId) {
    const currency = isCurrency(one.data?.currency) ? one.data.currency : undefined;
    const { timeZone, dayCutoff: cutoff } = one.data ?? {};
    const dayRule = timeZone && cutoff ? { timeZone, cutoff } : undefined;
    return {
      scope: currency && [restaurantId],
      currency,
      name: one.data?.name,
      dayRule,
      currencies: [],
      setCurrency,
      isPending: one.isPending,
      error: one.error,
      refetch: () => void one.refetch(),
    };
  }
  const byCurrency = new Map<Currency, string[]>();
  for (const restaurant of all.data ?? []) {
    if (isCurrency(restaurant.currency))
      byCurrency.set(restaurant.currency, [...(byCurrency.get(restaurant.currency) ?? []), restaurant.id]);
  }
  const currencies = [...byCurrency.keys()].sort(
    (a, b) => (byCurrency.get(b)?.length ?? 0) - (byCurrency.get(a)?.length ?? 0),
  );
  const currency = chosen && byCurrency.has(chosen) ? chosen : currencies[0];
  const mixed = currencies.length > 1;
  return {
    scope: all.data && currency ? (mixed ? (byCurrency.get(currency) ?? []) : null) : undefined,
    currency,
    currencies: mixed ? currencies : [],
    setCurrency,
    isPending: all.isPending,
    error: all.error,
    refetch: () => void all.refetch(),
  };
}
