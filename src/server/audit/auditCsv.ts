/**
 * `GET /exports/audit.csv?filter={json}`: the audit log's filtered entries as CSV
 * (exports/csvExport.ts), for a viewer holding `audit:list`: a super admin every entry, an admin
 * its restaurants' entries, masked as the API masks them (entryVisibility.ts). Newest first,
 * paged by keyset on (at, id), which audit_entries_at_idx serves. Made to be read by a person: the
 * record's and the restaurant's names beside their ids, the address as entryVisibility.ts writes it,
 * each change as `field: before → after` with the field's label in the viewer's language and plain values (a secret's
 * values were never kept:
 * `field: ••• → •••`). Times ISO in UTC. No row count ahead (no X-Export-Rows):
 * counting a million entries costs more than a page (the list is countless for that reason), and that
 * count would run before the export's database-time budget starts; the client shows rows received.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { auditEntries } from '../db/schema';
import { visibleColumns } from './entryVisibility';
import { fieldLabelsJson } from './fieldLabels';
import type { CsvExportKind } from '../exports/csvExport';
import { ISO, keysetChunks, olderThan, TEXT } from '../exports/csvPages';
import { AUDIT_ENTRIES, AUDIT_EXPORT_PATH } from '../../domain';
import type { ServerResource } from '../graphql/resource';
import { RESOURCES } from '../graphql/resources';

export const AUDIT_CSV_HEADERS = [
  'at',
  'actor_email',
  'actor_role',
  'view_as_by_email',
  'client_address',
  'resource',
  'record_id',
  'record_name',
  'restaurant_id',
  'restaurant_name',
  'action',
  'operation',
  'changes',
  'details',
  'id',
];

/** The column naming a record of each resource: its name, a post's title, a user's email. */
const NAMING_COLUMNS = ['name', 'title', 'email'];

/**
 * A record's name, read from its resource's table now, or (a record since deleted) from the name its
 * entry recorded (after a change, or before a deletion); nothing for a resource without one.
 */
function recordNameSql(resources: readonly ServerResource[]): string {
  const cases = resources.flatMap((resource) => {
    const column = NAMING_COLUMNS.find((name) => name in resource.columns);
    if (!column) return [];
    const named = resource.columns[column].name;
    return [
      `when '${resource.descriptor.name}' then (select "${named}" from "${resource.tableName}" where id = record_uuid)`,
    ];
  });
  const recorded = `(select coalesce(${plainValue("c->>'after'")}, ${plainValue("c->>'before'")}) from jsonb_array_elements(changes) c where c->>'field' in (${NAMING_COLUMNS.map((n) => `'${n}'`).join(', ')}) limit 1)`;
  return `coalesce(case resource ${cases.join(' ')} end, ${recorded})`;
}

/**
 * A value as the audit keeps it (JSON text) made plain: a string without its quotes; numbers, lists and the rest as
 * written.
 */
function plainValue(json: string): string {
  return `case when left(${json}, 1) = '"' and right(${json}, 1) = '"' then (${json})::jsonb #>> '{}' else ${json} end`;
}

/**
 * Each change as `field: before → after`, one after the other, the field by its label in the viewer's language
 * (`labels`: a JSON text of labels by resource and field, fieldLabels.ts).
 */
const changesSql = (
  labels: string,
) => `(select string_agg(coalesce('${labels.replaceAll("'", "''")}'::jsonb -> resource ->> (c->>'field'), c->>'field') || ': ' || case when (c->>'redacted')::boolean then '••• → •••'
  else coalesce(${plainValue("c->>'before'")}, '') || ' → ' || coalesce(${plainValue("c->>'after'")}, '') end, '; ') from jsonb_array_elements(changes) c)`;

/** Entries per page (see ordersCsv.ts: PGlite holds the event loop for a page). */
const PAGE: Record<DatabaseHandle['kind'], number> = { pglite: 2_000, postgres: 25_000 };

const NEWEST_FIRST = sql.raw('audit_entries.at desc, audit_entries.id desc');

const after = (condition: SQL | undefined, id: string | undefined) =>
  sql`${condition ?? sql`true`} and ${olderThan(auditEntries.at, auditEntries.id, id)}`;

/** From the registry (the resource's own module reads the registry: imported alone, it would come first). */
function auditResource(): ServerResource {
  const resource = RESOURCES.find((candidate) => candidate.descriptor === AUDIT_ENTRIES);
  if (!resource) throw new Error('The audit trail is not among the served resources.');
  return resource;
}

export const AUDIT_EXPORT: CsvExportKind = {
  path: AUDIT_EXPORT_PATH,
  resource: auditResource(),
  onReplica: true,
  file: (_params, viewer, locale) => ({
    name: 'audit-log.csv',
    headers: AUDIT_CSV_HEADERS,
    chunks: (database, condition) => {
      const limit = PAGE[database.kind];
      const visible = visibleColumns(viewer);
      const recordName = recordNameSql(RESOURCES);
      return keysetChunks(database, {
        page: (
          id,
        ) => sql`select ${sql.raw(ISO('at'))}, ${sql.raw(TEXT('actor_email'))}, actor_role, ${sql.raw(TEXT('view_as_by_email'))}, ${sql.raw(visible.clientAddress)},
            resource, ${sql.raw(TEXT('record_id'))}, ${sql.raw(TEXT(recordName))}, restaurant_id, ${sql.raw(TEXT('(select name from restaurants where restaurants.id = audit_entries.restaurant_id)'))},
            action, operation, ${sql.raw(TEXT(changesSql(fieldLabelsJson(locale))))}, ${sql.raw(TEXT(`(${visible.details})`))}, id
          from (select *, case when record_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then record_id::uuid end as record_uuid from ${auditEntries}
            where ${after(condition, id)} order by ${NEWEST_FIRST} limit ${sql.raw(String(limit))}) as audit_entries order by ${NEWEST_FIRST}`,
        lastOfFullPage: (id) =>
          sql`select id from ${auditEntries} where ${after(condition, id)} order by ${NEWEST_FIRST} offset ${limit - 1} limit 1`,
      });
    },
  }),
};
