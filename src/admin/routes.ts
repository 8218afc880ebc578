import { generatePath } from 'react-router-dom';
import { ADMIN_RESOURCES } from './resources';
import type { AdminRoute } from './routing/AdminRoute';

/**
 * Every admin route of docs/spec.md §2 at exactly its path, with its guard (docs/architecture.md §4): the resource and
 * action react-admin asks `canAccess` about, and the parameter naming a restaurant (tenancy).
 * Each resource brings its own routes.
 */
export const ADMIN_ROUTES: readonly AdminRoute[] = ADMIN_RESOURCES.flatMap((resource) => resource.routes);

export function routeByPath(path: string): AdminRoute {
  const route = ADMIN_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`No admin route ${path}`);
  return route;
}

/** The path of `route` (relative to /admin) for `restaurantId`, when the route names a restaurant. */
export const routePathFor = (route: AdminRoute, restaurantId: string): string =>
  route.restaurantParam ? generatePath(route.path, { [route.restaurantParam]: restaurantId }) : route.path;
