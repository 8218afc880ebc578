/**
 * Every root field of the schema is an Operation with an access rule. The schema refuses to
 * build when a field has none, and the authorization matrix test reads the same list.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { Action, Area } from '../../domain';
import type { Viewer } from '../auth/viewer';
import type { RequestContext } from './context';
import type { ResourceDefinition } from './resource';

export type Args = Record<string, unknown>;

export interface SignedInContext extends RequestContext {
  viewer: Viewer;
}

interface OperationBase {
  name: string;
  type: 'Query' | 'Mutation';
}

/** Open to everybody (`login`), or answering for whoever asks (`me`: null when anonymous). */
export interface PublicOperation extends OperationBase {
  access: { kind: 'public' };
  resolve(args: Args, context: RequestContext, info: GraphQLResolveInfo): Promise<unknown>;
}

export type CrudVerb = 'list' | 'count' | 'get' | 'create' | 'update' | 'delete';

/** Needs a signed-in user holding `area:action`, within the restaurants it may reach. */
export interface GuardedOperation extends OperationBase {
  verb: CrudVerb;
  access: { kind: 'permission'; area: Area; action: Action; resource: ResourceDefinition };
  resolve(args: Args, context: SignedInContext, info: GraphQLResolveInfo): Promise<unknown>;
}

export type Operation = PublicOperation | GuardedOperation;
