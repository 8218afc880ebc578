/**
 * Every root field of the schema is an Operation with its declared access; the one generic
 * resolver (guard.ts) enforces that access before the handler runs. The schema refuses to build
 * when a field has no operation, and the authorization matrix test reads the same list.
 */
import type { Operation, PublicOperation } from './kernel';

export type {
  Args,
  AuditDeclaration,
  GuardedAccess,
  GuardedContext,
  GuardedOperation,
  Operation,
  PublicOperation,
  Verb,
} from './kernel';

export const isPublic = (operation: Operation): operation is PublicOperation => operation.access.kind === 'public';
