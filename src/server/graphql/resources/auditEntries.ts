/**
 * The audit trail as the API serves it (read-only: entries are written by the guard, in each
 * write's transaction): super admins read every entry, an admin its restaurants' entries, masked by
 * entryVisibility.ts (no super admin's address, no database details). Entries newest first.
 */
import { AUDIT_ENTRIES } from '../../../domain';
import { VISIBILITY_NEEDS, visibleEntry } from '../../audit/entryVisibility';
import { restoration, restoreOperation, RESTORE_SDL, type RestorableEntry } from '../../audit/restore';
import { auditEntries } from '../../db/schema';
import { periodFilters } from '../crud/periodFilters';
import { defineResource, type ServerResource } from '../resource';

const SDL = `
type AuditChange { field: String!, before: String, after: String, redacted: Boolean }
${RESTORE_SDL}
`;

/**
 * The audit trail's resource; `registry`: every resource served (an entry is undone through its record's own resource).
 */
export default function auditEntriesServing(registry: () => readonly ServerResource[]): ServerResource {
  return defineResource({
    descriptor: AUDIT_ENTRIES,
    table: auditEntries,
    search: ['actorEmail', 'recordId'],
    filters: ['actorId', 'resource', 'recordId', 'action'],
    // `atFrom` (inclusive) and `atBefore` (exclusive) bound the entry's time.
    customFilters: periodFilters('at', auditEntries.at),
    sortable: ['at'],
    defaultSort: { field: 'at', order: 'DESC' },
    json: { changes: { output: '[AuditChange!]', input: '[AuditChange!]' } },
    computed: {
      // Whether "Undo this change" has anything to write back (restore.ts decides, for the client too).
      restorable: {
        type: 'Boolean!',
        needs: ['resource', 'recordId', 'action', 'changes'],
        resolve: (row) => restoration(row as unknown as RestorableEntry, registry()) !== undefined,
      },
    },
    // The list may be seconds behind: it reads the replica when there is one (docs/production.md).
    replicaReads: ['list', 'count'],
    present: {
      needs: VISIBILITY_NEEDS,
      apply: (row, { viewer }) => visibleEntry(row, viewer),
    },
    sdl: SDL,
    operations: (resource) => [restoreOperation(resource, registry)],
  });
}
