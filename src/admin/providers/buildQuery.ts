import { gql } from '@apollo/client';
import type { BuildQuery, BuildQueryResult } from 'ra-data-graphql';
import {
  CREATE,
  DELETE,
  DELETE_MANY,
  GET_LIST,
  GET_MANY,
  GET_MANY_REFERENCE,
  GET_ONE,
  UPDATE,
  UPDATE_MANY,
  type CreateParams,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  type RaRecord,
  type UpdateManyParams,
  type UpdateParams,
} from 'react-admin';
import { operationNames, type BulkAction, type ResourceDescriptor } from '../../domain';

const LIST_ARGS = '$page: Int, $perPage: Int, $sortField: String, $sortOrder: String';
const LIST_CALL = 'page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter';

type Data = Record<string, unknown>;
interface ListResult {
  items: RaRecord[];
  total: { count: number };
}

/** Only what `{Type}Input` accepts; with `previous`, only what changed (updates are partial). */
function inputOf(resource: ResourceDescriptor, data: Data, previous?: Data): Data {
  const fields = Object.keys(resource.input).filter(
    (field) => field in data && (!previous || JSON.stringify(data[field]) !== JSON.stringify(previous[field])),
  );
  return Object.fromEntries(fields.map((field) => [field, data[field]]));
}

function listQuery(resource: ResourceDescriptor, variables: Data): BuildQueryResult {
  const names = operationNames(resource);
  return {
    query: gql`
      query ${names.list}(${LIST_ARGS}, $filter: ${resource.type}Filter) {
        items: ${names.list}(${LIST_CALL}) { ${resource.fields.join(' ')} }
        total: ${names.meta}(${LIST_CALL}) { count }
      }
    `,
    variables,
    parseResponse: ({ data }: { data: ListResult }) => ({ data: data.items, total: data.total.count }),
  };
}

/**
 * A page of a countless resource, and whether another follows: the row after the page, asked as
 * a page of one (`page` counts pages of `perPage`: the row after page p of n is page (p + 1) × n of 1).
 */
function countlessListQuery(resource: ResourceDescriptor, variables: Data): BuildQueryResult {
  const names = operationNames(resource);
  const page = Number(variables.page ?? 0);
  const perPage = Number(variables.perPage ?? 25);
  return {
    query: gql`
      query ${names.list}(${LIST_ARGS}, $next: Int, $filter: ${resource.type}Filter) {
        items: ${names.list}(${LIST_CALL}) { ${resource.fields.join(' ')} }
        next: ${names.list}(page: $next, perPage: 1, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { id }
      }
    `,
    variables: { ...variables, next: (page + 1) * perPage },
    parseResponse: ({ data }: { data: { items: RaRecord[]; next: unknown[] } }) => ({
      data: data.items,
      pageInfo: { hasNextPage: data.next.length > 0, hasPreviousPage: page > 0 },
    }),
  };
}

/** The records of some ids (getMany: react-admin wants no total, and a countless resource serves none). */
function itemsQuery(resource: ResourceDescriptor, ids: readonly unknown[]): BuildQueryResult {
  const names = operationNames(resource);
  return {
    query: gql`
      query ${names.list}($perPage: Int, $filter: ${resource.type}Filter) {
        items: ${names.list}(perPage: $perPage, filter: $filter) { ${resource.fields.join(' ')} }
      }
    `,
    variables: { perPage: ids.length, filter: { ids } },
    parseResponse: ({ data }: { data: { items: RaRecord[] } }) => ({ data: data.items }),
  };
}

/** A page of the list: with its total, or (countless) whether another page follows. */
const pageQuery = (resource: ResourceDescriptor) => (resource.countless ? countlessListQuery : listQuery);

function pageVariables({ pagination, sort }: Pick<GetListParams, 'pagination' | 'sort'>): Data {
  return {
    page: pagination ? pagination.page - 1 : undefined,
    perPage: pagination?.perPage,
    sortField: sort?.field,
    sortOrder: sort?.order,
  };
}

function recordMutation(
  resource: ResourceDescriptor,
  name: string,
  args: string,
  call: string,
  variables: Data,
): BuildQueryResult {
  return {
    query: gql`
      mutation ${name}(${args}) {
        data: ${name}(${call}) { ${resource.fields.join(' ')} }
      }
    `,
    variables,
    parseResponse: ({ data }: { data: { data: RaRecord } }) => ({ data: data.data }),
  };
}

function bulkMutation(name: string, args: string, call: string, variables: Data): BuildQueryResult {
  return {
    query: gql`
      mutation ${name}(${args}) {
        data: ${name}(${call}) { id }
      }
    `,
    variables,
    parseResponse: ({ data }: { data: { data: { id: string }[] } }) => ({ data: data.data.map((r) => r.id) }),
  };
}

/** No writes of a read-only resource (orders): the server serves none. */
function writable(resource: ResourceDescriptor): void {
  if (resource.readOnly) throw new Error(`${resource.name} is read-only`);
}

/** A bulk method only where the resource declares it (the server serves no other). */
function offersBulk(resource: ResourceDescriptor, action: BulkAction): void {
  if (!resource.bulk?.includes(action)) throw new Error(`${resource.name} offers no bulk ${action}`);
}

/**
 * ra-data-graphql's buildQuery for docs/architecture.md §3 (no introspection: the field selections come from
 * each resource's declaration). `page` is 0-based on the API, 1-based in react-admin.
 */
export function buildQueryFor(resources: readonly ResourceDescriptor[]): BuildQuery {
  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  return (method, resourceName, params) => {
    const resource = byName.get(resourceName);
    if (!resource) throw new Error(`Unknown resource: ${resourceName}`);
    const names = operationNames(resource);
    const input = `$data: ${resource.type}Input!`;
    switch (method) {
      case GET_LIST: {
        const { filter, ...rest } = params as GetListParams;
        return pageQuery(resource)(resource, { ...pageVariables(rest), filter });
      }
      case GET_MANY:
        return itemsQuery(resource, (params as GetManyParams).ids);
      case GET_MANY_REFERENCE: {
        const { target, id, filter, ...rest } = params as GetManyReferenceParams;
        return pageQuery(resource)(resource, { ...pageVariables(rest), filter: { ...filter, [target]: id } });
      }
      case GET_ONE:
        return {
          query: gql`
            query ${names.one}($id: ID!) {
              data: ${names.one}(id: $id) { ${resource.fields.join(' ')} }
            }
          `,
          variables: { id: (params as GetOneParams).id },
          parseResponse: ({ data }: { data: { data: RaRecord } }) => ({ data: data.data }),
        };
      case CREATE:
        writable(resource);
        return recordMutation(resource, names.create, input, 'data: $data', {
          data: inputOf(resource, (params as CreateParams).data),
        });
      case UPDATE: {
        writable(resource);
        const { id, data, previousData } = params as UpdateParams;
        return recordMutation(resource, names.update, `$id: ID!, ${input}`, 'id: $id, data: $data', {
          id,
          data: inputOf(resource, data, previousData),
        });
      }
      case DELETE:
        writable(resource);
        return recordMutation(resource, names.delete, '$id: ID!', 'id: $id', { id: (params as DeleteParams).id });
      case UPDATE_MANY: {
        offersBulk(resource, 'update');
        const { ids, data } = params as UpdateManyParams;
        return bulkMutation(names.updateMany, `$ids: [ID!]!, ${input}`, 'ids: $ids, data: $data', {
          ids,
          data: inputOf(resource, data),
        });
      }
      case DELETE_MANY:
        offersBulk(resource, 'delete');
        return bulkMutation(names.deleteMany, '$ids: [ID!]!', 'ids: $ids', { ids: (params as DeleteManyParams).ids });
      default:
        throw new Error(`Unsupported data provider method: ${method}`);
    }
  };
}
