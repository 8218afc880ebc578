import StarIcon from '@mui/icons-material/Star';
import { FEATURED } from '../../../domain';
import type { AdminResource } from '../AdminResource';
import FeaturedScreen from './FeaturedScreen';

/** Featured (super admins): one screen at its spec path, under Platform. */
const featured: AdminResource = {
  descriptor: FEATURED,
  recordRepresentation: 'restaurantName',
  routes: [{ path: 'featured', resource: 'featured', action: 'list', screen: FeaturedScreen }],
  nav: [{ label: 'app.nav.featured', icon: StarIcon, routes: { SUPER_VIEW: 'featured' } }],
};

export default featured;
