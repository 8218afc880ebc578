import type { DayRule } from '../../../domain';
import { VIEWER_DAYS } from '../orders/orderDates';
import { useRestaurant } from '../restaurants/useRestaurant';

/**
 * Whose clock a post's schedule is read on (docs/business-day.md): a feed's, its restaurant's; a promo
 * (the platform's, of no one restaurant), the viewer's own.
 */
export function usePostClock(restaurantId: string | undefined): DayRule {
  return useRestaurant(restaurantId).dayRule ?? VIEWER_DAYS;
}
