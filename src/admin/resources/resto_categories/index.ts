import CategoryIcon from '@mui/icons-material/Category';
import { RESTO_CATEGORIES } from '../../../domain';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import { describedResource } from '../described';
import { RESTO_CATEGORY_PATHS } from './paths';

/**
 * Restaurant categories (super admins), under Platform: the default new and edit screens at their spec paths; the list
 * is its own, for it is reordered by dragging (docs/adding-a-resource.md, "Screens of its own").
 */
export default describedResource(RESTO_CATEGORIES, {
  icon: CategoryIcon,
  navLabel: 'app.nav.restoCategories',
  recordRepresentation: 'name',
  paths: RESTO_CATEGORY_PATHS,
  screens: { list: lazyWithTimeout(() => import('./RestoCategoryList')) },
});
