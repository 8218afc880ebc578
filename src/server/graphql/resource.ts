/**
 * A resource definition: everything a resource declares. The generic layer (crud/) turns it into
 * the GraphQL type, inputs, the six operations of DESIGN §3, and enforces authentication,
 * permission, tenancy and validation for each of them.
 */
import type { Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Area, MessageRef, Rule } from '../../domain';

type ColumnKey<T extends Table> = keyof T['_']['columns'] & string;

/**
 * `platform`: rows belong to nobody in particular (tags, promos). `restaurant`: each row belongs
 * to the restaurant in `column` (`restaurantId`; the restaurants table's own `id`).
 */
export type ResourceScope<K extends string = string> = { kind: 'platform' } | { kind: 'restaurant'; column: K };

export interface UniqueField<K extends string = string> {
  field: K;
  /** The unique index behind it, to recognise a violation the pre-check could not see (a race). */
  index: string;
  caseInsensitive?: boolean;
  /** What CONFLICT says; default `errors.alreadyExists` with `obj` the field's name. */
  message?: MessageRef;
}

export interface ResourceDefinition<T extends PgTable = PgTable> {
  /** GraphQL type name, singular PascalCase (`Restaurant`). */
  typeName: string;
  /** The plural in operation names (`allRestaurants`). */
  pluralName: string;
  table: T;
  area: Area;
  scope: ResourceScope<ColumnKey<T>>;
  /** The columns a create or update may set. */
  input: readonly ColumnKey<T>[];
  /** Columns never shown (password hashes…). Every other column is a field of the type. */
  hidden?: readonly ColumnKey<T>[];
  rules: Partial<Record<ColumnKey<T>, readonly Rule[]>>;
  /** Columns `filter.q` searches, case-insensitively, by substring. */
  search: readonly ColumnKey<T>[];
  /** Columns the filter matches by equality (plus `ids`, `q`, and the tenancy column). */
  filters: readonly ColumnKey<T>[];
  sortable: readonly ColumnKey<T>[];
  defaultSort: { field: ColumnKey<T>; order: 'ASC' | 'DESC' };
  unique: readonly UniqueField<ColumnKey<T>>[];
}

/** Checks the definition against its table's columns and erases the table type. */
export function defineResource<T extends PgTable>(definition: ResourceDefinition<T>): ResourceDefinition {
  return definition as unknown as ResourceDefinition;
}
