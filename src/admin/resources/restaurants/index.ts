import StorefrontIcon from '@mui/icons-material/Storefront';
import { RESTAURANTS } from '../../../domain';
import type { AdminResource } from '../AdminResource';
import { RESTAURANT_PATHS } from './paths';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';

/** The restaurants resource: its spec routes, screens and navigation (both views). */
const restaurants: AdminResource = {
  descriptor: RESTAURANTS,
  recordRepresentation: 'name',
  routes: [
    {
      path: RESTAURANT_PATHS.list,
      resource: 'restaurants',
      action: 'list',
      screen: lazyWithTimeout(() => import('./RestaurantList')),
    },
    {
      path: RESTAURANT_PATHS.create,
      resource: 'restaurants',
      action: 'create',
      screen: lazyWithTimeout(() => import('./RestaurantCreate')),
    },
    {
      path: RESTAURANT_PATHS.edit,
      resource: 'restaurants',
      action: 'edit',
      restaurantParam: 'restoUuid',
      screen: lazyWithTimeout(() => import('./RestaurantEdit')),
    },
  ],
  nav: [
    {
      label: 'app.nav.restaurants',
      icon: StorefrontIcon,
      routes: { SUPER_VIEW: RESTAURANT_PATHS.list, MERCHANT_VIEW: RESTAURANT_PATHS.list },
    },
  ],
};

export default restaurants;
