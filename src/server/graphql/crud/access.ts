/**
 * Permission (docs/spec.md §6) for one `area:action`: which restaurants' rows the viewer may reach. The
 * resource's Scope turns the answer into the WHERE of every query (crud/tenancy.ts).
 */
import { canAccess, ownRestaurantIds, type Action, type Area } from '../../../domain';
import type { Viewer } from '../../auth/viewer';
import { forbidden } from '../appError';

/** `all`: every row; otherwise the restaurants whose rows are reachable (never empty). */
export type Reach = 'all' | { restaurantIds: string[] };

/**
 * SUPERADMIN's grants reach every row. An ADMIN reaches only its own restaurants, through a
 * static grant of the area or a dynamic one held for that restaurant; a platform-wide area needs
 * a static grant. No reach is FORBIDDEN.
 */
export function reachOf(viewer: Viewer, area: Area, action: Action, perRestaurant: boolean): Reach {
  const permission = `${area}:${action}`;
  if (viewer.role === 'SUPERADMIN' && canAccess(viewer, permission)) return 'all';
  if (viewer.role === 'ADMIN') {
    if (!perRestaurant && canAccess(viewer, permission)) return 'all';
    const restaurantIds = ownRestaurantIds(viewer).filter((id) => canAccess(viewer, permission, id));
    if (perRestaurant && restaurantIds.length > 0) return { restaurantIds };
  }
  throw forbidden();
}

export function reaches(reach: Reach, restaurantId: unknown): boolean {
  return reach === 'all' || (typeof restaurantId === 'string' && reach.restaurantIds.includes(restaurantId));
}
