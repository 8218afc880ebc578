import { generatePath } from 'react-router-dom';
import { RESOURCE_DESCRIPTORS } from '../../../domain';
import type { AdminRoute } from '../../routing/AdminRoute';
import { useAdminRoutes } from '../../routing/adminRoutes';

const paramsOf = (route: AdminRoute) => [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name);

/**
 * Where a record of `resource` is seen, from the resources' own routes (`routes`, the app's route table): its edit
 * screen when it
 * has one (a parameter that is not the restaurant is the record's id; a restaurant's is its own),
 * else the list that holds it (menu categories and printer classes are edited in a dialog there);
 * undefined when neither can be filled in.
 */
export function recordPath(
  table: readonly AdminRoute[],
  resource: string,
  recordId: string,
  restaurantId: string | null,
): string | undefined {
  const self = RESOURCE_DESCRIPTORS.find((descriptor) => descriptor.name === resource)?.tenancy.kind === 'self';
  const routes = table.filter((route) => route.resource === resource);
  const ownsRecord = (route: AdminRoute) => self || paramsOf(route).some((name) => name !== route.restaurantParam);
  const edit = routes.find((route) => route.action === 'edit' && ownsRecord(route));
  const list = routes
    .filter((route) => route.action === 'list' && !ownsRecord(route))
    .sort((a, b) => Number(Boolean(b.restaurantParam)) - Number(Boolean(a.restaurantParam)))[0];
  const route = edit ?? list;
  if (!route) return undefined;
  const values = paramsOf(route).map(
    (name) => [name, name === route.restaurantParam && !self ? restaurantId : recordId] as const,
  );
  return values.every(([, value]) => value) ? generatePath(route.path, Object.fromEntries(values)) : undefined;
}

/** recordPath on the app's route table. */
export function useRecordPath() {
  const routes = useAdminRoutes();
  return (resource: string, recordId: string, restaurantId: string | null) =>
    recordPath(routes, resource, recordId, restaurantId);
}
