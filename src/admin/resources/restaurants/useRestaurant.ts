import { useMemo } from 'react';
import { useGetOne } from 'react-admin';
import { isCurrency, type Currency, type DayRule } from '../../../domain';

interface RestaurantTerms {
  id: string;
  slug: string;
  currency: string;
  orderPlan: string | null;
  timeZone?: string;
  dayCutoff?: string;
}

/**
 * The restaurant's slug, currency and order plan, which its menus' and package menus' prices (and
 * menus' order types) follow, and its day rule (zone and cut-off: docs/business-day.md).
 */
export function useRestaurant(restaurantId: string | undefined) {
  const { data, isPending, error, refetch } = useGetOne<RestaurantTerms>('restaurants', { id: restaurantId ?? '' }, { enabled: Boolean(restaurantId) });
  const currency: Currency | undefined = data && isCurrency(data.currency) ? data.currency : undefined;
  const [timeZone, cutoff] = [data?.timeZone, data?.dayCutoff];
  const dayRule = useMemo<DayRule | undefined>(() => (timeZone && cutoff ? { timeZone, cutoff } : undefined), [timeZone, cutoff]);
  return { currency, slug: data?.slug, orderPlan: data?.orderPlan ?? null, dayRule, isPending, error, refetch };
}
