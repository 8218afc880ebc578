/**
 * A resource as the server serves it: its descriptor (src/domain) plus the table, tenancy pieces,
 * filters, sort, uniqueness, relations, children, computed fields and custom operations. The
 * kernel (crud/) turns it into the GraphQL type and operations and enforces, for each of them,
 * authentication, the `area:action` permission, tenancy as a WHERE, and validation.
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { periodFilters } from './crud/periodFilters';
import { scopeOf } from './crud/tenancy';
import type { ChildSet, CustomFilter, ResourceDefinition, ServerResource } from './kernel';

export type {
  ChildSet,
  ComputedField,
  CustomFilter,
  JsonType,
  ManyToMany,
  PageComputedField,
  ResourceDefinition,
  Row,
  RowComputedField,
  ServerResource,
  UniqueRule,
  VirtualInput,
  WriteEvent,
} from './kernel';

function childTables(children: Readonly<Record<string, ChildSet>> | undefined): string[] {
  return Object.values(children ?? {}).flatMap((child) => [getTableName(child.table), ...childTables(child.children)]);
}

/** Checks a definition against its descriptor and table, and resolves what every operation needs. */
export function defineResource<T extends PgTable>(definition: ResourceDefinition<T>): ServerResource {
  const columns = getTableColumns(definition.table) as Record<string, PgColumn>;
  const { descriptor } = definition;
  const problems: string[] = [];
  for (const field of Object.keys(descriptor.input)) {
    const known =
      field in columns ||
      field in (definition.relations ?? {}) ||
      field in (definition.children ?? {}) ||
      field in (definition.virtual ?? {});
    if (!known) problems.push(`input field ${field} is neither a column, a relation, a child set nor a virtual input`);
  }
  for (const field of Object.keys(definition.children ?? {})) {
    if (!descriptor.children?.[field]) problems.push(`child set ${field} has no ChildDescriptor in the descriptor`);
  }
  for (const key of [
    ...definition.search,
    ...definition.filters,
    ...definition.sortable,
    definition.defaultSort.field,
    ...(definition.hidden ?? []),
    ...(definition.lowerCase ?? []),
  ]) {
    if (!(key in columns)) problems.push(`${key} is not a column`);
  }
  for (const key of descriptor.secrets ?? []) if (!(key in columns)) problems.push(`secret ${key} is not a column`);
  if (descriptor.readOnly && Object.keys(descriptor.input).length) problems.push('a read-only resource takes no input');
  for (const key of Object.keys(definition.customFilters ?? {}))
    if (key in columns || key === 'ids' || key === 'q')
      problems.push(`custom filter ${key} hides a column or built-in filter`);
  if (definition.readableBySignedIn && descriptor.tenancy.kind !== 'platform')
    problems.push('only platform catalogues can be readableBySignedIn');
  const hidden = new Set(definition.hidden ?? []);
  for (const key of [...definition.search, ...definition.filters, ...definition.sortable]) {
    if (hidden.has(key))
      problems.push(`hidden column ${key} cannot be searched, filtered or sorted (its value could be probed)`);
  }
  for (const [field, relation] of Object.entries(definition.relations ?? {})) {
    if (relation.sameRestaurant && descriptor.tenancy.kind !== 'restaurant')
      problems.push(
        `relation ${field}: sameRestaurant needs a resource that names its restaurant (tenancy restaurant)`,
      );
  }
  if (problems.length) throw new Error(`Resource ${descriptor.type}: ${problems.join('; ')}.`);

  const tables = [
    getTableName(definition.table),
    ...Object.values(definition.relations ?? {}).map((relation) => getTableName(relation.link)),
    ...childTables(definition.children),
  ];
  const isMoment = (key: string) => columns[key].dataType === 'date';
  const periods = definition.filters.filter(isMoment).map((key) => periodFilters(key, columns[key]));
  return {
    ...(definition as unknown as ResourceDefinition),
    filters: definition.filters.filter((key) => !isMoment(key)),
    customFilters: Object.assign({}, ...periods, definition.customFilters) as Record<string, CustomFilter>,
    columns,
    tableName: getTableName(definition.table),
    scope: scopeOf(definition as unknown as ResourceDefinition, columns),
    tables: [...new Set(tables)],
  };
}
