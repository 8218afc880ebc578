import AnalyticsIcon from '@mui/icons-material/Analytics';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import type { AdminResource } from '../AdminResource';

/** One screen at both spec paths; its own chunk carries the charts and the Cube client. */
const AnalyticsScreen = lazyWithTimeout(() => import('./AnalyticsScreen'));

/**
 * Analytics (area `analytics`: an ADMIN's own restaurants, SUPERADMIN all). A guarded screen, not
 * a data resource: its figures come from the analytics service (Cube's REST API).
 */
const analytics: AdminResource = {
  name: 'analytics',
  area: 'analytics',
  routes: [
    { path: 'analytics', resource: 'analytics', action: 'list', screen: AnalyticsScreen },
    {
      path: 'analytics/:restoUuid',
      resource: 'analytics',
      action: 'list',
      restaurantParam: 'restoUuid',
      screen: AnalyticsScreen,
    },
  ],
  nav: [
    {
      label: 'app.nav.analytics',
      icon: AnalyticsIcon,
      routes: { SUPER_VIEW: 'analytics', MERCHANT_VIEW: 'analytics/:restoUuid' },
    },
  ],
};

export default analytics;
