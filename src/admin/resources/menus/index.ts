import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { MENUS } from '../../../domain';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import { toCurrentRestaurant } from '../../routing/toCurrentRestaurant';
import type { AdminResource } from '../AdminResource';
import { MENU_PATHS } from './paths';

/**
 * Menus of the current restaurant (list, new, edit at their spec paths) and its availability screen
 * (guarded as menus:edit). The form, with its crop step and option groups, is its own chunk.
 */
const menus: AdminResource = {
  descriptor: MENUS,
  recordRepresentation: 'name',
  routes: [
    {
      path: MENU_PATHS.current,
      resource: 'menus',
      action: 'list',
      screen: toCurrentRestaurant(MENU_PATHS.list, 'app.nav.menus'),
    },
    {
      path: MENU_PATHS.list,
      resource: 'menus',
      action: 'list',
      restaurantParam: 'restoUuid',
      screen: lazyWithTimeout(() => import('./MenuList')),
    },
    {
      path: MENU_PATHS.create,
      resource: 'menus',
      action: 'create',
      restaurantParam: 'restaurantUuid',
      screen: lazyWithTimeout(() => import('./MenuCreate')),
    },
    { path: MENU_PATHS.edit, resource: 'menus', action: 'edit', screen: lazyWithTimeout(() => import('./MenuEdit')) },
    {
      path: MENU_PATHS.availabilityCurrent,
      resource: 'menus',
      action: 'edit',
      screen: toCurrentRestaurant(MENU_PATHS.availability, 'app.nav.availability'),
    },
    {
      path: MENU_PATHS.availability,
      resource: 'menus',
      action: 'edit',
      restaurantParam: 'restoUuid',
      screen: lazyWithTimeout(() => import('./availability/AvailabilityScreen')),
    },
  ],
  nav: [
    { label: 'app.nav.menus', icon: RestaurantMenuIcon, routes: { MERCHANT_VIEW: MENU_PATHS.list } },
    { label: 'app.nav.availability', icon: EventAvailableIcon, routes: { MERCHANT_VIEW: MENU_PATHS.availability } },
  ],
};

export default menus;
