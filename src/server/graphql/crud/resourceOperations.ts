/** The six operations of DESIGN §3 for a resource, each with its `area:action`. */
import type { GraphQLResolveInfo } from 'graphql';
import type { Action } from '../../../domain';
import type { Args, CrudVerb, GuardedOperation, SignedInContext } from '../operation';
import type { ResourceDefinition } from '../resource';
import { countRows, getRow, listRows } from './reads';
import { createRow, deleteRow, updateRow } from './writes';

type Handler = (resource: ResourceDefinition, args: Args, context: SignedInContext, info: GraphQLResolveInfo) => Promise<unknown>;

export function resourceOperations(resource: ResourceDefinition): GuardedOperation[] {
  const { typeName, pluralName, area } = resource;
  const operation = (name: string, type: 'Query' | 'Mutation', verb: CrudVerb, action: Action, handler: Handler): GuardedOperation => ({
    name,
    type,
    verb,
    access: { kind: 'permission', area, action, resource },
    resolve: (args, context, info) => handler(resource, args, context, info),
  });
  return [
    operation(`all${pluralName}`, 'Query', 'list', 'list', listRows),
    operation(`_all${pluralName}Meta`, 'Query', 'count', 'list', countRows),
    operation(typeName, 'Query', 'get', 'list', getRow),
    operation(`create${typeName}`, 'Mutation', 'create', 'new', createRow),
    operation(`update${typeName}`, 'Mutation', 'update', 'edit', updateRow),
    operation(`delete${typeName}`, 'Mutation', 'delete', 'delete', deleteRow),
  ];
}
