/**
 * Resources whose screens land in later issues: their spec routes and guards now, with a
 * placeholder screen, and their navigation items. Each moves into its own folder when built.
 */
import AnalyticsIcon from '@mui/icons-material/Analytics';
import type { Area } from '../../domain';
import type { NavItem } from '../layout/navItems';
import type { AdminRoute, RaAction } from '../routing/AdminRoute';
import { comingSoon } from '../routing/ComingSoon';

/** react-admin resource names of the planned resources → their permission areas (DESIGN §4). */
export const PLANNED_AREAS: Readonly<Record<string, Area>> = {
  analytics: 'analytics',
};

const later = (path: string, resource: string, action: RaAction, title: string, restaurantParam?: string): AdminRoute => ({
  path,
  resource,
  action,
  restaurantParam,
  screen: comingSoon(title),
});

export const PLANNED_ROUTES: readonly AdminRoute[] = [
  later('analytics', 'analytics', 'list', 'app.nav.analytics'),
  later('analytics/:restoUuid', 'analytics', 'list', 'app.nav.analytics', 'restoUuid'),
];

export const PLANNED_NAV: readonly NavItem[] = [
  { label: 'app.nav.analytics', icon: AnalyticsIcon, routes: { SUPER_VIEW: 'analytics', MERCHANT_VIEW: 'analytics/:restoUuid' } },
];
