import { ADMIN_RESOURCES } from '../resources';
import { inSpecOrder, type NavItem } from './navItem';

/** Every resource's items, in the spec's order. */
export const NAV_ITEMS: readonly NavItem[] = inSpecOrder(ADMIN_RESOURCES.flatMap((resource) => resource.nav ?? []));
