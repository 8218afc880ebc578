import { adminLevel } from '../../../domain';
import { toCurrentRestaurant } from '../../routing/toCurrentRestaurant';
import { useProfile } from '../../useProfile';
import { HealthOverview } from './HealthOverview';
import { MENU_HEALTH_PATHS } from './paths';

const ToCurrentRestaurant = toCurrentRestaurant(MENU_HEALTH_PATHS.restaurant, 'resources.menu_health.title');

/** menu_health: super admins see the platform's restaurants by number of problems; anybody else goes to the current restaurant's problems. */
export default function PlatformHealth() {
  return adminLevel(useProfile()) === 'IS_SUPERADMIN' ? <HealthOverview /> : <ToCurrentRestaurant />;
}
