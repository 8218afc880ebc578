import type { RaRecord } from 'react-admin';

/** One changed field: JSON-encoded values (null: empty); `redacted`: a secret, its values never kept. */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
  redacted?: boolean | null;
}

/** An entry of the audit trail as the API serves it (AUDIT_ENTRIES' fields). */
export interface AuditEntry extends RaRecord {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  actorRole: string | null;
  viewAsById: string | null;
  viewAsByEmail: string | null;
  clientAddress: string | null;
  resource: string | null;
  recordId: string | null;
  restaurantId: string | null;
  action: string;
  operation: string;
  changes: AuditChange[];
  details: string | null;
  /** Whether "Undo this change" has anything to write back (the server's rule). */
  restorable: boolean;
}
