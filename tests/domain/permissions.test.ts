import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  AREAS,
  canAccess,
  canReachRestaurant,
  RESOURCE_DESCRIPTORS,
  SPEC_AREAS,
  type Profile,
} from '../../src/domain';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const superAdmin: Profile = { role: 'SUPERADMIN', restoUuid: null, restaurants: [] };
const admin: Profile = { role: 'ADMIN', restoUuid: A, restaurants: [{ uuid: A }] };
const adminByRestoUuidOnly: Profile = { role: 'ADMIN', restoUuid: A, restaurants: [] };

// docs/spec.md §6, written out cell by cell: the areas each role holds for every action.
const SUPERADMIN_AREAS = [
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
];
const ADMIN_STATIC_AREAS = ['qr', 'analytics', 'feeds', 'users', 'menu_categories', 'printer_classes', 'package_menu'];
const ADMIN_OWN_RESTAURANT_ONLY = ['restaurants:list', 'restaurants:edit', 'menus:list', 'menus:new', 'menus:edit'];

describe('docs/spec.md §6 permission table', () => {
  for (const area of SPEC_AREAS) {
    for (const action of [...ACTIONS, '*']) {
      const permission = `${area}:${action}`;
      const superAllowed = SUPERADMIN_AREAS.includes(area);
      it(`SUPERADMIN ${superAllowed ? 'holds' : 'lacks'} ${permission}`, () => {
        expect(canAccess(superAdmin, permission, A)).toBe(superAllowed);
        expect(canAccess(superAdmin, permission)).toBe(superAllowed);
      });

      const staticAllowed = ADMIN_STATIC_AREAS.includes(area);
      const dynamic = ADMIN_OWN_RESTAURANT_ONLY.includes(permission);
      it(`ADMIN ${staticAllowed ? 'holds' : dynamic ? 'holds for its own restaurant only' : 'lacks'} ${permission}`, () => {
        expect(canAccess(admin, permission, A)).toBe(staticAllowed || dynamic);
        expect(canAccess(adminByRestoUuidOnly, permission, A)).toBe(staticAllowed || dynamic);
        expect(canAccess(admin, permission, B)).toBe(staticAllowed);
        expect(canAccess(admin, permission)).toBe(staticAllowed);
      });
    }
  }

  it('an area a resource description declares is held, for every action, by the roles its grants name (an ADMIN: its rows by tenancy)', () => {
    for (const { area, grants = [] } of RESOURCE_DESCRIPTORS.filter((descriptor) => descriptor.grants)) {
      expect(AREAS).toContain(area);
      for (const action of [...ACTIONS, '*']) {
        expect(canAccess(superAdmin, `${area}:${action}`), `SUPERADMIN ${area}:${action}`).toBe(
          grants.includes('SUPERADMIN'),
        );
        expect(canAccess(admin, `${area}:${action}`, B), `ADMIN ${area}:${action}`).toBe(grants.includes('ADMIN'));
      }
    }
  });

  it('SUPERADMIN has no QR codes and ADMIN no order histories (deliberate)', () => {
    expect(canAccess(superAdmin, 'qr:list')).toBe(false);
    expect(canAccess(admin, 'order_histories:list', A)).toBe(false);
  });

  it.each(['MANAGER', 'CASHIER', 'ADMIN_CASHIER', 'WAITER', 'CUSTOMER'])('%s holds nothing', (role) => {
    const profile: Profile = { role, restoUuid: A, restaurants: [{ uuid: A }] };
    for (const area of AREAS)
      for (const action of ACTIONS) expect(canAccess(profile, `${area}:${action}`, A)).toBe(false);
  });

  it('nobody signed in holds nothing', () => {
    expect(canAccess(null, 'restaurants:list')).toBe(false);
    expect(canAccess(undefined, 'qr:list', A)).toBe(false);
  });

  it('unknown areas and actions are denied', () => {
    expect(canAccess(superAdmin, 'payments:list')).toBe(false);
    expect(canAccess(superAdmin, 'restaurants:explode')).toBe(false);
    expect(canAccess(superAdmin, 'restaurants')).toBe(false);
  });
});

describe('tenancy', () => {
  it('a SUPERADMIN reaches every restaurant', () => {
    expect(canReachRestaurant(superAdmin, B)).toBe(true);
  });
  it('an ADMIN reaches the restaurants of its list and its restoUuid, nothing else', () => {
    const multi: Profile = { role: 'ADMIN', restoUuid: null, restaurants: [{ uuid: A }, { uuid: B }] };
    expect(canReachRestaurant(multi, B)).toBe(true);
    expect(canReachRestaurant(adminByRestoUuidOnly, A)).toBe(true);
    expect(canReachRestaurant(admin, B)).toBe(false);
    expect(canReachRestaurant(admin, null)).toBe(false);
  });
  it('other roles reach nothing', () => {
    expect(canReachRestaurant({ role: 'CASHIER', restoUuid: A, restaurants: [{ uuid: A }] }, A)).toBe(false);
  });
});
