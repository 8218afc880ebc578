/**
 * What every operation of the API exposes, one line each: who may call it, whose rows it reaches, what its audit
 * entries record and whether it runs while a super admin views as someone. Read from the operations the server
 * serves (their declared access is what the guard enforces), so a change that exposes something shows in the
 * diff of docs/operation-access.md.
 */
import type { Operation } from '../../src/server/graphql/kernel';
import { auditDeclaration } from '../../src/server/graphql/guard';
import { isPublic } from '../../src/server/graphql/operation';
import { operationsOf } from '../../src/server/graphql/operations';

export const OPERATION_ACCESS_FILE = 'docs/operation-access.md';

function access(operation: Operation): string {
  const { access } = operation;
  switch (access.kind) {
    case 'public':
      return 'anybody';
    case 'signedIn':
      return 'any signed-in admin';
    case 'superadmin':
      return 'super admins';
    case 'permission':
      return `\`${access.area}:${access.action}\``;
  }
}

function tenancy(operation: Operation): string {
  if (isPublic(operation)) return '—';
  const resource = operation.resource;
  if (!resource) return 'its own checks';
  const { kind } = resource.descriptor.tenancy;
  const reach = resource.scope.perRestaurant ? 'an ADMIN its restaurants’' : 'platform-wide';
  return `${resource.descriptor.name} (${kind}; ${reach})`;
}

function audit(operation: Operation): string {
  if (operation.type === 'Query') return '—';
  if (isPublic(operation)) return 'not audited (public)';
  const declared = auditDeclaration(operation);
  const parts = [
    declared.records && 'records read before and after',
    declared.created && 'records created',
    declared.details && 'details',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'records the operation tracks as it writes';
}

function viewingAs(operation: Operation): string {
  if (operation.type === 'Query') return 'reads';
  return !isPublic(operation) && operation.whileViewingAs ? 'runs' : 'refused';
}

/** The file's text. */
export function operationAccessTable(): string {
  const rows = [...operationsOf()]
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map(
      (operation) =>
        `| ${operation.name} | ${operation.type} | ${access(operation)} | ${tenancy(operation)} | ${audit(operation)} | ${viewingAs(operation)} |`,
    );
  return [
    '# What each operation exposes',
    '',
    'Generated from the operations the server serves by `npm run docs:operations`; `tests/server/operationAccess.test.ts`',
    'fails when this file differs, so a change that exposes an operation, or changes who may call it, shows here.',
    'Access is what the guard enforces before the handler runs; tenancy is the condition it hands the handler',
    '(docs/architecture.md §4); a mutation while viewing as someone is refused unless it says otherwise.',
    '',
    '| operation | kind | who may call it | whose rows (tenancy) | audit entry | while viewing as |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
