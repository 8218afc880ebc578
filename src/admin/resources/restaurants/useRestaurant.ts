import { useGetOne } from 'react-admin';
import { isCurrency, type Currency } from '../../../domain';

interface RestaurantTerms {
  id: string;
  slug: string;
  currency: string;
  orderPlan: string | null;
}

/** The restaurant's slug, currency and order plan, which its menus' and package menus' prices (and menus' order types) follow. */
export function useRestaurant(restaurantId: string | undefined) {
  const { data, isPending, error, refetch } = useGetOne<RestaurantTerms>('restaurants', { id: restaurantId ?? '' }, { enabled: Boolean(restaurantId) });
  const currency: Currency | undefined = data && isCurrency(data.currency) ? data.currency : undefined;
  return { currency, slug: data?.slug, orderPlan: data?.orderPlan ?? null, isPending, error, refetch };
}
