import { matchPath } from 'react-router-dom';
import { ADMIN_ROUTES, routePathFor } from '../routes';
import type { AdminRoute } from '../routing/AdminRoute';

const paramsOf = (path: string) => path.split('/').filter((part) => part.startsWith(':'));

/** The route at `path`: the most specific one (`feeds/:restoUuid/create` rather than `feeds/:restoUuid/:id`). */
function routeAt(path: string): AdminRoute | undefined {
  const matching = ADMIN_ROUTES.filter((route) => matchPath(`/${route.path}`, `/${path}`));
  return matching.sort((a, b) => paramsOf(a.path).length - paramsOf(b.path).length)[0];
}

/** A route whose one parameter is its restaurant, for `restaurantId`. */
const forRestaurant = (route: AdminRoute, restaurantId: string) =>
  route.restaurantParam && paramsOf(route.path).length === 1 ? routePathFor(route, restaurantId) : undefined;

/**
 * Where choosing `restaurantId` in the app bar leads from `path` (relative to /admin): the same
 * screen for that restaurant when the path names one; from a record's screen (a menu, a post),
 * its resource's list for that restaurant; undefined (stay) where the screen is not per
 * restaurant.
 */
export function pathForRestaurant(path: string, restaurantId: string): string | undefined {
  const route = routeAt(path);
  if (!route || paramsOf(route.path).length === 0) return undefined;
  const same = forRestaurant(route, restaurantId);
  if (same) return same;
  const list = ADMIN_ROUTES.find(
    (candidate) =>
      candidate.resource === route.resource && candidate.action === 'list' && forRestaurant(candidate, restaurantId),
  );
  return list && forRestaurant(list, restaurantId);
}
