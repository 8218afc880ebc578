import { hasPin } from '../accounts';
import { SIGN_IN_PROVIDERS, type UserStatus } from '../enums';
import { ROLES } from '../roles';
import {
  EMAIL_RULES,
  isBlank,
  LIMITS,
  matchesField,
  maxLength,
  maxSelected,
  oneOf,
  phone,
  pin,
  required,
  strongPassword,
  type Rule,
} from '../validation';
import { defineDescriptor } from './descriptor';

/** Most restaurants one user may belong to (a bounded write). */
export const MAX_USER_RESTAURANTS = 100;

/** Inactive wins (it is what an admin set); an active user who has not verified its email yet is unverified. */
export function userStatus(user: { active: boolean; verified: boolean }): UserStatus {
  if (!user.active) return 'INACTIVE';
  return user.verified ? 'ACTIVE' : 'UNVERIFIED';
}

/** docs/spec.md §3 collections: where the old backend kept the account. */
export const collectionOf = (role: unknown) => (role === 'SUPERADMIN' ? 'superadmins' : 'resto_users');

const isSuperadmin = (record?: Record<string, unknown>) => record?.role === 'SUPERADMIN';

/** Restaurants: at least one for everyone but a super admin, who has none. */
const restaurantsForRole: Rule = (value, record) => {
  if (isSuperadmin(record)) return isBlank(value) ? undefined : { key: 'validation.superadminNoRestaurant' };
  return isBlank(value) ? { key: 'validation.minSelected', params: { obj: 'restaurant', count: 1 } } : undefined;
};

/** The main restaurant: required (but for a super admin) and one of the user's restaurants. */
const mainRestaurant: Rule = (value, record) => {
  if (isSuperadmin(record)) return isBlank(value) ? undefined : { key: 'validation.superadminNoRestaurant' };
  if (isBlank(value)) return { key: 'validation.required' };
  const ids = record?.restaurantIds;
  return Array.isArray(ids) && ids.includes(value) ? undefined : { key: 'validation.mainRestaurant' };
};

/**
 * A password is required on create (a record without id yet) unless the user is invited to set its own; on edit it is a
 * change.
 */
const passwordUnlessInvited: Rule = (value, record) =>
  record?.id || record?.invite === true || !isBlank(value) ? undefined : { key: 'validation.required' };
const strongWhenGiven: Rule = (value, record) => (isBlank(value) ? undefined : strongPassword()(value, record));
const confirmsPassword: Rule = (value, record) =>
  isBlank(value) && isBlank(record?.password) ? undefined : matchesField('password')(value, record);

/** A PIN only for POS staff. */
const pinForPosRoles: Rule = (value, record) =>
  isBlank(value) || hasPin(record?.role) ? undefined : { key: 'validation.pinPosOnly' };

/**
 * A user's fields, shared by the form and the API. `password`, `passwordConfirmation`,
 * `invite` and `pin` are write-only (virtual): the password and PIN are stored as argon2 hashes.
 */
export const USER_RULES = {
  email: EMAIL_RULES,
  name: [required(), maxLength(LIMITS.name)],
  phone: [phone('Phone')],
  role: [required(), oneOf('Role', ROLES)],
  restaurantIds: [restaurantsForRole, maxSelected('restaurants', MAX_USER_RESTAURANTS)],
  restoUuid: [mainRestaurant],
  provider: [oneOf('Provider', Object.keys(SIGN_IN_PROVIDERS))],
  active: [],
  invite: [],
  password: [passwordUnlessInvited, strongWhenGiven],
  passwordConfirmation: [confirmsPassword],
  pin: [pin(), pinForPosRoles],
} satisfies Record<string, readonly Rule[]>;

/** Users: staff and admins of restaurants, and super admins; an ADMIN manages those of its own restaurants. */
export const USERS = defineDescriptor({
  name: 'users',
  type: 'User',
  plural: 'Users',
  area: 'users',
  tenancy: { kind: 'link' },
  input: USER_RULES,
  fields: [
    'id',
    'email',
    'name',
    'phone',
    'role',
    'restaurantIds',
    'restoUuid',
    'provider',
    'active',
    'verified',
    'status',
    'collection',
    'createdAt',
    'updatedAt',
  ],
  bulk: ['update'],
  secrets: ['passwordHash', 'pinHash'],
});
