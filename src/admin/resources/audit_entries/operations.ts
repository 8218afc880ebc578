import { gql } from '@apollo/client';

/** Writes an entry's earlier values back through the record's normal update (audited as a restore). */
export const RESTORE_AUDIT_ENTRY = gql`
  mutation restoreAuditEntry($id: ID!) {
    restoreAuditEntry(id: $id)
  }
`;
