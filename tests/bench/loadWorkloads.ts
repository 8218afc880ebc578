/**
 * What the sessions of `npm run bench:load` send. To the server: the documents the admin builds
 * (src/admin/providers/buildQuery.ts) for the restaurants list (a page of 25 with its count, every
 * field the screen reads) and for saving a restaurant's settings (only the changed field, every
 * field read back). To the bare yoga: the same mix in its tiny schema.
 */
import { operationNames, RESTAURANTS } from '../../src/domain';
import { DEMO_PASSWORD } from '../support/graphql';
import type { Workload } from './loadHarness';

export const BARE_RESTAURANT_FIELDS =
  'id name slug address city province country postcode currency tableCount createdAt updatedAt';

/** The bench's admins, one per bench restaurant, all with the demo password. */
export const benchAdminEmail = (session: number) =>
  `bench-admin-${String(session + 1).padStart(6, '0')}@restoboard.test`;

const LOGIN =
  'mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { jwtToken profile { role restoUuid restaurants { uuid name } } } }';
const PAGE = { page: 0, perPage: 25, sortField: 'name', sortOrder: 'ASC' };

function workload(fields: string, filterType: string | undefined): Workload {
  const names = operationNames(RESTAURANTS);
  const filterArg = filterType ? `, $filter: ${filterType}` : '';
  const filterCall = filterType ? ', filter: $filter' : '';
  const call = `page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder${filterCall}`;
  const list = `query ${names.list}($page: Int, $perPage: Int, $sortField: String, $sortOrder: String${filterArg}) {
    items: ${names.list}(${call}) { ${fields} }
    total: ${names.meta}(${call}) { count }
  }`;
  const update = `mutation ${names.update}($id: ID!, $data: ${RESTAURANTS.type}Input!) { data: ${names.update}(id: $id, data: $data) { ${fields} } }`;
  return {
    signIn: (session) => ({ query: LOGIN, variables: { email: benchAdminEmail(session), password: DEMO_PASSWORD } }),
    read: () => ({ query: list, variables: filterType ? { ...PAGE, filter: {} } : PAGE }),
    // Every other save puts the city back, so each one changes the row.
    save: (restaurantId, n) => ({
      query: update,
      variables: { id: restaurantId, data: { city: `Bench City ${(n >> 2) % 2}` } },
    }),
  };
}

export const APP_WORKLOAD = workload(RESTAURANTS.fields.join(' '), `${RESTAURANTS.type}Filter`);
export const BARE_WORKLOAD = workload(BARE_RESTAURANT_FIELDS, undefined);
