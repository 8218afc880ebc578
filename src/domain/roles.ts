/** Roles (docs/spec.md §6), admin levels (docs/spec.md §4) and the signed-in profile shape (docs/spec.md §1, §3). */

export const ROLES = ['SUPERADMIN', 'ADMIN', 'MANAGER', 'CASHIER', 'ADMIN_CASHIER', 'WAITER', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_LEVELS = ['IS_SUPERADMIN', 'IS_MULTIADMIN', 'IS_ADMIN', 'IS_NOT_ADMIN'] as const;
export type AdminLevel = (typeof ADMIN_LEVELS)[number];

export const VIEWS = ['MERCHANT_VIEW', 'SUPER_VIEW'] as const;
export type View = (typeof VIEWS)[number];

export interface ProfileRestaurant {
  uuid: string;
  name?: string;
}

/** What the app knows of the signed-in user (the cookie holds this plus the token). */
export interface Profile {
  role: string;
  restoUuid?: string | null;
  restaurants: ProfileRestaurant[];
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function adminLevel(profile: Pick<Profile, 'role' | 'restaurants'> | null | undefined): AdminLevel {
  if (!profile) return 'IS_NOT_ADMIN';
  if (profile.role === 'SUPERADMIN') return 'IS_SUPERADMIN';
  if (profile.role === 'ADMIN') return (profile.restaurants?.length ?? 0) > 1 ? 'IS_MULTIADMIN' : 'IS_ADMIN';
  return 'IS_NOT_ADMIN';
}

/**
 * Why a profile may not sign in to this app, or null when it may (docs/architecture.md §4): only ADMIN and
 * SUPERADMIN, and an ADMIN needs at least one restaurant.
 */
export function signInRefusal(profile: Profile): 'errors.roleRefused' | 'errors.noRestaurant' | null {
  const level = adminLevel(profile);
  if (level === 'IS_NOT_ADMIN') return 'errors.roleRefused';
  if (level !== 'IS_SUPERADMIN' && ownRestaurantIds(profile).length === 0) return 'errors.noRestaurant';
  return null;
}

/** The restaurants an ADMIN owns: its list plus its restoUuid, without repeats. */
export function ownRestaurantIds(profile: Pick<Profile, 'restoUuid' | 'restaurants'>): string[] {
  const ids = (profile.restaurants ?? []).map((r) => r.uuid);
  if (profile.restoUuid) ids.push(profile.restoUuid);
  return [...new Set(ids)];
}

/** The path to land on after sign-in and for an empty /admin (docs/spec.md §2), relative to /admin. */
export function landingPath(profile: Profile): string {
  if (adminLevel(profile) === 'IS_ADMIN') {
    const [restoUuid] = ownRestaurantIds(profile);
    if (restoUuid) return `restaurant_edit/${restoUuid}`;
  }
  return 'restaurants';
}
