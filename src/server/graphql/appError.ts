/**
 * Errors as values (docs/architecture.md §3): a code, a message key and its parameters, plus extensions such as
 * fieldErrors. Resolvers throw them; `toGraphQLError` translates them at the edge.
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { translate, validateRecord, type Locale, type MessageRef, type Rule } from '../../domain';

export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly ref: MessageRef,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(`${code}: ${ref.key}`);
    this.name = 'AppError';
  }
}

export const forbidden = () => new AppError('FORBIDDEN', { key: 'errors.forbidden' });

/** Anonymous on an operation that needs a signed-in user (not "context creation": no session ended). */
export const signInRequired = () => new AppError('UNAUTHENTICATED', { key: 'errors.signInRequired' });

/** The session token is invalid or expired, or its user is gone: the client signs out. */
export const sessionEnded = () => new AppError('UNAUTHENTICATED', { key: 'errors.unauthenticated' });

export const notFound = (obj: string) => new AppError('NOT_FOUND', { key: 'errors.notFound', params: { obj } });

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(
    'RATE_LIMITED',
    { key: 'errors.rateLimited', params: { seconds: retryAfterSeconds } },
    { retryAfterSeconds },
  );

export const internalError = () => new AppError('INTERNAL_SERVER_ERROR', { key: 'errors.somethingWrong' });

/** Field errors of a form: `{ field: MessageRef }` → fieldErrors (keys) + fieldErrorParams. */
export function invalidInput(errors: Record<string, MessageRef>): AppError {
  const fieldErrors: Record<string, string> = {};
  const fieldErrorParams: Record<string, MessageRef['params']> = {};
  for (const [field, ref] of Object.entries(errors)) {
    fieldErrors[field] = ref.key;
    if (ref.params) fieldErrorParams[field] = ref.params;
  }
  return new AppError('BAD_USER_INPUT', { key: 'errors.fieldsHaveErrors' }, { fieldErrors, fieldErrorParams });
}

/** Refuses a record that breaks its rules, each message on its field (BAD_USER_INPUT). */
export function assertValid(record: Record<string, unknown>, rules: Readonly<Record<string, readonly Rule[]>>): void {
  const errors = validateRecord(record, rules);
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

/** Made with yoga's own factory, so that yoga's copy of graphql recognises it as intended. */
export function toGraphQLError(error: AppError, locale: Locale, source?: GraphQLError): GraphQLError {
  return createGraphQLError(translate(locale, error.ref.key, error.ref.params), {
    nodes: source?.nodes,
    path: source?.path,
    extensions: { code: error.code, messageKey: error.ref.key, ...error.extensions },
  });
}
