import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { FEEDS } from '../../../domain';
import type { AdminResource } from '../AdminResource';
import { lazyPostScreen } from './lazyPostScreen';
import { FEED_KIND } from './postKinds';

const { paths } = FEED_KIND;
const restaurantParam = 'restoUuid';

/** Feeds (area feeds: an ADMIN's own restaurants, super admins): a restaurant's posts at their spec paths. */
const feeds: AdminResource = {
  descriptor: FEEDS,
  recordRepresentation: 'title',
  routes: [
    { path: paths.list, resource: 'feeds', action: 'list', restaurantParam, screen: lazyPostScreen('FeedList') },
    { path: paths.show, resource: 'feeds', action: 'show', restaurantParam, screen: lazyPostScreen('FeedShow') },
    { path: paths.create, resource: 'feeds', action: 'create', restaurantParam, screen: lazyPostScreen('FeedCreate') },
    { path: paths.edit, resource: 'feeds', action: 'edit', restaurantParam, screen: lazyPostScreen('FeedEdit') },
  ],
  nav: [{ label: 'app.nav.feeds', icon: DynamicFeedIcon, routes: { MERCHANT_VIEW: paths.list } }],
};

export default feeds;
