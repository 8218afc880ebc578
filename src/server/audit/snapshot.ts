/**
 * A record as the audit trail compares it, before and after a write: its columns (secrets
 * included, to tell that they changed; other hidden columns left out), its links' ids and its
 * child sets, plus the restaurant its entries are filed under (whose admins may read them).
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { relationColumns, withRelated } from '../graphql/crud/related';
import { qualified } from '../graphql/crud/tenancy';
import type { Row, ServerResource } from '../graphql/kernel';

/**
 * Where a row's restaurant is, as an expression on its table (null: a platform row). A row linked to
 * several restaurants (a user) is filed under one the actor reaches, so that the actor reads its own
 * change and no other restaurant's admins read it: given `actorRestaurants` (anybody but a super
 * admin), its main restaurant when that is one of them, else the first of them it is linked to; a
 * super admin's change, under the main restaurant (or the first linked).
 */
function restaurantOf(
  resource: ServerResource,
  actorRestaurants: readonly string[] | undefined,
): SQL | PgColumn | undefined {
  const { tenancy } = resource.descriptor;
  switch (tenancy.kind) {
    case 'self':
      return resource.columns.id;
    case 'restaurant':
      return resource.columns[tenancy.field];
    case 'parent': {
      const parent = resource.parent as ServerResource;
      const above = restaurantOf(parent, actorRestaurants);
      return (
        above &&
        sql`(select ${above} from ${parent.table} where ${qualified(parent.columns.id)} = ${qualified(resource.columns[tenancy.field])})`
      );
    }
    case 'link': {
      const { link } = resource;
      if (!link) return undefined;
      const firstLinked = (among?: readonly string[]) =>
        sql`(select min(${qualified(link.restaurant)}::text)::uuid from ${link.table} where ${qualified(link.row)} = ${qualified(resource.columns.id)}${among ? sql` and ${inArray(qualified(link.restaurant), [...among])}` : sql``})`;
      const main = link.main && qualified(link.main);
      const byDefault = main ? sql`coalesce(${main}, ${firstLinked()})` : firstLinked();
      if (!actorRestaurants?.length) return byDefault;
      const actorsMain = main ? sql`case when ${inArray(main, [...actorRestaurants])} then ${main} end, ` : sql``;
      return sql`coalesce(${actorsMain}${firstLinked(actorRestaurants)}, ${byDefault})`;
    }
    case 'platform':
      return undefined;
  }
}

export interface Snapshot {
  record: Row;
  restaurantId: string | null;
}

const RESTAURANT = '__restaurant';

/** The records of `ids` that exist, by id, each with the restaurant its entry is filed under (restaurantOf). */
export async function snapshots(
  db: Database,
  resource: ServerResource,
  ids: readonly string[],
  actorRestaurants?: readonly string[],
): Promise<Map<string, Snapshot>> {
  if (ids.length === 0) return new Map();
  const secrets = new Set(resource.descriptor.secrets ?? []);
  const hidden = new Set((resource.hidden ?? []).filter((key) => !secrets.has(key)));
  const columns: Record<string, PgColumn | SQL> = Object.fromEntries(
    Object.entries(resource.columns).filter(([key]) => !hidden.has(key)),
  );
  Object.assign(columns, relationColumns(resource, Object.keys(resource.relations ?? {})));
  const restaurant = restaurantOf(resource, actorRestaurants);
  if (restaurant) columns[RESTAURANT] = restaurant;
  const rows = (await db
    .select(columns)
    .from(resource.table)
    .where(inArray(resource.columns.id, [...ids]))) as Row[];
  const records = await withRelated(db, resource, rows, new Set(Object.keys(resource.children ?? {})), new Date());
  return new Map(
    records.map((record) => {
      const { [RESTAURANT]: restaurantId, ...rest } = record;
      return [record.id as string, { record: rest, restaurantId: (restaurantId as string | null | undefined) ?? null }];
    }),
  );
}
