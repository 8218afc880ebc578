import type { Profile, View } from '../../domain';
import { routeByPath, routePathFor } from '../routes';
import { routeAllowed } from '../routing/routeAccess';
import type { NavItem } from './navItems';

export interface NavLink {
  label: string;
  icon: NavItem['icon'];
  /** Relative to /admin. */
  to: string;
  /** Fetches the screen's code ahead of a click. */
  preload?: () => void;
}

/**
 * The items of a view the user may open for the current restaurant, each with its path filled
 * in; items that need a restaurant are hidden while there is none.
 */
export function visibleNavItems(items: readonly NavItem[], view: View, profile: Profile | null, restaurantId: string | null): NavLink[] {
  return items.flatMap(({ label, icon, routes }) => {
    const path = routes[view];
    if (!path) return [];
    const route = routeByPath(path);
    if (route.restaurantParam && !restaurantId) return [];
    if (!routeAllowed(route, profile, restaurantId)) return [];
    return [{ label, icon, to: routePathFor(route, restaurantId ?? ''), preload: route.screen.preload }];
  });
}
