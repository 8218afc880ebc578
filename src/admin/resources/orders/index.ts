import HistoryIcon from '@mui/icons-material/History';
import { ORDERS } from '../../../domain';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import type { AdminResource } from '../AdminResource';
import { ORDER_HISTORY_PATH } from './paths';

/**
 * Order histories (area order_histories: super admins only, docs/spec.md §6): a restaurant's orders, filtered,
 * totalled, exported.
 */
const orders: AdminResource = {
  descriptor: ORDERS,
  recordRepresentation: 'number',
  routes: [
    {
      path: ORDER_HISTORY_PATH,
      resource: 'orders',
      action: 'list',
      restaurantParam: 'restoUuid',
      screen: lazyWithTimeout(() => import('./OrderList')),
    },
  ],
  nav: [{ label: 'app.nav.orderHistory', icon: HistoryIcon, routes: { MERCHANT_VIEW: ORDER_HISTORY_PATH } }],
};

export default orders;
