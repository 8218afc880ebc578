import type { ReactElement, ReactNode } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import type { MessageRef, Rule } from '../../../domain';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * One field a list edits in bulk: how its new value is entered, how a row shows it, what the value
 * makes of a row (the preview) and how it is written, in one request for every row.
 */
export interface BulkEditField {
  /** The record's field: its label is the field's own (`resources.{resource}.fields.{source}`). */
  source: string;
  /** The new value's input, with `source="value"` (its label is given to it). */
  input(label: string): ReactElement;
  defaultValue?: unknown;
  /** Shows the field of the record in context: before, and after the change. */
  cell: ReactElement;
  /** What the value makes of a record's fields; `{ [source]: value }` by default. */
  after?(record: RaRecord, value: unknown): Record<string, unknown>;
  /** Writes the value to the rows; by default `updateMany(resource, { ids, data: { [source]: value } })`. */
  save?(dataProvider: AppDataProvider, ids: Identifier[], value: unknown): Promise<unknown>;
  /** Adds to the selected records what the preview needs and the list does not read (undefined while loading). */
  useRecords?(records: RaRecord[]): RaRecord[] | undefined;
  /**
   * The domain's rules of the field, as the server applies them to each row's new value: the preview names every row
   * they refuse.
   */
  rules?: readonly Rule[];
  /** What else the value would affect, shown under the preview's rows (the rows that change, by id). */
  consequences?(ids: Identifier[], value: unknown): ReactNode;
}

export const afterOf = (field: BulkEditField, record: RaRecord, value: unknown): RaRecord => ({
  ...record,
  ...(field.after ? field.after(record, value) : { [field.source]: value }),
});

const comparable = (value: unknown) => JSON.stringify(Array.isArray(value) ? [...value].sort() : (value ?? null));

/** Whether the change leaves the record as it is (the preview marks such rows). */
export function unchanged(field: BulkEditField, record: RaRecord, value: unknown): boolean {
  const after = afterOf(field, record, value);
  const fields = field.after ? Object.keys(field.after(record, value)) : [field.source];
  return fields.every((name) => comparable(record[name]) === comparable(after[name]));
}

/** What the field's rules say of the row's new value, as the server would refuse it; nothing when it passes. */
export function refusalOf(field: BulkEditField, record: RaRecord, value: unknown): MessageRef | undefined {
  const after = afterOf(field, record, value);
  for (const rule of field.rules ?? []) {
    const problem = rule(after[field.source], after);
    if (problem) return problem;
  }
  return undefined;
}

/** A picker's empty choice ("None") as null: the field is cleared. */
export const emptyAsNone = (value: unknown) => (value === '' ? null : value);
