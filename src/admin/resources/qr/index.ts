import QrCodeIcon from '@mui/icons-material/QrCode';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import type { AdminResource } from '../AdminResource';

/** The screen's spec path (relative to /admin). */
const QR_PATH = 'qr/:restoUuid';

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
  ],
  nav: [{ label: 'app.nav.qrCode', icon: QrCodeIcon, routes: { MERCHANT_VIEW: QR_PATH } }],
};

export default qr;
