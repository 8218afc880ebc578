import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import type { AdminResource } from '../AdminResource';

const PATH = 'menu_duplication';

/**
 * Menu duplication (area menus, action new: docs/architecture.md §4; the server also checks every target). A
 * guarded screen over the menus resource's preview and duplicate operations.
 */
const menuDuplication: AdminResource = {
  name: 'menu_duplication',
  area: 'menus',
  routes: [
    {
      path: PATH,
      resource: 'menu_duplication',
      action: 'create',
      screen: lazyWithTimeout(() => import('./MenuDuplicationScreen')),
    },
  ],
  nav: [{ label: 'app.nav.menuDuplication', icon: ContentCopyIcon, routes: { SUPER_VIEW: PATH, MERCHANT_VIEW: PATH } }],
};

export default menuDuplication;
