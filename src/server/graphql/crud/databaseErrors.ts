/**
 * Constraint violations the database reports (PGlite and postgres.js name their fields
 * differently), turned into the errors of docs/architecture.md §3. Anything else stays unexpected.
 */
import { AppError, invalidInput, notFound } from '../appError';
import type { ServerResource, UniqueRule } from '../resource';

interface DatabaseErrorInfo {
  code: string;
  constraint?: string;
  column?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The PostgreSQL error inside an error (drizzle wraps the driver's error as its cause). */
export function databaseErrorOf(error: unknown): DatabaseErrorInfo | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const fields = e as unknown as Record<string, unknown>;
    if ('severity' in fields && typeof fields.code === 'string') {
      return {
        code: fields.code,
        constraint: text(fields.constraint ?? fields.constraint_name),
        column: text(fields.column ?? fields.column_name),
      };
    }
  }
  return undefined;
}

/** CONFLICT on the unique set's last field (`name` of `restaurantId, name`). */
export function conflict(unique: UniqueRule): AppError {
  const field = unique.fields[unique.fields.length - 1];
  const name = field.charAt(0).toUpperCase() + field.slice(1);
  return new AppError('CONFLICT', unique.message ?? { key: 'errors.alreadyExists', params: { obj: name } }, { field });
}

/** A value the database cannot take at all (SQLSTATE class 22: a NUL byte, a malformed uuid…). */
export function isDataException(error: unknown): boolean {
  return databaseErrorOf(error)?.code.startsWith('22') ?? false;
}

/** The AppError for a violated constraint, or undefined when the error is not one. */
export function constraintError(resource: ServerResource, error: unknown, deleting = false): AppError | undefined {
  const info = databaseErrorOf(error);
  if (!info) return undefined;
  switch (info.code) {
    case '23505': {
      const unique = resource.unique?.find((u) => u.index === info.constraint);
      return unique
        ? conflict(unique)
        : new AppError('CONFLICT', { key: 'errors.alreadyExists', params: { obj: resource.descriptor.type } });
    }
    case '23503':
      // Deleting a row others still point at; or writing a reference to a row that is not there.
      return deleting
        ? new AppError('CONFLICT', { key: 'errors.inUse', params: { obj: resource.descriptor.type } })
        : notFound(resource.descriptor.type);
    case '23502': {
      const key = Object.entries(resource.columns).find(([, column]) => column.name === info.column)?.[0];
      return invalidInput({ [key ?? 'data']: { key: 'validation.required' } });
    }
    case '23514':
      return new AppError('BAD_USER_INPUT', { key: 'errors.checkInputs' });
    default:
      return undefined;
  }
}
