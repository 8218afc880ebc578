import PrintIcon from '@mui/icons-material/Print';
import { PRINTER_CLASSES } from '../../../domain';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import type { AdminResource } from '../AdminResource';

/** The screen's spec path (relative to /admin): the list, its dialogs and the routing view. */
export const PRINTER_CLASSES_PATH = 'printer_classes/:restoUuid';

/** Printer classes (area printer_classes: an ADMIN's own restaurants, super admins): one screen per restaurant. */
const printerClasses: AdminResource = {
  descriptor: PRINTER_CLASSES,
  recordRepresentation: 'name',
  routes: [
    {
      path: PRINTER_CLASSES_PATH,
      resource: 'printer_classes',
      action: 'list',
      restaurantParam: 'restoUuid',
      screen: lazyWithTimeout(() => import('./PrinterClassScreen')),
    },
  ],
  nav: [{ label: 'app.nav.printerClass', icon: PrintIcon, routes: { MERCHANT_VIEW: PRINTER_CLASSES_PATH } }],
};

export default printerClasses;
