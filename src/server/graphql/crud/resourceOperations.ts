/**
 * The generic operations of docs/architecture.md §3 for a resource, each with its `area:action`, plus its custom ones.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { areaOf, operationNames, type Action } from '../../../domain';
import type { Args, GuardedAccess, GuardedContext, GuardedOperation, Operation, Verb } from '../operation';
import type { ServerResource } from '../resource';
import { countRows, getRow, listRows } from './reads';
import { createRow, deleteRow, deleteRows, updateRow, updateRows } from './writes';

type Handler = (
  resource: ServerResource,
  args: Args,
  context: GuardedContext,
  info: GraphQLResolveInfo,
) => Promise<unknown>;

export function resourceOperations(resource: ServerResource): Operation[] {
  const { bulk = [], readOnly } = resource.descriptor;
  const area = areaOf(resource.descriptor);
  const names = operationNames(resource.descriptor);
  const access = (action: Action): GuardedAccess =>
    action === 'list' && resource.readableBySignedIn ? { kind: 'signedIn' } : { kind: 'permission', area, action };
  const operation = (
    name: string,
    kind: 'Query' | 'Mutation',
    verb: Verb,
    action: Action,
    handler: Handler,
  ): GuardedOperation => ({
    name,
    type: kind,
    verb,
    access: access(action),
    resource,
    resolve: (args, context, info) => handler(resource, args, context, info),
  });
  return [
    operation(names.list, 'Query', 'list', 'list', listRows),
    // A countless resource's lists are paged without a total (counting every row costs more than a page).
    ...(resource.descriptor.countless ? [] : [operation(names.meta, 'Query', 'count', 'list', countRows)]),
    operation(names.one, 'Query', 'get', 'list', getRow),
    ...(readOnly
      ? []
      : [
          operation(names.create, 'Mutation', 'create', 'new', createRow),
          operation(names.update, 'Mutation', 'update', 'edit', updateRow),
          operation(names.delete, 'Mutation', 'delete', 'delete', deleteRow),
        ]),
    ...(bulk.includes('update') ? [operation(names.updateMany, 'Mutation', 'updateMany', 'edit', updateRows)] : []),
    ...(bulk.includes('delete') ? [operation(names.deleteMany, 'Mutation', 'deleteMany', 'delete', deleteRows)] : []),
    ...(resource.operations?.(resource) ?? []).map((custom) => checkedCustom(resource, custom)),
    ...(resource.publicOperations?.(resource) ?? []),
  ];
}

/**
 * A custom operation on a per-restaurant resource must be guarded by a permission (its reach then scopes it), never by
 * sign-in alone.
 */
function checkedCustom(resource: ServerResource, custom: GuardedOperation): GuardedOperation {
  if (custom.access.kind === 'signedIn' && resource.scope.perRestaurant) {
    throw new Error(
      `Operation ${custom.name}: a per-restaurant resource's operation needs an area:action, not sign-in alone.`,
    );
  }
  return { resource, ...custom };
}
