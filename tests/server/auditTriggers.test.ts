/**
 * The triggers that record writes made outside the app (migrations 0013, 0014 and those of later tables) repeat what the
 * descriptors say of each table: its resource, the column naming its restaurant (none for a platform
 * row), its secret columns (recorded as changed, without values) and the hidden ones not audited at
 * all. Read from pg_trigger, so a descriptor changed without its trigger (or the other way) fails here.
 */
import { getTableName, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/database';
import { isPublic } from '../../src/server/graphql/operation';
import { operationsOf } from '../../src/server/graphql/operations';
import type { ServerResource } from '../../src/server/graphql/resource';
import { RESOURCES } from '../../src/server/graphql/resources';
import { describeOnEachDatabase } from './support/testServer';

/** The trigger's arguments, as the triggers of the migrations pass them. */
interface TriggerArgs {
  resource: string;
  restaurantColumn: string;
  secrets: string[];
  skipped: string[];
}

const list = (text: string) => (text ? text.split(',').sort() : []);

/** What the descriptor and the server's resource say the trigger of its table must pass. */
function expectedArgs(resource: ServerResource): TriggerArgs {
  const { descriptor, columns } = resource;
  const column = (field: string) => columns[field].name;
  const secrets = descriptor.secrets ?? [];
  const { tenancy } = descriptor;
  const restaurantColumn =
    tenancy.kind === 'self' ? 'id' : tenancy.kind === 'restaurant' ? column(tenancy.field) : tenancy.kind === 'link' && resource.link?.main ? resource.link.main.name : '';
  return {
    resource: descriptor.name,
    restaurantColumn,
    secrets: secrets.map(column).sort(),
    skipped: (resource.hidden ?? []).filter((field) => !secrets.includes(field)).map(column).sort(),
  };
}

describeOnEachDatabase('the outside-write triggers', (server) => {
  it("pass each audited table's resource, restaurant column, secrets and unaudited columns as its descriptor declares them", async () => {
    const { db } = server().server.database;
    const rows = rowsOf<{ table: string; args: string }>(
      await db.execute(sql`select c.relname as "table", encode(t.tgargs, 'escape') as args
        from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%\_audit\_outside' and not t.tgisinternal`),
    );
    const triggers = new Map(
      rows.map(({ table, args }) => {
        const [resource, restaurantColumn, secrets, skipped] = args.split('\\000');
        return [table, { resource, restaurantColumn, secrets: list(secrets), skipped: list(skipped) }];
      }),
    );
    // A table the app writes is audited: through the generic writes, or a read-only resource's own mutations that declare its records (day closes).
    const ownWrites = new Set(operationsOf().flatMap((op) => (!isPublic(op) && op.type === 'Mutation' && (op.audit?.records || op.audit?.created) && op.resource ? [op.resource] : [])));
    const audited = RESOURCES.filter((resource) => !resource.descriptor.readOnly || ownWrites.has(resource));
    expect([...triggers.keys()].sort()).toEqual(audited.map((resource) => getTableName(resource.table)).sort());
    for (const resource of audited) expect(triggers.get(getTableName(resource.table)), resource.descriptor.name).toEqual(expectedArgs(resource));
  });
});
