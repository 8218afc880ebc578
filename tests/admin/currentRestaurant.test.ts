import { describe, expect, it } from 'vitest';
import { landingPath } from '../../src/domain';
import { currentRestaurantId } from '../../src/admin/providers/currentRestaurant';
import { ADMIN_A, MULTI_BC, RESTO_A, RESTO_B, RESTO_C, SUPERADMIN } from './fixtures';

describe('landing after sign-in (docs/spec.md §2)', () => {
  it('a single-restaurant admin lands on its restaurant, everybody else on the list', () => {
    expect(landingPath(ADMIN_A)).toBe(`restaurant_edit/${RESTO_A}`);
    expect(landingPath(MULTI_BC)).toBe('restaurants');
    expect(landingPath(SUPERADMIN)).toBe('restaurants');
  });
});

describe('the current restaurant (docs/architecture.md §5)', () => {
  it("defaults to an admin's first own restaurant", () => {
    expect(currentRestaurantId(MULTI_BC, undefined)).toBe(RESTO_B);
    expect(currentRestaurantId(ADMIN_A, undefined)).toBe(RESTO_A);
  });

  it('is the chosen one when the admin owns it, else the default', () => {
    expect(currentRestaurantId(MULTI_BC, RESTO_C)).toBe(RESTO_C);
    expect(currentRestaurantId(MULTI_BC, RESTO_A)).toBe(RESTO_B);
  });

  it('a super admin has none until it chooses one, then any', () => {
    expect(currentRestaurantId(SUPERADMIN, undefined)).toBeNull();
    expect(currentRestaurantId(SUPERADMIN, RESTO_C)).toBe(RESTO_C);
  });

  it('signed out there is none', () => {
    expect(currentRestaurantId(null, RESTO_A)).toBeNull();
  });
});
