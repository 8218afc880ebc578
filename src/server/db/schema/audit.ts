/**
 * The audit trail (src/server/audit): one row per record a write changed, written in the write's own
 * transaction. Append-only: the API has no write of it, and a trigger (migration 0013) refuses
 * UPDATE, DELETE and TRUNCATE. No foreign keys: an entry outlives the user, restaurant or record it names.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One changed field: its values before and after, JSON-encoded (null: absent); a secret's values are never kept. */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
  redacted?: boolean;
}

export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    /** The super admin behind a view-as session. */
    viewAsById: uuid('view_as_by_id'),
    viewAsByEmail: text('view_as_by_email'),
    clientAddress: text('client_address'),
    /** The resource's name (`menus`); null for an action on no record (a view-as session). */
    resource: text('resource'),
    recordId: text('record_id'),
    restaurantId: uuid('restaurant_id'),
    /** `create`, `update`, `delete`, `restore`, or the custom operation's name (`setMenuAvailability`). */
    action: text('action').notNull(),
    /** The GraphQL field that wrote it (`updateMenus`). */
    operation: text('operation').notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    /** What the action says beyond fields (a view-as reason), as JSON text. */
    details: text('details'),
  },
  (t) => [
    // Read backwards for the lists' `at DESC, id DESC` (a DESC index would put nulls last, which that order does not).
    index('audit_entries_at_idx').on(t.at, t.id),
    index('audit_entries_record_idx').on(t.resource, t.recordId, t.at, t.id),
    index('audit_entries_restaurant_idx').on(t.restaurantId, t.at, t.id),
    index('audit_entries_actor_idx').on(t.actorId, t.at, t.id),
    // The log filtered by a resource or an action alone: a rare one would otherwise be looked for through every entry.
    index('audit_entries_resource_idx').on(t.resource, t.at, t.id),
    index('audit_entries_action_idx').on(t.action, t.at, t.id),
  ],
);
