/**
 * Permission and tenancy (DESIGN §4) for one `area:action`: which restaurants' rows the viewer
 * may reach. The answer becomes part of every query's WHERE, never a filter after fetching.
 */
import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { canAccess, ownRestaurantIds, type Action, type Area } from '../../../domain';
import type { Viewer } from '../../auth/viewer';
import { forbidden } from '../appError';

/** `all`: every row; otherwise the restaurants whose rows are reachable (never empty). */
export type Reach = 'all' | { restaurantIds: string[] };

/**
 * SUPERADMIN's grants reach every row. An ADMIN reaches only its own restaurants, through a
 * static grant of the area or a dynamic one held for that restaurant. No reach is FORBIDDEN.
 */
export function reachOf(viewer: Viewer, area: Area, action: Action, scoped: boolean): Reach {
  const permission = `${area}:${action}`;
  if (viewer.role === 'SUPERADMIN' && canAccess(viewer, permission)) return 'all';
  if (viewer.role === 'ADMIN') {
    if (!scoped && canAccess(viewer, permission)) return 'all';
    const restaurantIds = ownRestaurantIds(viewer).filter((id) => canAccess(viewer, permission, id));
    if (scoped && restaurantIds.length > 0) return { restaurantIds };
  }
  throw forbidden();
}

/** The WHERE that keeps a query inside the reach (undefined: no restriction). */
export function tenancyCondition(reach: Reach, column: PgColumn | undefined): SQL | undefined {
  if (reach === 'all' || !column) return undefined;
  return inArray(column, reach.restaurantIds);
}

export function reaches(reach: Reach, restaurantId: unknown): boolean {
  return reach === 'all' || (typeof restaurantId === 'string' && reach.restaurantIds.includes(restaurantId));
}
