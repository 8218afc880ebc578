import { canAccess, type Action, type Area, type Profile } from '../../domain';
import { ADMIN_RESOURCES } from '../resources';
import { accessOf, descriptorsOf } from '../resources/AdminResource';

/**
 * react-admin's resource names → our permission areas (docs/architecture.md §4), from the registry. Unmapped resources
 * are denied.
 */
const RESOURCE_AREAS: Readonly<Record<string, Area>> = Object.fromEntries(
  ADMIN_RESOURCES.map(accessOf).map(({ name, area }) => [name, area]),
);

/** Resources whose records are restaurants (tenancy `self`). */
const RESTAURANT_RESOURCES = new Set(
  descriptorsOf(ADMIN_RESOURCES)
    .filter((descriptor) => descriptor.tenancy.kind === 'self')
    .map((descriptor) => descriptor.name),
);

/** react-admin's action names → ours. Unmapped actions (clone, …) are denied. */
const RA_ACTIONS: Readonly<Record<string, Action>> = {
  list: 'list',
  show: 'list',
  export: 'list',
  create: 'new',
  edit: 'edit',
  delete: 'delete',
};

export interface RaAccessQuery {
  resource: string;
  action: string;
  record?: { id?: unknown; restaurantId?: unknown };
}

const asId = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The restaurant concerned by a check: a restaurant record is its own id; other records name
 * theirs in `restaurantId`; without a record it is the current restaurant.
 */
export function restaurantConcerned(query: RaAccessQuery, currentRestaurant: string | null): string | null {
  const { resource, record } = query;
  return (
    asId(record?.restaurantId) ??
    (RESTAURANT_RESOURCES.has(resource) ? asId(record?.id) : undefined) ??
    currentRestaurant
  );
}

/** react-admin's canAccess question answered by the domain's docs/spec.md §6 table. */
export function canAccessRa(profile: Profile | null, query: RaAccessQuery, currentRestaurant: string | null): boolean {
  const area = RESOURCE_AREAS[query.resource];
  const action = RA_ACTIONS[query.action];
  if (!area || !action) return false;
  return canAccess(profile, `${area}:${action}`, restaurantConcerned(query, currentRestaurant));
}
