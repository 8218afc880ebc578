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

/** The actions an entry may name beyond a custom operation's own name. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
