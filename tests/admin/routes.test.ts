import { describe, expect, it } from 'vitest';
import { SPEC_NAV_ORDER } from '../../src/admin/layout/navItem';
import { NAV_ITEMS } from '../../src/admin/layout/navItems';
import { navGroups, visibleNavItems } from '../../src/admin/layout/visibleNavItems';
import { ADMIN_ROUTES, routeByPath } from '../../src/admin/routes';
import { routeAllowed } from '../../src/admin/routing/routeAccess';
import { RESOURCE_DESCRIPTORS } from '../../src/domain';
import { ADMIN_A, MULTI_BC, RESTO_A, RESTO_B, RESTO_C, SUPERADMIN } from './fixtures';

/**
 * Resources that describe their own area (made by `npm run new:resource`) are not docs/spec.md §2's: their
 * routes and items follow their description (tests/admin/describedResource.test.ts), and are left
 * out of what is compared with the spec here.
 */
const DESCRIBED = new Set(
  RESOURCE_DESCRIPTORS.filter((descriptor) => descriptor.grants).map((descriptor) => descriptor.name),
);
/**
 * Screens added beyond docs/spec.md §2 (Menu health, and the table orders of the QR area), checked below and in tests
 * of their own.
 */
const BEYOND_SPEC = new Set(['menu_health']);
const BEYOND_SPEC_PATHS = new Set(['table_orders/:restoUuid']);
const SPEC_ROUTES = ADMIN_ROUTES.filter(
  (route) => !DESCRIBED.has(route.resource) && !BEYOND_SPEC.has(route.resource) && !BEYOND_SPEC_PATHS.has(route.path),
);
/** The spec's items (the audit log and described resources follow them: they have tests of their own). */
const SPEC_NAV_ITEMS = NAV_ITEMS.filter((item) => (SPEC_NAV_ORDER as readonly string[]).includes(item.label));

/** docs/spec.md §2, admin routes, verbatim. */
const SPEC_PATHS = [
  'restaurants',
  'restaurant_edit/:restoUuid',
  'restaurant_new',
  'resto_categories',
  'resto_categories/new',
  'resto_categories/edit/:id',
  'menu_categories',
  'menu_categories/:restoUuid',
  'qr/:restoUuid',
  'feeds/:restoUuid',
  'promos',
  'feed/:restoUuid/:uuid',
  'promo/:uuid',
  'new_feed/:restoUuid',
  'new_promo',
  'edit_feed/:restoUuid/:uuid',
  'edit_promo/:uuid',
  'analytics',
  'analytics/:restoUuid',
  'menu_duplication',
  'featured',
  'tags_management',
  'menu_availability',
  'menu_availability/:restoUuid',
  'users',
  'user_new',
  'user_edit/:user_uid',
  'menus',
  'menus/:restoUuid',
  'menu_edit/:menuUuid',
  'menu_new/:restaurantUuid',
  'printer_classes/:restoUuid',
  'package_menu/:restoUuid',
  'package_menu_new/:packageRestaurantUuid',
  'package_menu_edit/:packageMenuUuid',
  'order_histories/:restoUuid',
];

describe('the route table', () => {
  it('holds every admin route of docs/spec.md §2 at exactly its path, once', () => {
    expect(SPEC_ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it.each([
    ['restaurants', ADMIN_A, RESTO_A, true],
    ['restaurant_new', ADMIN_A, RESTO_A, false],
    ['restaurant_edit/:restoUuid', ADMIN_A, RESTO_A, true],
    ['restaurant_edit/:restoUuid', ADMIN_A, RESTO_B, false],
    ['qr/:restoUuid', ADMIN_A, RESTO_A, true],
    ['qr/:restoUuid', ADMIN_A, RESTO_B, false],
    ['qr/:restoUuid', SUPERADMIN, RESTO_A, false],
    ['table_orders/:restoUuid', ADMIN_A, RESTO_A, true],
    ['table_orders/:restoUuid', ADMIN_A, RESTO_B, false],
    ['table_orders/:restoUuid', SUPERADMIN, RESTO_A, false],
    ['order_histories/:restoUuid', ADMIN_A, RESTO_A, false],
    ['order_histories/:restoUuid', SUPERADMIN, RESTO_A, true],
    ['menus/:restoUuid', MULTI_BC, RESTO_C, true],
    ['menus/:restoUuid', MULTI_BC, RESTO_A, false],
    ['menu_availability/:restoUuid', MULTI_BC, RESTO_B, true],
    ['menu_health/:restoUuid', ADMIN_A, RESTO_A, true],
    ['menu_health/:restoUuid', ADMIN_A, RESTO_B, false],
    ['menu_health', SUPERADMIN, null, true],
    ['resto_categories', ADMIN_A, RESTO_A, false],
    ['resto_categories', SUPERADMIN, null, true],
    ['promos', ADMIN_A, RESTO_A, false],
    ['users', ADMIN_A, RESTO_A, true],
    ['package_menu_new/:packageRestaurantUuid', MULTI_BC, RESTO_A, false],
  ] as const)('%s for %o at %s: %s', (path, profile, restaurantId, allowed) => {
    expect(routeAllowed(routeByPath(path), profile, restaurantId)).toBe(allowed);
  });
});

const labels = (...args: Parameters<typeof visibleNavItems>) =>
  visibleNavItems(...args).map((item) => item.label.replace('app.nav.', ''));

describe('the navigation (docs/spec.md §2)', () => {
  it("a restaurant admin sees its restaurant's items, linked to it", () => {
    expect(labels(SPEC_NAV_ITEMS, 'MERCHANT_VIEW', ADMIN_A, RESTO_A)).toEqual([
      'restaurants',
      'menuCategories',
      'menuDuplication',
      'feeds',
      'users',
      'menus',
      'availability',
      'printerClass',
      'packageMenu',
      'qrCode',
      'analytics',
    ]);
    const items = visibleNavItems(SPEC_NAV_ITEMS, 'MERCHANT_VIEW', ADMIN_A, RESTO_A);
    expect(items.find((i) => i.label === 'app.nav.qrCode')?.to).toBe(`qr/${RESTO_A}`);
  });

  it('a super admin sees the platform items in SUPER_VIEW', () => {
    expect(labels(SPEC_NAV_ITEMS, 'SUPER_VIEW', SUPERADMIN, null)).toEqual([
      'restaurants',
      'restoCategories',
      'menuDuplication',
      'featured',
      'promos',
      'tagsManagement',
      'users',
      'analytics',
    ]);
  });

  it("a super admin sees one restaurant's items in MERCHANT_VIEW (no QR codes: docs/spec.md §6)", () => {
    expect(labels(SPEC_NAV_ITEMS, 'MERCHANT_VIEW', SUPERADMIN, RESTO_C)).toEqual([
      'restaurants',
      'menuCategories',
      'menuDuplication',
      'feeds',
      'users',
      'menus',
      'availability',
      'printerClass',
      'packageMenu',
      'analytics',
      'orderHistory',
    ]);
  });

  it('the Audit log comes last, for an admin and (once, among the platform items) for a super admin', () => {
    expect(labels(NAV_ITEMS, 'MERCHANT_VIEW', ADMIN_A, RESTO_A).at(-1)).toBe('auditLog');
    const groups = navGroups(NAV_ITEMS, SUPERADMIN, RESTO_C).map(({ links }) => links.map((link) => link.to));
    expect([groups[0].at(-1), groups[1].includes('audit_log')]).toEqual(['audit_log', false]);
  });

  it('restaurant items are hidden while there is no current restaurant', () => {
    expect(labels(SPEC_NAV_ITEMS, 'MERCHANT_VIEW', SUPERADMIN, null)).toEqual([
      'restaurants',
      'menuDuplication',
      'users',
    ]);
  });

  it("a super admin's menu holds the platform's items, then the current restaurant's not already above", () => {
    const groups = navGroups(SPEC_NAV_ITEMS, SUPERADMIN, RESTO_C).map(({ view, links }) => [
      view,
      links.map((link) => link.to),
    ]);
    expect(groups).toEqual([
      [
        'SUPER_VIEW',
        [
          'restaurants',
          'resto_categories',
          'menu_duplication',
          'featured',
          'promos',
          'tags_management',
          'users',
          'analytics',
        ],
      ],
      [
        'MERCHANT_VIEW',
        [
          `menu_categories/${RESTO_C}`,
          `feeds/${RESTO_C}`,
          `menus/${RESTO_C}`,
          `menu_availability/${RESTO_C}`,
          `printer_classes/${RESTO_C}`,
          `package_menu/${RESTO_C}`,
          `analytics/${RESTO_C}`,
          `order_histories/${RESTO_C}`,
        ],
      ],
    ]);
    expect(navGroups(SPEC_NAV_ITEMS, SUPERADMIN, null)[1].links).toEqual([]);
  });

  it("an admin's menu is its restaurant's items, in one group", () => {
    expect(navGroups(SPEC_NAV_ITEMS, ADMIN_A, RESTO_A)).toEqual([
      { view: 'MERCHANT_VIEW', links: visibleNavItems(SPEC_NAV_ITEMS, 'MERCHANT_VIEW', ADMIN_A, RESTO_A) },
    ]);
  });

  it('every navigation path is a route of the table', () => {
    for (const item of NAV_ITEMS)
      for (const path of Object.values(item.routes)) expect(() => routeByPath(path)).not.toThrow();
  });
});
