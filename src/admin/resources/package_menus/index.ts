import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { PACKAGE_MENUS } from '../../../domain';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import type { AdminResource } from '../AdminResource';
import { PACKAGE_MENU_PATHS } from './paths';

/**
 * Package menus (area package_menu: an ADMIN's own restaurants, super admins): list, new and edit at their spec paths.
 */
const packageMenus: AdminResource = {
  descriptor: PACKAGE_MENUS,
  recordRepresentation: 'name',
  routes: [
    {
      path: PACKAGE_MENU_PATHS.list,
      resource: 'package_menus',
      action: 'list',
      restaurantParam: 'restoUuid',
      screen: lazyWithTimeout(() => import('./PackageMenuList')),
    },
    {
      path: PACKAGE_MENU_PATHS.create,
      resource: 'package_menus',
      action: 'create',
      restaurantParam: 'packageRestaurantUuid',
      screen: lazyWithTimeout(() => import('./PackageMenuCreate')),
    },
    {
      path: PACKAGE_MENU_PATHS.edit,
      resource: 'package_menus',
      action: 'edit',
      screen: lazyWithTimeout(() => import('./PackageMenuEdit')),
    },
  ],
  nav: [{ label: 'app.nav.packageMenu', icon: WorkspacesIcon, routes: { MERCHANT_VIEW: PACKAGE_MENU_PATHS.list } }],
};

export default packageMenus;
