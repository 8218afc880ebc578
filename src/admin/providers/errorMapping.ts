import { HttpError, type TranslateFunction } from 'react-admin';
import { errorCode, graphQLErrorsOf, isSessionEnded, type GraphQLErrorLike } from './graphqlErrors';

export type DataMethod =
  'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany';

type FieldMessages = Record<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function fieldMessages(error: GraphQLErrorLike, translate: TranslateFunction): FieldMessages {
  const keys = error.extensions?.fieldErrors;
  const params = isRecord(error.extensions?.fieldErrorParams) ? error.extensions.fieldErrorParams : {};
  if (!isRecord(keys)) return {};
  return Object.fromEntries(
    Object.entries(keys)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, key]) => [field, translate(key, isRecord(params[field]) ? params[field] : {})]),
  );
}

function conflictMessage(field: string, resource: string, translate: TranslateFunction): string {
  if (field === 'email') return translate('errors.emailRegistered');
  if (field === 'name' && resource === 'restaurants') return translate('errors.companyExists');
  return translate('errors.alreadyExists', { obj: translate(`resources.${resource}.fields.${field}`, { _: field }) });
}

/** Each row a bulk write refused, with what was said of it (`refusedRows` of the server's error). */
export interface RefusedRow {
  rowId: string;
  messages: string[];
}

function refusedRows(rows: unknown[], resource: string, translate: TranslateFunction): RefusedRow[] {
  return rows.filter(isRecord).map((row) => ({
    rowId: String(row.rowId),
    messages:
      row.code === 'CONFLICT'
        ? [conflictMessage(typeof row.field === 'string' ? row.field : 'name', resource, translate)]
        : Object.values(fieldMessages({ message: '', extensions: row }, translate)),
  }));
}

const resourceName = (resource: string, translate: TranslateFunction) =>
  translate(`resources.${resource}.name`, { smart_count: 1, _: resource });

function failureMessage(method: DataMethod, resource: string, translate: TranslateFunction): string {
  const obj = resourceName(resource, translate);
  switch (method) {
    case 'create':
      return translate('errors.failedCreate', { obj });
    case 'update':
    case 'updateMany':
      return translate('errors.failedUpdate', { obj });
    case 'delete':
    case 'deleteMany':
      return translate('errors.failedDelete');
    default:
      return translate('errors.failedLoad');
  }
}

/**
 * A data-provider failure as react-admin should show it (docs/architecture.md §3): field errors go on their
 * inputs (`body.errors`) with "There are some errors in your fields."; a conflict says what
 * already exists, on its field too, or that a row still in use cannot be deleted; other GraphQL
 * errors say which operation failed; anything else "Something went wrong".
 * A call with its own `failure` message key (`{obj}` is the resource's name) says only that,
 * whatever stopped it (docs/spec.md §8's publish), unless it was a view-as session's refusal. An ended session passes
 * through untouched so that
 * checkError sends the user to /login.
 */
export function toUserError(
  error: unknown,
  method: DataMethod,
  resource: string,
  translate: TranslateFunction,
  failure?: string,
): unknown {
  if (isSessionEnded(error)) return error;
  const [first] = graphQLErrorsOf(error);
  // A super admin viewing as someone is told why nothing was saved, whatever the call.
  if (first?.extensions?.messageKey === 'errors.viewingAs') return new HttpError(translate('errors.viewingAs'), 403);
  if (failure) return new HttpError(translate(failure, { obj: resourceName(resource, translate) }), 400);
  if (!first) return new HttpError(translate('errors.somethingWrong'), 500);
  // The rows a bulk write refused, for the bulk edit to name each.
  const row = Array.isArray(first.extensions?.refusedRows)
    ? { rows: refusedRows(first.extensions.refusedRows, resource, translate) }
    : {};
  switch (errorCode(first)) {
    case 'BAD_USER_INPUT': {
      const errors = fieldMessages(first, translate);
      return Object.keys(errors).length > 0
        ? new HttpError(translate('errors.fieldsHaveErrors'), 400, { errors, ...row })
        : new HttpError(translate('errors.checkInputs'), 400);
    }
    case 'CONFLICT': {
      if (first.extensions?.messageKey === 'errors.inUse') {
        return new HttpError(translate('errors.inUse', { obj: resourceName(resource, translate) }), 409);
      }
      const field = typeof first.extensions?.field === 'string' ? first.extensions.field : 'name';
      const message = conflictMessage(field, resource, translate);
      return new HttpError(message, 409, { errors: { [field]: message }, ...row });
    }
    case 'RATE_LIMITED':
      return new HttpError(first.message, 429);
    case 'INTERNAL_SERVER_ERROR':
      return new HttpError(translate('errors.somethingWrong'), 500);
    default:
      return new HttpError(failureMessage(method, resource, translate), 400);
  }
}
