import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import type { AdminResource } from '../AdminResource';
import { MenuHealthBadge } from './MenuHealthBadge';
import { MENU_HEALTH_PATHS } from './paths';
import { PlatformHealth } from './PlatformHealth';

/**
 * Menu health (menus:list, so an ADMIN its own restaurants): a guarded screen over the
 * server's health queries, no data resource. A restaurant's problems with their count in the
 * navigation; for super admins, the platform's restaurants by number of problems.
 */
const menuHealth: AdminResource = {
  name: 'menu_health',
  area: 'menus',
  routes: [
    { path: MENU_HEALTH_PATHS.platform, resource: 'menu_health', action: 'list', screen: PlatformHealth },
    {
      path: MENU_HEALTH_PATHS.restaurant,
      resource: 'menu_health',
      action: 'list',
      restaurantParam: 'restoUuid',
      screen: lazyWithTimeout(
        () => import('./screens'),
        (screens) => screens.MenuHealthScreen,
      ),
    },
  ],
  nav: [
    {
      label: 'app.nav.menuHealth',
      icon: HealthAndSafetyIcon,
      routes: { SUPER_VIEW: MENU_HEALTH_PATHS.platform, MERCHANT_VIEW: MENU_HEALTH_PATHS.restaurant },
      after: 'app.nav.availability',
      badge: MenuHealthBadge,
    },
  ],
};

export default menuHealth;
