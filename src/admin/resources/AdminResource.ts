import type { ResourceDescriptor } from '../../domain';
import type { NavItem } from '../layout/navItems';
import type { AdminRoute } from '../routing/AdminRoute';

/**
 * A resource as the admin serves it: the shared descriptor (names, fields, rules) plus its screens
 * at their spec paths, its navigation items and how a record is named.
 */
export interface AdminResource {
  descriptor: ResourceDescriptor;
  routes: readonly AdminRoute[];
  nav?: readonly NavItem[];
  recordRepresentation?: string;
}
