import { describe, expect, it } from 'vitest';
import { adminLevel, landingPath, signInRefusal, type Profile } from '../../src/domain';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('admin level (docs/spec.md §4)', () => {
  it.each<[string, Profile, string]>([
    ['SUPERADMIN', { role: 'SUPERADMIN', restaurants: [] }, 'IS_SUPERADMIN'],
    ['SUPERADMIN with restaurants', { role: 'SUPERADMIN', restaurants: [{ uuid: A }, { uuid: B }] }, 'IS_SUPERADMIN'],
    ['ADMIN with two restaurants', { role: 'ADMIN', restaurants: [{ uuid: A }, { uuid: B }] }, 'IS_MULTIADMIN'],
    ['ADMIN with one restaurant', { role: 'ADMIN', restaurants: [{ uuid: A }] }, 'IS_ADMIN'],
    ['ADMIN with none', { role: 'ADMIN', restaurants: [] }, 'IS_ADMIN'],
    ['CASHIER', { role: 'CASHIER', restaurants: [{ uuid: A }] }, 'IS_NOT_ADMIN'],
    ['CUSTOMER', { role: 'CUSTOMER', restaurants: [] }, 'IS_NOT_ADMIN'],
  ])('%s is %s', (_, profile, level) => {
    expect(adminLevel(profile)).toBe(level);
  });

  it('no profile is IS_NOT_ADMIN', () => {
    expect(adminLevel(null)).toBe('IS_NOT_ADMIN');
  });
});

describe('landing after sign-in (docs/spec.md §2)', () => {
  it('a single-restaurant admin goes to its restaurant edit page', () => {
    expect(landingPath({ role: 'ADMIN', restoUuid: A, restaurants: [{ uuid: A }] })).toBe(`restaurant_edit/${A}`);
    expect(landingPath({ role: 'ADMIN', restoUuid: A, restaurants: [] })).toBe(`restaurant_edit/${A}`);
  });
  it('a multi admin and a super admin go to the restaurant list', () => {
    expect(landingPath({ role: 'ADMIN', restoUuid: A, restaurants: [{ uuid: A }, { uuid: B }] })).toBe('restaurants');
    expect(landingPath({ role: 'SUPERADMIN', restaurants: [] })).toBe('restaurants');
  });
});

describe('who may sign in (docs/architecture.md §4)', () => {
  it('admins with a restaurant and super admins may', () => {
    expect(signInRefusal({ role: 'SUPERADMIN', restaurants: [] })).toBeNull();
    expect(signInRefusal({ role: 'ADMIN', restoUuid: A, restaurants: [] })).toBeNull();
  });
  it('an ADMIN with no restaurant and no restoUuid may not', () => {
    expect(signInRefusal({ role: 'ADMIN', restoUuid: null, restaurants: [] })).toBe('errors.noRestaurant');
  });
  it.each(['MANAGER', 'CASHIER', 'ADMIN_CASHIER', 'WAITER', 'CUSTOMER'])('%s may not', (role) => {
    expect(signInRefusal({ role, restoUuid: A, restaurants: [{ uuid: A }] })).toBe('errors.roleRefused');
  });
});
