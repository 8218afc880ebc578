import PeopleIcon from '@mui/icons-material/People';
import { USERS } from '../../../domain';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import type { AdminResource } from '../AdminResource';
import { USER_PATHS } from './paths';

/** Users (both views): list, new and edit at their spec paths, each screen its own chunk. */
const users: AdminResource = {
  descriptor: USERS,
  recordRepresentation: 'name',
  routes: [
    { path: USER_PATHS.list, resource: 'users', action: 'list', screen: lazyWithTimeout(() => import('./UserList')) },
    {
      path: USER_PATHS.create,
      resource: 'users',
      action: 'create',
      screen: lazyWithTimeout(() => import('./UserCreate')),
    },
    { path: USER_PATHS.edit, resource: 'users', action: 'edit', screen: lazyWithTimeout(() => import('./UserEdit')) },
  ],
  nav: [
    {
      label: 'app.nav.users',
      icon: PeopleIcon,
      routes: { SUPER_VIEW: USER_PATHS.list, MERCHANT_VIEW: USER_PATHS.list },
    },
  ],
};

export default users;
