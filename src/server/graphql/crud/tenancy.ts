/**
 * Tenancy as a WHERE (docs/architecture.md §4): for each kind of resource, the condition that keeps a query
 * inside the restaurants a viewer reaches. The kernel adds it to every list, count, get, update,
 * delete and custom operation of the resource; it is never a filter applied after fetching.
 */
import { and, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDescriptor } from '../../../domain';
import type { ResourceDefinition, Scope } from '../kernel';
import { reaches, type Reach } from './access';

export type { Scope, ScopeMode } from '../kernel';
import { isUuid } from './listQuery';

/**
 * `"table"."column"`: written out, since drizzle leaves columns unqualified in UPDATE and DELETE, where a subquery's
 * own column of that name would capture them.
 */
export const qualified = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const restricted = (reach: Reach): string[] | undefined => (reach === 'all' ? undefined : reach.restaurantIds);

const keyIn = (columns: Readonly<Record<string, PgColumn>>, column: PgColumn) =>
  Object.keys(columns).find((key) => columns[key] === column) as string;

/** A record naming no restaurant yet passes here: its required rule says so on its field. */
const namesReachable = (value: unknown, reach: Reach) => value === undefined || value === null || reaches(reach, value);

function byColumn(column: PgColumn, key: string): Scope {
  return {
    perRestaurant: true,
    outside: 'Restaurant',
    where: (reach) => (restricted(reach) ? inArray(qualified(column), restricted(reach) as string[]) : undefined),
    admits: async (record, { reach }) => namesReachable(record[key], reach),
  };
}

/** What a scope is made of: the resource's tenancy and, for `parent` and `link`, where its restaurants are found. */
export type ScopeSource = Pick<ResourceDefinition, 'parent' | 'link'> & {
  descriptor: Pick<ResourceDescriptor, 'type' | 'tenancy'>;
};

export function scopeOf(definition: ScopeSource, columns: Readonly<Record<string, PgColumn>>): Scope {
  const { tenancy, type } = definition.descriptor;
  switch (tenancy.kind) {
    case 'platform':
      return { perRestaurant: false, outside: type, where: () => undefined, admits: async () => true };
    case 'self':
      return {
        ...byColumn(columns.id, 'id'),
        admits: async (record, { reach }) => (record.id === undefined ? reach === 'all' : reaches(reach, record.id)),
      };
    case 'restaurant':
      if (!columns[tenancy.field]) throw new Error(`Resource ${type}: tenancy field ${tenancy.field} is not a column.`);
      return byColumn(columns[tenancy.field], tenancy.field);
    case 'parent': {
      const { parent } = definition;
      const column = columns[tenancy.field];
      if (!parent || parent.descriptor.name !== tenancy.parent || !column) {
        throw new Error(
          `Resource ${type}: parent tenancy needs the server resource ${tenancy.parent} as \`parent\` and a column ${tenancy.field}.`,
        );
      }
      return {
        perRestaurant: true,
        outside: parent.descriptor.type,
        where: (reach, mode) => {
          const parentWhere = parent.scope.where(reach, mode);
          return (
            parentWhere &&
            sql`${qualified(column)} in (select ${qualified(parent.columns.id)} from ${parent.table} where ${parentWhere})`
          );
        },
        admits: async (record, { reach, db }) => {
          const parentId = record[tenancy.field];
          const parentWhere = parent.scope.where(reach, 'write');
          if (!parentWhere || parentId === undefined || parentId === null) return true;
          if (!isUuid(parentId)) return false;
          const [found] = await db
            .select({ id: parent.columns.id })
            .from(parent.table)
            .where(and(eq(parent.columns.id, parentId), parentWhere));
          return found !== undefined;
        },
      };
    }
    case 'link': {
      const { link } = definition;
      if (!link) throw new Error(`Resource ${type}: link tenancy needs \`link\`.`);
      const rowId = qualified(columns.id);
      const linked = (condition: SQL) =>
        sql`exists (select 1 from ${link.table} where ${qualified(link.row)} = ${rowId} and ${condition})`;
      const mainKey = link.main && keyIn(columns, link.main);
      return {
        perRestaurant: true,
        outside: 'Restaurant',
        admits: async (record, { reach }) => !mainKey || namesReachable(record[mainKey], reach),
        where: (reach, mode) => {
          const ids = restricted(reach);
          if (!ids) return undefined;
          const inside = inArray(qualified(link.restaurant), ids);
          const main = link.main && qualified(link.main);
          const touches = main ? sql`(${inArray(main, ids)} or ${linked(inside)})` : linked(inside);
          if (mode === 'read') return touches;
          const outside = sql`not ${linked(sql`not ${inside}`)}`;
          return main
            ? sql`${touches} and ${outside} and (${main} is null or ${inArray(main, ids)})`
            : sql`${touches} and ${outside}`;
        },
      };
    }
  }
}
