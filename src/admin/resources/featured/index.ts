import StarIcon from '@mui/icons-material/Star';
import { FEATURED } from '../../../domain';
import type { AdminResource } from '../AdminResource';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';

/** Featured (super admins): one screen at its spec path, under Platform. */
const featured: AdminResource = {
  descriptor: FEATURED,
  recordRepresentation: 'restaurantName',
  routes: [
    {
      path: 'featured',
      resource: 'featured',
      action: 'list',
      screen: lazyWithTimeout(() => import('./FeaturedScreen')),
    },
  ],
  nav: [{ label: 'app.nav.featured', icon: StarIcon, routes: { SUPER_VIEW: 'featured' } }],
};

export default featured;
