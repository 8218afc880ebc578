import CategoryIcon from '@mui/icons-material/Category';
import { RESTO_CATEGORIES } from '../../../domain';
import type { AdminResource } from '../AdminResource';
import { RESTO_CATEGORY_PATHS } from './paths';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';

/** Restaurant categories (super admins): list, new and edit at their spec paths, under Platform. */
const restoCategories: AdminResource = {
  descriptor: RESTO_CATEGORIES,
  recordRepresentation: 'name',
  routes: [
    {
      path: RESTO_CATEGORY_PATHS.list,
      resource: 'resto_categories',
      action: 'list',
      screen: lazyWithTimeout(() => import('./RestoCategoryList')),
    },
    {
      path: RESTO_CATEGORY_PATHS.create,
      resource: 'resto_categories',
      action: 'create',
      screen: lazyWithTimeout(() => import('./RestoCategoryCreate')),
    },
    {
      path: RESTO_CATEGORY_PATHS.edit,
      resource: 'resto_categories',
      action: 'edit',
      screen: lazyWithTimeout(() => import('./RestoCategoryEdit')),
    },
  ],
  nav: [{ label: 'app.nav.restoCategories', icon: CategoryIcon, routes: { SUPER_VIEW: RESTO_CATEGORY_PATHS.list } }],
};

export default restoCategories;
