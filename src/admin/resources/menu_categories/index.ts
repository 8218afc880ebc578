import ViewListIcon from '@mui/icons-material/ViewList';
import { MENU_CATEGORIES } from '../../../domain';
import { toCurrentRestaurant } from '../../routing/toCurrentRestaurant';
import type { AdminResource } from '../AdminResource';
import { MENU_CATEGORY_PATHS } from './paths';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';

/** Menu categories of the current restaurant: one list, reordered by dragging, edited in dialogs. */
const menuCategories: AdminResource = {
  descriptor: MENU_CATEGORIES,
  recordRepresentation: 'name',
  routes: [
    {
      path: MENU_CATEGORY_PATHS.current,
      resource: 'menu_categories',
      action: 'list',
      screen: toCurrentRestaurant(MENU_CATEGORY_PATHS.list, 'app.nav.menuCategories'),
    },
    {
      path: MENU_CATEGORY_PATHS.list,
      resource: 'menu_categories',
      action: 'list',
      restaurantParam: 'restoUuid',
      screen: lazyWithTimeout(() => import('./MenuCategoryList')),
    },
  ],
  nav: [{ label: 'app.nav.menuCategories', icon: ViewListIcon, routes: { MERCHANT_VIEW: MENU_CATEGORY_PATHS.list } }],
};

export default menuCategories;
