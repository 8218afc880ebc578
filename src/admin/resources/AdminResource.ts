import { areaOf, type Area, type ResourceDescriptor } from '../../domain';
import type { NavItem } from '../layout/navItem';
import type { AdminRoute } from '../routing/AdminRoute';

interface AdminScreens {
  routes: readonly AdminRoute[];
  nav?: readonly NavItem[];
}

/**
 * A data resource as the admin serves it: the shared descriptor (names, fields, rules) plus its
 * screens at their spec paths, its navigation items and how a record is named.
 */
export interface AdminDataResource extends AdminScreens {
  descriptor: ResourceDescriptor;
  recordRepresentation?: string;
}

/**
 * A guarded screen that is no data resource of its own (QR codes read restaurants): the name its
 * routes are guarded as (react-admin's `resource` in canAccess) and that name's permission area.
 */
export interface AdminScreen extends AdminScreens {
  descriptor?: undefined;
  name: string;
  area: Area;
}

export type AdminResource = AdminDataResource | AdminScreen;

/** The shared descriptors of the data resources (what the data provider and `<Resource>` serve). */
export function descriptorsOf(resources: readonly AdminResource[]): ResourceDescriptor[] {
  return resources.flatMap((resource) => (resource.descriptor ? [resource.descriptor] : []));
}

/** The name canAccess is asked about for a resource's routes, and its permission area. */
export function accessOf(resource: AdminResource): { name: string; area: Area } {
  return resource.descriptor
    ? { name: resource.descriptor.name, area: areaOf(resource.descriptor) }
    : { name: resource.name, area: resource.area };
}
