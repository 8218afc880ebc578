import { createElement, type ReactElement } from 'react';
import { adminLevel, type Profile, type View } from '../../domain';
import { routeByPath, routePathFor } from '../routes';
import { routeAllowed } from '../routing/routeAccess';
import type { NavItem } from './navItem';

export interface NavLink {
  label: string;
  icon: NavItem['icon'];
  /** Relative to /admin. */
  to: string;
  /** Fetches the screen's code ahead of a click. */
  preload?: () => void;
  badge?: ReactElement;
}

/**
 * The items of a view the user may open for the current restaurant, each with its path filled
 * in; items that need a restaurant are hidden while there is none.
 */
export function visibleNavItems(
  items: readonly NavItem[],
  view: View,
  profile: Profile | null,
  restaurantId: string | null,
): NavLink[] {
  return items.flatMap(({ label, icon, routes, badge }) => {
    const path = routes[view];
    if (!path) return [];
    const route = routeByPath(path);
    if (route.restaurantParam && !restaurantId) return [];
    if (!routeAllowed(route, profile, restaurantId)) return [];
    const shown =
      badge && route.restaurantParam && restaurantId ? { badge: createElement(badge, { restaurantId }) } : {};
    return [{ label, icon, to: routePathFor(route, restaurantId ?? ''), preload: route.screen.preload, ...shown }];
  });
}

/** A group of the side menu: the platform's screens, or the current restaurant's. */
export interface NavGroup {
  view: View;
  links: NavLink[];
}

/**
 * The side menu. A super admin sees the platform's items and, below them, the current
 * restaurant's (those not already above), so that its orders and menus are one click away rather
 * than behind a switch; everybody else works in its restaurant only.
 */
export function navGroups(items: readonly NavItem[], profile: Profile | null, restaurantId: string | null): NavGroup[] {
  const restaurant = visibleNavItems(items, 'MERCHANT_VIEW', profile, restaurantId);
  if (adminLevel(profile) !== 'IS_SUPERADMIN') return [{ view: 'MERCHANT_VIEW', links: restaurant }];
  const platform = visibleNavItems(items, 'SUPER_VIEW', profile, restaurantId);
  const above = new Set(platform.map((link) => link.to));
  return [
    { view: 'SUPER_VIEW', links: platform },
    { view: 'MERCHANT_VIEW', links: restaurant.filter((link) => !above.has(link.to)) },
  ];
}
