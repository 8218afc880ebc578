import CampaignIcon from '@mui/icons-material/Campaign';
import { PROMOS } from '../../../domain';
import type { AdminResource } from '../AdminResource';
import { lazyPostScreen } from '../feeds/lazyPostScreen';
import { PROMO_KIND } from '../feeds/postKinds';

const { paths } = PROMO_KIND;

/**
 * Promos (area promos: super admins): platform posts on the feed screens (docs/architecture.md §5), with an optional
 * offer.
 */
const promos: AdminResource = {
  descriptor: PROMOS,
  recordRepresentation: 'title',
  routes: [
    { path: paths.list, resource: 'promos', action: 'list', screen: lazyPostScreen('PromoList') },
    { path: paths.show, resource: 'promos', action: 'show', screen: lazyPostScreen('PromoShow') },
    { path: paths.create, resource: 'promos', action: 'create', screen: lazyPostScreen('PromoCreate') },
    { path: paths.edit, resource: 'promos', action: 'edit', screen: lazyPostScreen('PromoEdit') },
  ],
  nav: [{ label: 'app.nav.promos', icon: CampaignIcon, routes: { SUPER_VIEW: paths.list } }],
};

export default promos;
