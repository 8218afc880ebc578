/**
 * A create or update's `data`, checked by the resource's rules (the same rules the admin's forms
 * use): strings trimmed, empty optional strings stored as null, a null for a required column
 * refused. Errors come back as BAD_USER_INPUT with the field keys.
 */
import { validateRecord, type MessageRef, type Rule } from '../../../domain';
import { invalidInput } from '../appError';
import type { ResourceDefinition } from '../resource';
import { columnsOf } from './columns';

export type WriteMode = 'create' | 'update';

function normalize(value: unknown, nullable: boolean): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' && nullable ? null : trimmed;
}

/** The values to write: only declared input fields; on update only those given. */
export function prepareInput(resource: ResourceDefinition, data: Record<string, unknown>, mode: WriteMode): Record<string, unknown> {
  const columns = columnsOf(resource);
  const values: Record<string, unknown> = {};
  for (const key of resource.input) {
    if (key in data) values[key] = normalize(data[key], !columns[key].notNull);
  }
  const errors: Record<string, MessageRef> = validateRecord(values, resource.rules as Record<string, readonly Rule[]>, mode === 'update');
  for (const [key, value] of Object.entries(values)) {
    if (value === null && columns[key].notNull && !errors[key]) errors[key] = { key: 'validation.required' };
  }
  if (Object.keys(errors).length) throw invalidInput(errors);
  return values;
}
