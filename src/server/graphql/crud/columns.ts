/** A resource's columns and the GraphQL scalar each one is shown as. */
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../resource';

export function columnsOf(resource: ResourceDefinition): Record<string, PgColumn> {
  return getTableColumns(resource.table);
}

/** The GraphQL scalar of a column, without nullability. Timestamps are ISO strings. */
export function graphqlScalar(column: PgColumn): string {
  if (column.columnType === 'PgUUID') return 'ID';
  switch (column.dataType) {
    case 'string':
    case 'date':
      return 'String';
    case 'boolean':
      return 'Boolean';
    case 'number':
      return ['PgInteger', 'PgSmallInt', 'PgSerial', 'PgSmallSerial'].includes(column.columnType) ? 'Int' : 'Float';
    default:
      throw new Error(`Column ${column.name} (${column.columnType}) has no GraphQL scalar yet: add one in crud/columns.ts.`);
  }
}

/** The tenancy column's key, when rows belong to a restaurant. */
export function tenancyKey(resource: ResourceDefinition): string | undefined {
  return resource.scope.kind === 'restaurant' ? resource.scope.column : undefined;
}

/** Filter fields beyond `ids` and `q`: the declared ones plus the tenancy column (not the id). */
export function filterKeys(resource: ResourceDefinition): string[] {
  const tenancy = tenancyKey(resource);
  return [...new Set([...resource.filters, ...(tenancy && tenancy !== 'id' ? [tenancy] : [])])];
}

/** A row as GraphQL shows it: hidden columns dropped, dates as ISO strings. */
export function toGraphQLRecord(resource: ResourceDefinition, row: Record<string, unknown>): Record<string, unknown> {
  const hidden: readonly string[] = resource.hidden ?? [];
  const record: Record<string, unknown> = {};
  for (const key in row) {
    const value = row[key];
    if (!hidden.includes(key)) record[key] = value instanceof Date ? value.toISOString() : value;
  }
  return record;
}
