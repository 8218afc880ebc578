/**
 * `GET /exports/audit.csv?filter={json}`: the audit log's filtered entries as CSV
 * (exports/csvExport.ts), for a viewer holding `audit:list`: a super admin every entry, an admin
 * its restaurants' entries, masked as the API masks them (entryVisibility.ts). Newest first,
 * paged by keyset on (at, id), which audit_entries_at_idx serves. Times ISO in UTC; `changes` as
 * the JSON the API gives (a secret's values were never kept). No row count ahead (no X-Export-Rows):
 * counting a million entries costs more than a page (the list is countless for that reason), and that
 * count would run before the export's database-time budget starts; the client shows rows received.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { auditEntries } from '../db/schema';
import { visibleColumns } from './entryVisibility';
import type { CsvExportKind } from '../exports/csvExport';
import { ISO, keysetChunks, olderThan, TEXT } from '../exports/csvPages';
import { AUDIT_ENTRIES, AUDIT_EXPORT_PATH } from '../../domain';
import type { ServerResource } from '../graphql/resource';
import { RESOURCES } from '../graphql/resources';

export const AUDIT_CSV_HEADERS = [
  'at', 'actor_email', 'actor_role', 'view_as_by_email', 'client_address', 'resource', 'record_id', 'restaurant_id', 'action', 'operation', 'changes', 'details', 'id',
];

/** Entries per page (see ordersCsv.ts: PGlite holds the event loop for a page). */
const PAGE: Record<DatabaseHandle['kind'], number> = { pglite: 2_000, postgres: 25_000 };

const NEWEST_FIRST = sql.raw('audit_entries.at desc, audit_entries.id desc');

const after = (condition: SQL | undefined, id: string | undefined) => sql`${condition ?? sql`true`} and ${olderThan(auditEntries.at, auditEntries.id, id)}`;

/** From the registry (the resource's own module reads the registry: imported alone, it would come first). */
function auditResource(): ServerResource {
  const resource = RESOURCES.find((candidate) => candidate.descriptor === AUDIT_ENTRIES);
  if (!resource) throw new Error('The audit trail is not among the served resources.');
  return resource;
}

export const AUDIT_EXPORT: CsvExportKind = {
  path: AUDIT_EXPORT_PATH,
  resource: auditResource(),
  file: (_params, viewer) => ({
    name: 'audit-log.csv',
    headers: AUDIT_CSV_HEADERS,
    chunks: (database, condition) => {
      const limit = PAGE[database.kind];
      const visible = visibleColumns(viewer);
      return keysetChunks(database, {
        page: (id) => sql`select ${sql.raw(ISO('at'))}, ${sql.raw(TEXT('actor_email'))}, actor_role, ${sql.raw(TEXT('view_as_by_email'))}, ${sql.raw(visible.clientAddress)},
            resource, ${sql.raw(TEXT('record_id'))}, restaurant_id, action, operation, ${sql.raw(TEXT('changes::text'))}, ${sql.raw(TEXT(`(${visible.details})`))}, id
          from ${auditEntries} where ${after(condition, id)} order by ${NEWEST_FIRST} limit ${sql.raw(String(limit))}`,
        lastOfFullPage: (id) => sql`select id from ${auditEntries} where ${after(condition, id)} order by ${NEWEST_FIRST} offset ${limit - 1} limit 1`,
      });
    },
  }),
};
