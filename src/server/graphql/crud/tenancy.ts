/**
 * Tenancy as a WHERE (DESIGN §4): for each kind of resource, the condition that keeps a query
 * inside the restaurants a viewer reaches. The kernel adds it to every list, count, get, update,
 * delete and custom operation of the resource; it is never a filter applied after fetching.
 */
import { getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../resource';
import type { Reach } from './access';

/** Reading (a user shared with any of my restaurants) or writing (a user all of whose restaurants are mine). */
export type ScopeMode = 'read' | 'write';

export interface Scope {
  /** The condition on the resource's rows, or undefined when the reach is unrestricted. */
  where(reach: Reach, mode: ScopeMode): SQL | undefined;
  /** Whether the area's grants are per restaurant (ADMIN reaches only its own) or platform-wide. */
  perRestaurant: boolean;
  /** What a row written outside the reach is reported as (NOT_FOUND of it, like a missing id). */
  outside: string;
}

/** `"table"."column"`: written out, since drizzle leaves columns unqualified in UPDATE and DELETE, where a subquery's own column of that name would capture them. */
export const qualified = (column: PgColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const restricted = (reach: Reach): string[] | undefined => (reach === 'all' ? undefined : reach.restaurantIds);

function byColumn(column: PgColumn): Scope {
  return { perRestaurant: true, outside: 'Restaurant', where: (reach) => (restricted(reach) ? inArray(qualified(column), restricted(reach) as string[]) : undefined) };
}

export function scopeOf(definition: ResourceDefinition, columns: Readonly<Record<string, PgColumn>>): Scope {
  const { tenancy, type } = definition.descriptor;
  switch (tenancy.kind) {
    case 'platform':
      return { perRestaurant: false, outside: type, where: () => undefined };
    case 'self':
      return byColumn(columns.id);
    case 'restaurant':
      if (!columns[tenancy.field]) throw new Error(`Resource ${type}: tenancy field ${tenancy.field} is not a column.`);
      return byColumn(columns[tenancy.field]);
    case 'parent': {
      const { parent } = definition;
      const column = columns[tenancy.field];
      if (!parent || parent.descriptor.name !== tenancy.parent || !column) {
        throw new Error(`Resource ${type}: parent tenancy needs the server resource ${tenancy.parent} as \`parent\` and a column ${tenancy.field}.`);
      }
      return {
        perRestaurant: true,
        outside: parent.descriptor.type,
        where: (reach, mode) => {
          const parentWhere = parent.scope.where(reach, mode);
          return parentWhere && sql`${qualified(column)} in (select ${qualified(parent.columns.id)} from ${parent.table} where ${parentWhere})`;
        },
      };
    }
    case 'link': {
      const { link } = definition;
      if (!link) throw new Error(`Resource ${type}: link tenancy needs \`link\`.`);
      const rowId = qualified(columns.id);
      const linked = (condition: SQL) => sql`exists (select 1 from ${link.table} where ${qualified(link.row)} = ${rowId} and ${condition})`;
      return {
        perRestaurant: true,
        outside: 'Restaurant',
        where: (reach, mode) => {
          const ids = restricted(reach);
          if (!ids) return undefined;
          const inside = inArray(qualified(link.restaurant), ids);
          const main = link.main && qualified(link.main);
          const touches = main ? sql`(${inArray(main, ids)} or ${linked(inside)})` : linked(inside);
          if (mode === 'read') return touches;
          const outside = sql`not ${linked(sql`not ${inside}`)}`;
          return main ? sql`${touches} and ${outside} and (${main} is null or ${inArray(main, ids)})` : sql`${touches} and ${outside}`;
        },
      };
    }
  }
}
