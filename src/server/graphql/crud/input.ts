/**
 * A create or update's `data`, split by where it goes (columns, links, child rows, virtual inputs)
 * and checked by the descriptor's rules, the same rules the admin's forms use. Strings are
 * trimmed, empty optional strings stored as null, timestamps read from ISO strings.
 */
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LIMITS, validateRecord, type ChildDescriptor, type FieldRules, type MessageRef } from '../../../domain';
import { invalidInput } from '../appError';
import type { ChildSet, Row, ServerResource, WriteEvent } from '../resource';
import { boundedIds, isUuid } from './listQuery';

export interface PreparedInput {
  /** Column values given. */
  columns: Row;
  /** Ids of each many-to-many field given (no repeats). */
  relations: Record<string, string[]>;
  /** Elements of each child set given, their values normalized. */
  children: Record<string, Row[]>;
  /** Virtual inputs given, as sent. */
  virtual: Row;
}

type Errors = Record<string, MessageRef>;

function normalize(value: unknown, column: PgColumn, field: string, errors: Errors): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return column.notNull ? trimmed : null;
  if (column.columnType === 'PgUUID' && !isUuid(trimmed))
    errors[field] = { key: 'validation.unknownValue', params: { attr: field } };
  if (column.dataType === 'date') {
    const date = new Date(trimmed);
    if (Number.isNaN(date.getTime())) errors[field] = { key: 'validation.invalid', params: { attr: field } };
    return date;
  }
  return trimmed;
}

/** Column fields of `data` normalized; fields that are not columns of `table` are left to the caller. */
function columnValues(table: PgTable, fields: readonly string[], data: Row, path: string, errors: Errors): Row {
  const columns = getTableColumns(table);
  const values: Row = {};
  for (const field of fields) {
    if (field in data && field in columns)
      values[field] = normalize(data[field], columns[field], `${path}${field}`, errors);
  }
  return values;
}

/** Counts the child rows of one write, all sets and levels together. */
interface ChildBudget {
  left: number;
}

/**
 * The elements of a child set, normalized: at most the set's `max`, an id at most once, a nested
 * set only when given (an element whose nested set is left out keeps what it has).
 */
function childItems(child: ChildSet, items: unknown, path: string, errors: Errors, budget: ChildBudget): Row[] {
  if (!Array.isArray(items)) return [];
  if (items.length > child.descriptor.max) {
    errors[path] = { key: 'validation.maxSelected', params: { obj: path, count: child.descriptor.max } };
    return [];
  }
  budget.left -= items.length;
  const seen = new Set<unknown>();
  return items.map((item: Row, index) => {
    const at = `${path}.${index}.`;
    if (item.id !== undefined && item.id !== null && seen.has(item.id))
      errors[`${at}id`] = { key: 'validation.invalid', params: { attr: 'id' } };
    seen.add(item.id);
    const values: Row = {
      ...(typeof item.id === 'string' ? { id: item.id } : {}),
      ...columnValues(child.table, Object.keys(child.descriptor.input), item, at, errors),
    };
    for (const [field, grandchild] of Object.entries(child.children ?? {})) {
      if (item[field] !== undefined && item[field] !== null)
        values[field] = childItems(grandchild, item[field], `${at}${field}`, errors, budget);
    }
    return values;
  });
}

export function prepareInput(resource: ServerResource, data: Row): PreparedInput {
  const errors: Errors = {};
  const input: PreparedInput = { columns: {}, relations: {}, children: {}, virtual: {} };
  const fields = Object.keys(resource.descriptor.input).filter((field) => field in data);
  input.columns = columnValues(resource.table, fields, data, '', errors);
  for (const key of resource.lowerCase ?? [])
    if (typeof input.columns[key] === 'string') input.columns[key] = (input.columns[key] as string).toLowerCase();
  const budget: ChildBudget = { left: LIMITS.childRows };
  for (const field of fields) {
    if (resource.relations?.[field])
      input.relations[field] = boundedIds((data[field] as unknown[] | null) ?? [], field) as string[];
    else if (resource.children?.[field])
      input.children[field] = childItems(resource.children[field], data[field], field, errors, budget);
    else if (resource.virtual?.[field]) input.virtual[field] = data[field];
    if (budget.left < 0 && resource.children?.[field])
      errors[field] ??= { key: 'validation.maxSelected', params: { obj: field, count: LIMITS.childRows } };
  }
  if (Object.keys(errors).length) throw invalidInput(errors);
  return input;
}

/** The errors of each element of each child set, on `field.index.childField`. */
function childErrors(descriptors: Readonly<Record<string, ChildDescriptor>>, record: Row, path: string): Errors {
  const errors: Errors = {};
  for (const [field, descriptor] of Object.entries(descriptors)) {
    const items = record[field];
    if (!Array.isArray(items)) continue;
    items.forEach((item: Row, index) => {
      const at = `${path}${field}.${index}`;
      for (const [key, error] of Object.entries(validateRecord(item, descriptor.input))) errors[`${at}.${key}`] = error;
      Object.assign(errors, childErrors(descriptor.children ?? {}, item, `${at}.`));
    });
  }
  return errors;
}

/**
 * Validates the record a write would leave: on create every field; on update the stored row merged
 * with the patch, so a rule across fields sees both (an error still lands on its field). Fields
 * neither stored nor sent (a virtual password on update) are not checked.
 */
export function validateInput(resource: ServerResource, write: WriteEvent, input: PreparedInput): void {
  const { record, operation } = write;
  if (operation === 'delete') return;
  const rules: FieldRules = resource.descriptor.input;
  const checked =
    operation === 'create' ? rules : Object.fromEntries(Object.entries(rules).filter(([field]) => field in record));
  const judged = { operation, now: write.now, changed: (field: string) => write.changed.includes(field) };
  const errors: Errors = {
    ...validateRecord(record, checked, false, judged),
    ...childErrors(resource.descriptor.children ?? {}, input.children, ''),
  };
  for (const [key, value] of Object.entries(input.columns)) {
    if (value === null && resource.columns[key].notNull && !errors[key]) errors[key] = { key: 'validation.required' };
  }
  if (Object.keys(errors).length) throw invalidInput(errors);
}
