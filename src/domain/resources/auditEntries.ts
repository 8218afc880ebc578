import { defineDescriptor } from './descriptor';

/**
 * The audit trail: who changed what, when, before and after. Written only by the server, in each
 * write's transaction; read by super admins (everything) and admins (their restaurants' entries).
 */
export const AUDIT_ENTRIES = defineDescriptor({
  name: 'audit_entries',
  type: 'AuditEntry',
  plural: 'AuditEntries',
  area: 'audit',
  grants: ['SUPERADMIN', 'ADMIN'],
  tenancy: { kind: 'restaurant', field: 'restaurantId' },
  input: {},
  readOnly: true,
  countless: true,
  fields: [
    'id',
    'at',
    'actorId',
    'actorEmail',
    'actorRole',
    'viewAsById',
    'viewAsByEmail',
    'clientAddress',
    'resource',
    'recordId',
    'restaurantId',
    'action',
    'operation',
    'changes { field before after redacted }',
    'details',
    'restorable',
  ],
});

/** The audit log's CSV export (made by the server). */
export const AUDIT_EXPORT_PATH = '/exports/audit.csv';
