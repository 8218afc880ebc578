import { RESOURCE_DESCRIPTORS, type DescribedArea, type Grantee, type ResourceDescriptor } from './resources';
import { SPEC_AREAS, type SpecArea } from './specAreas';
import { ownRestaurantIds, type Profile } from './roles';

export { SPEC_AREAS, type SpecArea };
/** docs/spec.md §6's areas and those a resource description declares with its grants. */
export type Area = SpecArea | DescribedArea;

const DESCRIBED = RESOURCE_DESCRIPTORS.flatMap((descriptor) =>
  descriptor.grants ? [{ area: descriptor.area as DescribedArea, grants: descriptor.grants }] : [],
);

export const AREAS: readonly Area[] = [...SPEC_AREAS, ...DESCRIBED.map(({ area }) => area)];

/** The permission area of a descriptor, as docs/spec.md §6 or its grants declare it. */
export const areaOf = (descriptor: Pick<ResourceDescriptor, 'area'>): Area => descriptor.area as Area;

export const ACTIONS = ['list', 'new', 'edit', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** `area:action`, or `area:*` for every action of the area. */
export type Permission = `${Area}:${Action | '*'}`;

/** docs/spec.md §6, literally. ADMIN has no order histories and SUPERADMIN no QR codes: deliberate. */
const SPEC_GRANTS: Readonly<Record<Grantee, readonly SpecArea[]>> = {
  ADMIN: ['qr', 'analytics', 'feeds', 'users', 'menu_categories', 'printer_classes', 'package_menu'],
  SUPERADMIN: [
    'restaurants',
    'featured',
    'users',
    'resto_categories',
    'menu_categories',
    'menus',
    'feeds',
    'promos',
    'analytics',
    'tags_management',
    'order_histories',
    'printer_classes',
    'package_menu',
  ],
};

/** docs/spec.md §6's grants and those of the described areas. */
export const STATIC_GRANTS: Readonly<Record<Grantee, readonly Area[]>> = {
  ADMIN: [...SPEC_GRANTS.ADMIN, ...DESCRIBED.filter(({ grants }) => grants.includes('ADMIN')).map(({ area }) => area)],
  SUPERADMIN: [
    ...SPEC_GRANTS.SUPERADMIN,
    ...DESCRIBED.filter(({ grants }) => grants.includes('SUPERADMIN')).map(({ area }) => area),
  ],
};

/** ADMIN's grants that hold only for a restaurant of its own (docs/spec.md §6). */
export const ADMIN_DYNAMIC_GRANTS: readonly Permission[] = [
  'restaurants:list',
  'restaurants:edit',
  'menus:list',
  'menus:new',
  'menus:edit',
];

export function parsePermission(permission: string): { area: string; action: string } {
  const [area = '', action = ''] = permission.split(':');
  return { area, action };
}

/** Whether the profile may reach the restaurant's rows: SUPERADMIN always, ADMIN only its own. */
export function canReachRestaurant(
  profile: Profile | null | undefined,
  restaurantId: string | null | undefined,
): boolean {
  if (!profile) return false;
  if (profile.role === 'SUPERADMIN') return true;
  if (profile.role !== 'ADMIN' || !restaurantId) return false;
  return ownRestaurantIds(profile).includes(restaurantId);
}

/**
 * docs/spec.md §6 as a function. `restaurantId` is the restaurant concerned (ADMIN's dynamic rule needs it);
 * tenancy for static areas is the separate `canReachRestaurant`.
 */
export function canAccess(
  profile: Profile | null | undefined,
  permission: string,
  restaurantId?: string | null,
): boolean {
  if (!profile) return false;
  const { area, action } = parsePermission(permission);
  if (!(AREAS as readonly string[]).includes(area)) return false;
  if (action !== '*' && !(ACTIONS as readonly string[]).includes(action)) return false;
  if (profile.role !== 'ADMIN' && profile.role !== 'SUPERADMIN') return false;
  if ((STATIC_GRANTS[profile.role] as readonly string[]).includes(area)) return true;
  if (profile.role !== 'ADMIN' || action === '*') return false;
  return (ADMIN_DYNAMIC_GRANTS as readonly string[]).includes(permission) && canReachRestaurant(profile, restaurantId);
}
