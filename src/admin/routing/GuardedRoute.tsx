import { useEffect } from 'react';
import { ResourceContextProvider, useAuthenticated, useCanAccess } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { useCurrentRestaurant } from '../layout/useCurrentRestaurant';
import { useProfile } from '../useProfile';
import { ScreenProgress } from '../layout/ScreenProgress';
import { AdminNotFound } from './AdminNotFound';
import type { AdminRoute } from './AdminRoute';
import { reachesRouteRestaurant, routeRestaurant } from './routeAccess';
import { RouteBoundary } from './RouteBoundary';

/**
 * A route's guard (docs/architecture.md §2, §9): signed in, allowed by canAccess for the restaurant concerned,
 * and (when the path names a restaurant) one the user may reach. Otherwise "Not Found for …" at
 * the same URL. A restaurant in the path becomes the current restaurant.
 */
export function GuardedRoute({ route }: { route: AdminRoute }) {
  useAuthenticated();
  const profile = useProfile();
  const params = useParams();
  const { pathname } = useLocation();
  const [current, setCurrent] = useCurrentRestaurant();
  const restaurantId = routeRestaurant(route, params, current);
  const { canAccess, isPending } = useCanAccess({
    resource: route.resource,
    action: route.action,
    record: { id: pathname, restaurantId },
  });
  const allowed = canAccess === true && reachesRouteRestaurant(route, profile, restaurantId);
  const pathRestaurant = route.restaurantParam && restaurantId !== current ? restaurantId : null;

  useEffect(() => {
    if (allowed && pathRestaurant) setCurrent(pathRestaurant);
  }, [allowed, pathRestaurant, setCurrent]);

  if (isPending) return <ScreenProgress />;
  if (!allowed) return <AdminNotFound />;
  const Screen = route.screen;
  return (
    <ResourceContextProvider value={route.resource}>
      <RouteBoundary key={pathname}>
        <Screen />
      </RouteBoundary>
    </ResourceContextProvider>
  );
}
