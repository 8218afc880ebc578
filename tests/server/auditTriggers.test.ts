/**
 * The triggers that record writes made outside the app are derived from the descriptions at start-up
 * (src/server/audit/outsideWriteTriggers.ts): every audited table has one, passing its resource, the column naming
 * its restaurant (none for a platform row), its secret columns (recorded as changed, without values) and the hidden
 * ones not audited at all, and no other table has one (a trigger a migration wrote for a table no longer audited
 * would show here). Read from pg_trigger. The generator's test runs this suite on a resource just added.
 */
import { getTableName, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/database';
import { outsideAudited, outsideTriggerArgs } from '../../src/server/audit/outsideWriteTriggers';
import { operationsOf } from '../../src/server/graphql/operations';
import { RESOURCES } from '../../src/server/graphql/resources';
import { describeOnEachDatabase } from './support/testServer';

const list = (text: string) => (text ? text.split(',').sort() : []);

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
    const audited = outsideAudited(RESOURCES, operationsOf());
    expect([...triggers.keys()].sort()).toEqual(audited.map((resource) => getTableName(resource.table)).sort());
    for (const resource of audited)
      expect(triggers.get(getTableName(resource.table)), resource.descriptor.name).toEqual(
        outsideTriggerArgs(resource),
      );
  });
});
