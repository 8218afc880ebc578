/** The navigation's items as a resource declares them, and their order (navItems.ts gathers every resource's). */
import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { View } from '../../domain';

/** The spec's order of the menu labels. */
export const SPEC_NAV_ORDER = [
  'app.nav.restaurants',
  'app.nav.restoCategories',
  'app.nav.menuCategories',
  'app.nav.menuDuplication',
  'app.nav.featured',
  'app.nav.promos',
  'app.nav.feeds',
  'app.nav.tagsManagement',
  'app.nav.users',
  'app.nav.menus',
  'app.nav.availability',
  'app.nav.printerClass',
  'app.nav.packageMenu',
  'app.nav.qrCode',
  'app.nav.analytics',
  'app.nav.orderHistory',
] as const;

export type SpecNavLabel = (typeof SPEC_NAV_ORDER)[number];

/**
 * A navigation item of docs/spec.md §2 (Logout closes the menu). It names the route it opens in each view:
 * platform items (SUPER_VIEW) are the super admin's cross-restaurant screens; restaurant items
 * (MERCHANT_VIEW) work on the current restaurant, whose uuid fills `:restoUuid`. An item the spec
 * does not list says which of the spec's items it follows.
 */
export interface NavItem {
  label: string;
  icon: SvgIconComponent;
  routes: Partial<Record<View, string>>;
  after?: SpecNavLabel;
  /** Shown beside the label of its link to a restaurant's screen (a count to look at), for that restaurant. */
  badge?: ComponentType<{ restaurantId: string }>;
}

const SPEC_LABELS: readonly string[] = SPEC_NAV_ORDER;

/** Whether an item has its place: in the spec's order, or after one of its items. */
export const isPlaced = (item: NavItem): boolean => SPEC_LABELS.includes(item.label) || item.after !== undefined;

/** An item's place: the spec's, just after the item it follows (beside others there, in the given order), else last. */
function rank(item: NavItem): number {
  const own = SPEC_LABELS.indexOf(item.label);
  if (own >= 0) return own;
  return item.after === undefined ? SPEC_LABELS.length : SPEC_LABELS.indexOf(item.after) + 0.5;
}

export const inSpecOrder = (items: readonly NavItem[]): NavItem[] => [...items].sort((a, b) => rank(a) - rank(b));
