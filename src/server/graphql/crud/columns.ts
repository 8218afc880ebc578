/** A resource's columns as GraphQL shows and takes them. */
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ServerResource, Row } from '../kernel';

const INT_COLUMNS = ['PgInteger', 'PgSmallInt', 'PgSerial', 'PgSmallSerial'];

/** The GraphQL type of a column, without nullability: scalars, arrays of them; json needs a declared type. */
export function graphqlScalar(column: PgColumn): string {
  if (column.columnType === 'PgUUID') return 'ID';
  if (column.columnType === 'PgArray') {
    const base = (column as PgColumn & { baseColumn: PgColumn }).baseColumn;
    return `[${graphqlScalar(base)}!]`;
  }
  switch (column.dataType) {
    case 'string':
    case 'date':
      return 'String';
    case 'boolean':
      return 'Boolean';
    case 'number':
      return INT_COLUMNS.includes(column.columnType) ? 'Int' : 'Float';
    default:
      throw new Error(
        `Column ${column.name} (${column.columnType}) has no GraphQL type: declare it in the resource's \`json\`.`,
      );
  }
}

/** A column's output and input types: a declared json type, else its scalar. */
export function columnTypes(resource: ServerResource, key: string): { output: string; input: string } {
  const json = resource.json?.[key];
  if (json) return json;
  const scalar = graphqlScalar(resource.columns[key]);
  return { output: scalar, input: scalar };
}

/** Filter fields beyond `ids` and `q`: the declared ones plus the field naming the row's restaurant or parent. */
export function filterKeys(resource: ServerResource): string[] {
  const { tenancy } = resource.descriptor;
  const owner = tenancy.kind === 'restaurant' || tenancy.kind === 'parent' ? [tenancy.field] : [];
  return [...new Set([...resource.filters, ...owner])];
}

/** Dates as ISO strings, everything else as read. */
export function toGraphQLValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

export function toGraphQLRow(row: Row): Row {
  const record: Row = {};
  for (const key in row) record[key] = toGraphQLValue(row[key]);
  return record;
}
