/**
 * The triggers that record writes made outside the app (psql, a script on its own connection), derived from the
 * descriptions rather than written by hand: each audited table's trigger passes its resource, the column naming
 * its restaurant (none for a platform row), its secret columns (recorded as changed, without values) and the hidden
 * ones not audited at all to `restoboard_audit_outside_write` (migration 0013). Installed at start-up, after the
 * migrations and under their lock, so a new table gets its trigger with no SQL written.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Operation, ServerResource } from '../graphql/kernel';
import { isPublic } from '../graphql/operation';

/** What a table's trigger passes, in the order the trigger function reads them. */
export interface OutsideTriggerArgs {
  resource: string;
  restaurantColumn: string;
  secrets: string[];
  skipped: string[];
}

/**
 * The tables the app writes, so audits: a writable resource's, or a read-only resource's whose own mutations
 * declare the records they change (day closes).
 */
export function outsideAudited(
  resources: readonly ServerResource[],
  operations: readonly Operation[],
): ServerResource[] {
  const ownWrites = new Set(
    operations.flatMap((operation) =>
      !isPublic(operation) &&
      operation.type === 'Mutation' &&
      operation.resource &&
      (operation.audit?.records || operation.audit?.created)
        ? [operation.resource]
        : [],
    ),
  );
  return resources.filter((resource) => !resource.descriptor.readOnly || ownWrites.has(resource));
}

export function outsideTriggerArgs(resource: ServerResource): OutsideTriggerArgs {
  const { descriptor, columns } = resource;
  const column = (field: string) => columns[field].name;
  const secrets = descriptor.secrets ?? [];
  const { tenancy } = descriptor;
  const restaurantColumn =
    tenancy.kind === 'self'
      ? 'id'
      : tenancy.kind === 'restaurant'
        ? column(tenancy.field)
        : tenancy.kind === 'link' && resource.link?.main
          ? resource.link.main.name
          : '';
  return {
    resource: descriptor.name,
    restaurantColumn,
    secrets: secrets.map(column).sort(),
    skipped: (resource.hidden ?? [])
      .filter((field) => !secrets.includes(field))
      .map(column)
      .sort(),
  };
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Creates (or replaces) each audited table's trigger as its description says it. */
export async function installOutsideWriteTriggers(db: Database, audited: readonly ServerResource[]): Promise<void> {
  for (const resource of audited) {
    const table = getTableName(resource.table);
    const args = outsideTriggerArgs(resource);
    const passed = [args.resource, args.restaurantColumn, args.secrets.join(','), args.skipped.join(',')]
      .map(literal)
      .join(', ');
    await db.execute(
      sql.raw(
        `create or replace trigger "${table}_audit_outside" after insert or update or delete on "${table}" for each row execute function restoboard_audit_outside_write(${passed})`,
      ),
    );
  }
}
