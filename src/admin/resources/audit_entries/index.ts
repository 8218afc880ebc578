import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { AUDIT_ENTRIES } from '../../../domain';
import { lazyWithTimeout } from '../../chunks/lazyWithTimeout';
import type { AdminResource } from '../AdminResource';

export const AUDIT_LOG_PATH = 'audit_log';

/**
 * The audit trail (area audit: super admins every entry, admins their restaurants'): the Audit log
 * list in both views, last in the menu. Each record's History panel (RecordHistory.tsx) reads it too.
 */
const auditEntries: AdminResource = {
  descriptor: AUDIT_ENTRIES,
  recordRepresentation: 'action',
  routes: [
    {
      path: AUDIT_LOG_PATH,
      resource: 'audit_entries',
      action: 'list',
      screen: lazyWithTimeout(() => import('./AuditLogList')),
    },
  ],
  nav: [
    {
      label: 'app.nav.auditLog',
      icon: ManageSearchIcon,
      routes: { SUPER_VIEW: AUDIT_LOG_PATH, MERCHANT_VIEW: AUDIT_LOG_PATH },
      after: 'app.nav.orderHistory',
    },
  ],
};

export default auditEntries;
