import type { AdminRoute } from '../../routing/AdminRoute';
import { RESTAURANT_PATHS } from './paths';
import RestaurantCreate from './RestaurantCreate';
import RestaurantEdit from './RestaurantEdit';
import RestaurantList from './RestaurantList';

const routes: AdminRoute[] = [
  { path: RESTAURANT_PATHS.list, resource: 'restaurants', action: 'list', screen: RestaurantList },
  { path: RESTAURANT_PATHS.create, resource: 'restaurants', action: 'create', screen: RestaurantCreate },
  {
    path: RESTAURANT_PATHS.edit,
    resource: 'restaurants',
    action: 'edit',
    restaurantParam: 'restoUuid',
    screen: RestaurantEdit,
  },
];

/** The restaurants resource: its react-admin definition and its spec routes. */
export default {
  name: 'restaurants',
  recordRepresentation: 'name',
  routes,
};
