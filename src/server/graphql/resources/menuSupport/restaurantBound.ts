/** The restaurant a per-restaurant read names, checked against the viewer's reach. */
import { notFound } from '../../appError';
import { reaches } from '../../crud/access';
import { isUuid } from '../../crud/listQuery';
import type { GuardedContext } from '../../operation';

/**
 * The `restaurantId` argument of a per-restaurant read, when the viewer reaches it; NOT_FOUND otherwise (as any row out
 * of reach).
 */
export function reachedRestaurant(context: GuardedContext, restaurantId: unknown): string {
  if (!isUuid(restaurantId) || !reaches(context.reach, restaurantId)) throw notFound('Restaurant');
  return restaurantId;
}
