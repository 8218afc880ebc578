/**
 * Users: admins and staff of restaurants, and super admins. Tenancy through
 * user_restaurants: an ADMIN reads users who share one of its restaurants and writes only those
 * all of whose restaurants are its own; on top of that reach, `authorize` refuses what would raise
 * privileges. Sessions end by themselves when a role, restaurant, password, verification or
 * activity changes (database triggers, migrations 0002 and 0005).
 */
import { sendVerificationMail } from '../../accounts/accountMail';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { collectionOf, isBlank, USER_RULES, USERS, userStatus, validateRecord, type UserStatus } from '../../../domain';
import { hashPassword } from '../../auth/password';
import { restaurants, userRestaurants, users } from '../../db/schema';
import { AppError, forbidden, rateLimited } from '../appError';
import { isUuid } from '../crud/listQuery';
import { qualified } from '../crud/tenancy';
import type { GuardedContext } from '../operation';
import { defineResource, type Row, type WriteEvent } from '../resource';
import { ACCOUNT_LINKS_SDL, accountLinkOperations } from './userAccountLinks';

const STATUS_CONDITIONS: Record<UserStatus, SQL> = {
  ACTIVE: and(eq(users.active, true), eq(users.verified, true)) as SQL,
  INACTIVE: eq(users.active, false),
  UNVERIFIED: and(eq(users.active, true), eq(users.verified, false)) as SQL,
};

/** The user's main restaurant or one of its linked restaurants. */
function inRestaurant(restaurantId: unknown): SQL {
  if (!isUuid(restaurantId)) return sql`false`;
  const linked = sql`exists (select 1 from ${userRestaurants} where ${qualified(userRestaurants.userId)} = ${qualified(users.id)} and ${qualified(userRestaurants.restaurantId)} = ${restaurantId})`;
  return or(eq(users.restoUuid, restaurantId), linked) as SQL;
}

const ownAccount = () => new AppError('FORBIDDEN', { key: 'errors.ownAccount' });

/** What nobody changes of its own account. */
const OWN_ACCESS = ['role', 'restoUuid', 'active', 'restaurantIds'];

/**
 * Emails are unique across the platform, so "Email has already registered" tells an ADMIN that an
 * account exists, possibly one of another restaurant it cannot see. An ADMIN is told so at most
 * `perWindow` times a window: past it, every create and email change of its is RATE_LIMITED until the
 * window ends (refusing only the conflicts would still tell them apart from the free emails). A super
 * admin sees every user: nothing to tell it.
 */
export const EMAIL_CONFLICTS = { perWindow: 5, windowMs: 60 * 60_000 } as const;

const emailConflicts = (context: GuardedContext) =>
  context.limits.counter('users:emailConflicts', EMAIL_CONFLICTS.windowMs);

async function refuseEmailProbes(record: Row, context: GuardedContext, stored?: Row): Promise<void> {
  if (context.reach === 'all' || record.email === undefined || record.email === stored?.email) return;
  const attempt = await emailConflicts(context).check(context.viewer.id, EMAIL_CONFLICTS.perWindow);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
}

async function countEmailConflict(context: GuardedContext): Promise<void> {
  if (context.reach !== 'all') await emailConflicts(context).add(context.viewer.id);
}

/**
 * Nobody changes its own role, restaurants or activity (an ADMIN cannot promote itself or take
 * restaurants; nobody locks itself out). Only a super admin creates, edits or makes a SUPERADMIN.
 */
async function authorize({ record, stored, changed, viewer, context }: WriteEvent): Promise<void> {
  if (context.reach !== 'all' && (record.role === 'SUPERADMIN' || stored?.role === 'SUPERADMIN')) throw forbidden();
  await refuseEmailProbes(record, context, stored);
  if (stored?.id === viewer.id && changed.some((field) => OWN_ACCESS.includes(field))) throw ownAccount();
}

/** On an update the password's confirmation is checked whenever a password is sent (the form always sends both). */
async function checkUser({ record }: WriteEvent) {
  return 'password' in record ? validateRecord(record, { passwordConfirmation: USER_RULES.passwordConfirmation }) : {};
}

/** A write-only secret, stored as its argon2 hash; left out when empty. */
const hashed = (column: 'passwordHash' | 'pinHash') => ({
  type: 'String',
  toColumns: async (value: unknown) => (isBlank(value) ? {} : { [column]: await hashPassword(String(value)) }),
});

/**
 * A new user, inside the create's transaction, gets its verification link in the creator's
 * language; an invited one (no password) sets its password there.
 */
async function userCreated(
  user: { id: string; email: string; invited: boolean },
  context: GuardedContext,
): Promise<void> {
  context.log.info(
    `user ${user.id} created by ${context.viewer.id}${user.invited ? ' (invited, no password yet)' : ''}`,
  );
  await sendVerificationMail(context, user.id);
}

export default defineResource({
  descriptor: USERS,
  table: users,
  link: {
    table: userRestaurants,
    row: userRestaurants.userId,
    restaurant: userRestaurants.restaurantId,
    main: users.restoUuid,
  },
  hidden: ['passwordHash', 'pinHash', 'sessionVersion'],
  search: ['name', 'email'],
  filters: ['role'],
  customFilters: {
    status: { type: 'String', where: (value) => STATUS_CONDITIONS[value as UserStatus] ?? sql`false` },
    restaurantId: { type: 'ID', where: inRestaurant },
  },
  lowerCase: ['email'],
  sortable: ['name', 'email', 'role', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', order: 'ASC' },
  unique: [
    {
      fields: ['email'],
      index: 'users_email_unique',
      message: { key: 'errors.emailRegistered' },
      beforeConflict: countEmailConflict,
    },
  ],
  relations: {
    restaurantIds: {
      link: userRestaurants,
      own: userRestaurants.userId,
      other: userRestaurants.restaurantId,
      target: restaurants,
      restaurantsWithinReach: true,
      attr: 'Restaurants',
    },
  },
  computed: {
    status: {
      type: 'String!',
      needs: ['active', 'verified'],
      resolve: (row) => userStatus(row as { active: boolean; verified: boolean }),
    },
    collection: { type: 'String!', needs: ['role'], resolve: (row) => collectionOf(row.role) },
  },
  virtual: {
    password: hashed('passwordHash'),
    passwordConfirmation: { type: 'String', toColumns: () => ({}) },
    invite: { type: 'Boolean', toColumns: () => ({}) },
    pin: hashed('pinHash'),
  },
  authorize,
  check: checkUser,
  afterCreate: ({ id, record, context }) =>
    userCreated({ id, email: String(record.email), invited: record.invite === true }, context),
  beforeDelete: async ({ stored, viewer }) => {
    if (stored?.id === viewer.id) throw ownAccount();
  },
  sdl: ACCOUNT_LINKS_SDL,
  operations: accountLinkOperations,
});
