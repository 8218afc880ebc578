/**
 * The audit trail as the API serves it (read-only: entries are written by the guard, in each
 * write's transaction): super admins read every entry, an admin its restaurants' entries, never
 * the address of a super admin (nor of one viewing as someone else). Entries newest first.
 */
import { gte, lt } from 'drizzle-orm';
import { AUDIT_ENTRIES } from '../../../domain';
import { withVisibleAddress } from '../../audit/addressVisibility';
import { restoreOperation, RESTORE_SDL } from '../../audit/restore';
import { auditEntries } from '../../db/schema';
import { filterInstant } from '../crud/listQuery';
import { defineResource, type CustomFilter } from '../resource';
import { RESOURCES } from '.';

const SDL = `
type AuditChange { field: String!, before: String, after: String, redacted: Boolean }
${RESTORE_SDL}
`;

/** `atFrom` (inclusive) and `atBefore` (exclusive) bound the entry's time. */
const TIME_FILTERS: Record<string, CustomFilter> = {
  atFrom: { type: 'String', where: (value) => gte(auditEntries.at, filterInstant(value, 'atFrom')) },
  atBefore: { type: 'String', where: (value) => lt(auditEntries.at, filterInstant(value, 'atBefore')) },
};

export default defineResource({
  descriptor: AUDIT_ENTRIES,
  table: auditEntries,
  search: ['actorEmail', 'recordId'],
  filters: ['actorId', 'resource', 'recordId', 'action'],
  customFilters: TIME_FILTERS,
  sortable: ['at'],
  defaultSort: { field: 'at', order: 'DESC' },
  json: { changes: { output: '[AuditChange!]', input: '[AuditChange!]' } },
  present: {
    needs: ['actorRole', 'viewAsById'],
    apply: (row, { viewer }) => withVisibleAddress(row, viewer),
  },
  sdl: SDL,
  operations: (resource) => [restoreOperation(resource, () => RESOURCES)],
});
