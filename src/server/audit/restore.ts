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
export function restoredValues(target: ServerResource, changes: readonly AuditChange[]): Row {
  const data: Row = {};
  for (const change of changes) {
    if (change.redacted || !(change.field in target.descriptor.input) || target.virtual?.[change.field]) continue;
    data[change.field] = change.before === null ? null : JSON.parse(change.before);
  }
  return data;
}

async function restore(auditResource: ServerResource, resources: () => readonly ServerResource[], args: Args, context: GuardedContext): Promise<boolean> {
  const [entry] = await context.db.select().from(auditEntries).where(rowCondition(auditResource, context, args.id, 'read'));
  if (!entry) throw notFound(auditResource.descriptor.type);
  const target = resources().find((resource) => resource.descriptor.name === entry.resource);
  const data = target && entry.recordId && !['create', 'delete'].includes(entry.action) ? restoredValues(target, entry.changes) : {};
  if (!target || Object.keys(data).length === 0) throw new AppError('BAD_USER_INPUT', { key: 'errors.notRestorable' });
  const reach = reachOf(context.viewer, areaOf(target.descriptor), 'edit', target.scope.perRestaurant);
  const writer: GuardedContext = { ...context, reach, scope: (mode) => target.scope.where(reach, mode) };
  const trail = trailOf(context);
  await trail.track(target, [entry.recordId], 'restore');
  trail.note({ restoredEntryId: entry.id });
  await updateRecord(target, entry.recordId, data, writer);
  return true;
}

export const RESTORE_SDL = 'extend type Mutation { restoreAuditEntry(id: ID!): Boolean! }';

/** Needs the entry within the audit's reach and the record's `edit` within its own. */
export const restoreOperation = (auditResource: ServerResource, resources: () => readonly ServerResource[]): GuardedOperation => ({
  name: 'restoreAuditEntry',
  type: 'Mutation',
  verb: 'custom',
  access: { kind: 'permission', area: areaOf(auditResource.descriptor), action: 'edit' },
  audit: {},
  resolve: (args, context) => restore(auditResource, resources, args, context),
});
