import type { ApolloClient, DocumentNode } from '@apollo/client';
import buildGraphQLProvider from 'ra-data-graphql';
import type { DataProvider, TranslateFunction } from 'react-admin';
import type { ResourceDescriptor } from '../../domain';
import { buildQueryFor } from './buildQuery';
import { markNew } from '../lists/rowHighlight';
import { toUserError, type DataMethod } from './errorMapping';

/** A resource's custom operation (`reorderRestoCategories`, `printerRouting`…): its document and variables. */
export interface CustomCall {
  query: DocumentNode;
  variables: Record<string, unknown>;
  /**
   * The message key a failure says instead of the mapped one (`{obj}`: the resource's name), e.g.
   * `errors.failedPublish`.
   */
  failure?: string;
}

/**
 * react-admin's methods plus `custom` (a mutation, failures mapped as an update's or as its call says) and `query` (a
 * read, mapped as a list's).
 */
export interface AppDataProvider extends DataProvider {
  custom<T>(resource: string, call: CustomCall): Promise<T>;
  query<T>(resource: string, call: CustomCall): Promise<T>;
}

/**
 * ra-data-graphql with our own buildQuery (no introspection round trip), its failures turned into
 * the messages of docs/architecture.md §3 in the current language.
 */
export function buildDataProvider(
  client: ApolloClient<unknown>,
  resources: readonly ResourceDescriptor[],
  translate: TranslateFunction,
): AppDataProvider {
  const base = buildGraphQLProvider({ client, introspection: false, buildQuery: () => buildQueryFor(resources) });
  const mapped = <T>(method: DataMethod, resource: string, call: Promise<T>, failure?: string): Promise<T> =>
    call.catch((error: unknown) => {
      throw toUserError(error, method, resource, translate, failure);
    });
  return {
    getList: (resource, params) => mapped('getList', resource, base.getList(resource, params)),
    getOne: (resource, params) => mapped('getOne', resource, base.getOne(resource, params)),
    getMany: (resource, params) => mapped('getMany', resource, base.getMany(resource, params)),
    getManyReference: (resource, params) =>
      mapped('getManyReference', resource, base.getManyReference(resource, params)),
    create: (resource, params) =>
      mapped('create', resource, base.create(resource, params)).then((created) => {
        markNew(resource, created.data.id);
        return created;
      }),
    update: (resource, params) => mapped('update', resource, base.update(resource, params)),
    updateMany: (resource, params) => mapped('updateMany', resource, base.updateMany(resource, params)),
    delete: (resource, params) => mapped('delete', resource, base.delete(resource, params)),
    deleteMany: (resource, params) => mapped('deleteMany', resource, base.deleteMany(resource, params)),
    custom: <T>(resource: string, { query, variables, failure }: CustomCall) =>
      mapped(
        'update',
        resource,
        client.mutate<T>({ mutation: query, variables, fetchPolicy: 'no-cache' }).then((result) => result.data as T),
        failure,
      ),
    query: <T>(resource: string, { query, variables }: CustomCall) =>
      mapped(
        'getList',
        resource,
        client.query<T>({ query, variables, fetchPolicy: 'no-cache' }).then((result) => result.data),
      ),
  };
}
