import type { StoredProfile } from '../../src/admin/providers/profileCookie';

export const RESTO_A = '11111111-1111-4111-8111-111111111111';
export const RESTO_B = '22222222-2222-4222-8222-222222222222';
export const RESTO_C = '33333333-3333-4333-8333-333333333333';

export const SUPERADMIN: StoredProfile = {
  role: 'SUPERADMIN',
  restoUuid: null,
  restaurants: [],
  jwtToken: 'token-super',
};
export const ADMIN_A: StoredProfile = {
  role: 'ADMIN',
  restoUuid: RESTO_A,
  restaurants: [{ uuid: RESTO_A }],
  jwtToken: 'token-admin',
};
export const MULTI_BC: StoredProfile = {
  role: 'ADMIN',
  restoUuid: RESTO_B,
  restaurants: [{ uuid: RESTO_B }, { uuid: RESTO_C }],
  jwtToken: { token: 'token-multi' },
};
