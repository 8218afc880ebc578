import { canReachRestaurant, type Profile } from '../../domain';
import { canAccessRa } from '../providers/raAccess';
import type { AdminRoute } from './AdminRoute';

/**
 * The restaurant a route concerns: the one in its path when it carries one, else the current
 * restaurant (docs/architecture.md §4).
 */
export function routeRestaurant(
  route: AdminRoute,
  params: Readonly<Record<string, string | undefined>>,
  current: string | null,
): string | null {
  return (route.restaurantParam ? params[route.restaurantParam] : undefined) ?? current;
}

/** Tenancy: a route naming a restaurant needs one the user may reach. */
export function reachesRouteRestaurant(
  route: AdminRoute,
  profile: Profile | null,
  restaurantId: string | null,
): boolean {
  return !route.restaurantParam || canReachRestaurant(profile, restaurantId);
}

/** The route guard as a pure function (the navigation asks it for each item). */
export function routeAllowed(route: AdminRoute, profile: Profile | null, restaurantId: string | null): boolean {
  const query = { resource: route.resource, action: route.action, record: { restaurantId } };
  return canAccessRa(profile, query, restaurantId) && reachesRouteRestaurant(route, profile, restaurantId);
}
