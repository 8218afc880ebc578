import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { DAY_CLOSES } from '../../../domain';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import type { AdminResource } from '../AdminResource';

export const DAY_CLOSE_PATH = 'day_close/:restoUuid';

/**
 * Day close (issue 30; area day_close: a restaurant's ADMINs and super admins): count a business day
 * by payment method and lock it; super admins reopen it. One screen per restaurant.
 */
const dayCloses: AdminResource = {
  descriptor: DAY_CLOSES,
  recordRepresentation: 'businessDay',
  routes: [{ path: DAY_CLOSE_PATH, resource: 'day_closes', action: 'list', restaurantParam: 'restoUuid', screen: lazyWithTimeout(() => import('./DayCloseScreen'), (screen) => screen.DayCloseScreen) }],
  nav: [{ label: 'app.nav.dayClose', icon: PointOfSaleIcon, routes: { MERCHANT_VIEW: DAY_CLOSE_PATH }, after: 'app.nav.analytics' }],
};

export default dayCloses;
