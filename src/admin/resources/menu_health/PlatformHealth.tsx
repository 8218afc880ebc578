import { adminLevel } from '../../../domain';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import { toCurrentRestaurant } from '../../routing/toCurrentRestaurant';
import { useProfile } from '../../useProfile';
import { MENU_HEALTH_PATHS } from './paths';

const HealthOverview = lazyWithTimeout(
  () => import('./screens'),
  (screens) => screens.HealthOverview,
);
const ToCurrentRestaurant = toCurrentRestaurant(MENU_HEALTH_PATHS.restaurant, 'resources.menu_health.title');

/**
 * menu_health: super admins see the platform's restaurants by number of problems (its own chunk); anybody else goes to
 * the current restaurant's problems.
 */
export function PlatformHealth() {
  return adminLevel(useProfile()) === 'IS_SUPERADMIN' ? <HealthOverview /> : <ToCurrentRestaurant />;
}
PlatformHealth.preload = HealthOverview.preload;
