import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { DAY_CLOSES } from '../../../domain';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import type { AdminResource } from '../AdminResource';

export const DAY_CLOSE_PATH = 'day_close/:restoUuid';
const PLATFORM_PATH = 'day_close';

/**
 * Day close (area day_close: a restaurant's ADMINs and super admins): count a business day
 * by payment method and lock it; super admins reopen it. A screen per restaurant, and the platform's days
 * not closed.
 */
const dayCloses: AdminResource = {
  descriptor: DAY_CLOSES,
  recordRepresentation: 'businessDay',
  routes: [
    {
      path: PLATFORM_PATH,
      resource: 'day_closes',
      action: 'list',
      screen: lazyWithTimeout(
        () => import('./PlatformDayCloses'),
        (screen) => screen.PlatformDayCloses,
      ),
    },
    {
      path: DAY_CLOSE_PATH,
      resource: 'day_closes',
      action: 'list',
      restaurantParam: 'restoUuid',
      screen: lazyWithTimeout(
        () => import('./DayCloseScreen'),
        (screen) => screen.DayCloseScreen,
      ),
    },
  ],
  nav: [
    {
      label: 'app.nav.dayClose',
      icon: PointOfSaleIcon,
      routes: { SUPER_VIEW: PLATFORM_PATH, MERCHANT_VIEW: DAY_CLOSE_PATH },
      after: 'app.nav.analytics',
    },
  ],
};

export default dayCloses;
