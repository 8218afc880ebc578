import type { Identifier } from 'react-admin';
import { generatePath } from 'react-router-dom';
import type { DescribedDescriptor, DescribedPaths } from './DescribedDescriptor';

/** The route parameters of every described resource: the restaurant of a list or a new record, and a record's id. */
export const RESTAURANT_PARAM = 'restoUuid';
export const ID_PARAM = 'id';

/**
 * A described resource's paths (relative to /admin): `{name}`, `{name}_new` and `{name}_edit/:id`;
 * a restaurant's rows name it in the list and the new record's path (`{name}/:restoUuid`).
 */
export function describedPaths({ name, tenancy }: Pick<DescribedDescriptor, 'name' | 'tenancy'>): DescribedPaths {
  const restaurant = tenancy.kind === 'restaurant' ? `/:${RESTAURANT_PARAM}` : '';
  return { list: `${name}${restaurant}`, create: `${name}_new${restaurant}`, edit: `${name}_edit/:${ID_PARAM}` };
}

/** The list's or the new record's path, for a restaurant when the rows belong to one. */
export const describedPath = (paths: DescribedPaths, screen: 'list' | 'create', restaurantId: Identifier | undefined) =>
  generatePath(paths[screen], { [RESTAURANT_PARAM]: String(restaurantId ?? '') });

export const describedEditPath = (paths: DescribedPaths, id: Identifier) =>
  generatePath(paths.edit, { [ID_PARAM]: String(id) });
