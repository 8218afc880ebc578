import QrCodeIcon from '@mui/icons-material/QrCode';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import type { AdminResource } from '../AdminResource';

/** The screen's spec path (relative to /admin). */
const QR_PATH = 'qr/:restoUuid';
/** The table orders waiting for staff (docs/features.md, "Table codes"): the same area, a restaurant's tables. */
const TABLE_ORDERS_PATH = 'table_orders/:restoUuid';

/**
 * QR codes (area `qr`: an ADMIN's own restaurants; docs/spec.md §6 gives super admins none). A guarded
 * screen, not a data resource: it reads the restaurant. Its own chunk carries the QR encoder.
 */
const qr: AdminResource = {
  name: 'qr',
  area: 'qr',
  routes: [
    {
      path: QR_PATH,
      resource: 'qr',
      action: 'list',
      restaurantParam: 'restoUuid',
      screen: lazyWithTimeout(() => import('./QrCodeScreen')),
    },
    {
      path: TABLE_ORDERS_PATH,
      resource: 'qr',
      action: 'list',
      restaurantParam: 'restoUuid',
      screen: lazyWithTimeout(() => import('./TableOrdersScreen')),
    },
  ],
  nav: [
    { label: 'app.nav.qrCode', icon: QrCodeIcon, routes: { MERCHANT_VIEW: QR_PATH } },
    {
      label: 'app.nav.tableOrders',
      icon: TableRestaurantIcon,
      routes: { MERCHANT_VIEW: TABLE_ORDERS_PATH },
      after: 'app.nav.qrCode',
    },
  ],
};

export default qr;
