import { useMemo } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { enumLabelKey, isCurrency, type Currency, type DayRule } from '../../../domain';

interface RestaurantTerms {
  id: string;
  slug: string;
  currency: string;
  orderPlan: string | null;
  secondaryLanguage?: string | null;
  timeZone?: string;
  dayCutoff?: string;
}

/**
 * The restaurant's slug, currency and order plan, which its menus' and package menus' prices (and
 * menus' order types) follow, and its day rule (zone and cut-off: docs/business-day.md).
 */
export function useRestaurant(restaurantId: string | undefined) {
  const { data, isPending, error, refetch } = useGetOne<RestaurantTerms>(
    'restaurants',
    { id: restaurantId ?? '' },
    { enabled: Boolean(restaurantId) },
  );
  const currency: Currency | undefined = data && isCurrency(data.currency) ? data.currency : undefined;
  const [timeZone, cutoff] = [data?.timeZone, data?.dayCutoff];
  const dayRule = useMemo<DayRule | undefined>(
    () => (timeZone && cutoff ? { timeZone, cutoff } : undefined),
    [timeZone, cutoff],
  );
  return {
    currency,
    slug: data?.slug,
    orderPlan: data?.orderPlan ?? null,
    secondaryLanguage: data?.secondaryLanguage ?? null,
    dayRule,
    isPending,
    error,
    refetch,
  };
}

/**
 * A field in the restaurant's second language labelled with that language's name (`Name in English`),
 * so nobody types Indonesian where guests reading English will see it; the field's own label while the
 * restaurant sets none.
 */
export function useSecondaryLabel(
  restaurantId: string | undefined,
): (field: 'name' | 'description') => string | undefined {
  const translate = useTranslate();
  const { secondaryLanguage } = useRestaurant(restaurantId);
  return (field) =>
    secondaryLanguage
      ? translate(`app.secondaryLanguage.${field}`, {
          language: translate(enumLabelKey('language', secondaryLanguage)),
        })
      : undefined;
}
