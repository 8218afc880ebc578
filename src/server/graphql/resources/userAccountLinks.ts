/**
 * `sendPinResetLink(userId)` and `sendVerificationLink(userId)`, operations of the users resource:
 * the user's page mails it a link. users:edit, on a user the viewer may edit (another restaurant's
 * user is NOT_FOUND, as a missing one).
 */
import { hasPin, type CodePurpose } from '../../../domain';
import { ACCOUNT_MAIL_TABLES, sendCodeMail } from '../../accounts/accountMail';
import { users } from '../../db/schema';
import { AppError, notFound } from '../appError';
import { rowCondition } from '../crud/reads';
import type { GuardedOperation } from '../operation';
import type { ServerResource } from '../resource';

export const ACCOUNT_LINKS_SDL = `
extend type Mutation {
  "Mails a staff member a link to set a new PIN (users:edit, a user the viewer may edit)."
  sendPinResetLink(userId: ID!): Boolean!
  "Mails a user a new email verification link (users:edit, a user the viewer may edit)."
  sendVerificationLink(userId: ID!): Boolean!
}`;

type Refusal = (user: { role: string; verified: boolean }) => string | null;

const sendsLink = (
  resource: ServerResource,
  name: string,
  purpose: CodePurpose,
  refusal: Refusal,
): GuardedOperation => ({
  name,
  type: 'Mutation',
  access: { kind: 'permission', area: 'users', action: 'edit' },
  verb: 'custom',
  writes: ACCOUNT_MAIL_TABLES,
  audit: { records: (args) => [args.userId] },
  async resolve(args, context) {
    const [user] = await context.db
      .select({ id: users.id, email: users.email, name: users.name, role: users.role, verified: users.verified })
      .from(users)
      .where(rowCondition(resource, context, args.userId, 'write'));
    if (!user) throw notFound('User');
    const key = refusal(user);
    if (key) throw new AppError('BAD_USER_INPUT', { key });
    await sendCodeMail(context, user, purpose);
    return true;
  },
});

export const accountLinkOperations = (resource: ServerResource): GuardedOperation[] => [
  sendsLink(resource, 'sendPinResetLink', 'RESET_PIN', (user) => (hasPin(user.role) ? null : 'errors.noPin')),
  sendsLink(resource, 'sendVerificationLink', 'VERIFY_EMAIL', (user) =>
    user.verified ? 'errors.alreadyVerified' : null,
  ),
];
