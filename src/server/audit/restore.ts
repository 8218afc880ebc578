/**
 * `restoreAuditEntry(id)`: the values an entry's record had before that change, written back
 * through the record's normal update (its permission, tenancy, rules and uniqueness apply; a
 * refusal is the update's own), and audited as a restore. Only fields a form can write come back:
 * not secrets (never kept), nor what only other operations set (a sold-out time, a publication).
 */
import { areaOf } from '../../domain';
import { auditEntries, type AuditChange } from '../db/schema';
import { AppError, notFound } from '../graphql/appError';
import { reachOf } from '../graphql/crud/access';
import { rowCondition } from '../graphql/crud/reads';
import { updateRecord } from '../graphql/crud/writes';
import type { Args, GuardedContext, GuardedOperation } from '../graphql/operation';
import type { Row, ServerResource } from '../graphql/resource';
import { trailOf } from './auditTrail';

/** The record's earlier values of the fields its input takes. */
function restoredValues(target: ServerResource, changes: readonly AuditChange[]): Row {
  const data: Row = {};
  for (const change of changes) {
    if (change.redacted || !(change.field in target.descriptor.input)) continue;
    data[change.field] = change.before === null ? null : JSON.parse(change.before);
  }
  return data;
}

/** What an entry is about, as far as restoring it goes. */
export interface RestorableEntry {
  resource: string | null;
  recordId: string | null;
  action: string;
  changes: readonly AuditChange[];
}

/**
 * What restoring the entry writes back, and to which record: nothing for a creation or a deletion,
 * nor for a change of no field a form writes. (The API's `restorable` says whether there is any.)
 */
export function restoration(
  entry: RestorableEntry,
  resources: readonly ServerResource[],
): { target: ServerResource; recordId: string; data: Row } | undefined {
  const target = resources.find((resource) => resource.descriptor.name === entry.resource);
  if (!target || !entry.recordId || ['create', 'delete'].includes(entry.action)) return undefined;
  const data = restoredValues(target, entry.changes);
  return Object.keys(data).length > 0 ? { target, recordId: entry.recordId, data } : undefined;
}

async function restore(
  auditResource: ServerResource,
  resources: () => readonly ServerResource[],
  args: Args,
  context: GuardedContext,
): Promise<boolean> {
  const [entry] = await context.db
    .select()
    .from(auditEntries)
    .where(rowCondition(auditResource, context, args.id, 'read'));
  if (!entry) throw notFound(auditResource.descriptor.type);
  const restoring = restoration(entry, resources());
  if (!restoring) throw new AppError('BAD_USER_INPUT', { key: 'errors.notRestorable' });
  const { target, recordId, data } = restoring;
  const reach = reachOf(context.viewer, areaOf(target.descriptor), 'edit', target.scope.perRestaurant);
  const writer: GuardedContext = { ...context, reach, scope: (mode) => target.scope.where(reach, mode) };
  const trail = trailOf(context);
  await trail.track(target, [recordId], 'restore');
  trail.note({ restoredEntryId: entry.id });
  await updateRecord(target, recordId, data, writer);
  return true;
}

export const RESTORE_SDL = 'extend type Mutation { restoreAuditEntry(id: ID!): Boolean! }';

/** Needs the entry within the audit's reach and the record's `edit` within its own. */
export const restoreOperation = (
  auditResource: ServerResource,
  resources: () => readonly ServerResource[],
): GuardedOperation => ({
  name: 'restoreAuditEntry',
  type: 'Mutation',
  verb: 'custom',
  access: { kind: 'permission', area: areaOf(auditResource.descriptor), action: 'edit' },
  audit: {},
  resolve: (args, context) => restore(auditResource, resources, args, context),
});
