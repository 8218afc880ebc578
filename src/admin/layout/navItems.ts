import type { SvgIconComponent } from '@mui/icons-material';
import type { View } from '../../domain';
import { ADMIN_RESOURCES } from '../resources';

/**
 * A navigation item of spec §2 (Logout closes the menu). It names the route it opens in each view:
 * platform items (SUPER_VIEW) are the super admin's cross-restaurant screens; restaurant items
 * (MERCHANT_VIEW) work on the current restaurant, whose uuid fills `:restoUuid`.
 */
export interface NavItem {
  label: string;
  icon: SvgIconComponent;
  routes: Partial<Record<View, string>>;
}

/** The spec's order of the menu labels. */
const SPEC_ORDER = [
  'restaurants',
  'restoCategories',
  'menuCategories',
  'menuDuplication',
  'featured',
  'promos',
  'feeds',
  'tagsManagement',
  'users',
  'menus',
  'availability',
  'printerClass',
  'packageMenu',
  'qrCode',
  'analytics',
  'orderHistory',
].map((name) => `app.nav.${name}`);

/** Every resource's items, in the spec's order. */
export const NAV_ITEMS: readonly NavItem[] = ADMIN_RESOURCES.flatMap((resource) => resource.nav ?? []).sort(
  (a, b) => SPEC_ORDER.indexOf(a.label) - SPEC_ORDER.indexOf(b.label),
);
