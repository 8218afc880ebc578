/**
 * The account flows (docs/architecture.md §5): public operations for the pages a mailed link opens (password
 * reset, email verification, PIN reset); a user's page sends links through the users resource's
 * operations (resources/userAccountLinks.ts). A link's code is checked before anything is
 * changed, and used up in the transaction that changes it.
 */
import { eq } from 'drizzle-orm';
import { EMAIL_RULES, NEW_PASSWORD_RULES, NEW_PIN_RULES, verifyEmailRules, type CodePurpose } from '../../domain';
import { ACCOUNT_MAIL_TABLES, sendCodeMail } from '../accounts/accountMail';
import { codeOwner, codesIssuedSince, useCode } from '../accounts/codes';
import { MAILS_PER_ACCOUNT } from '../accounts/mailLimits';
import { AuditTrail } from '../audit/auditTrail';
import { hashPassword } from '../auth/password';
import { loadViewer } from '../auth/viewer';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { AppError, assertValid, rateLimited } from './appError';
import type { RequestContext } from './context';
import type { Args, PublicOperation } from './operation';
import usersResource from './resources/users';

export const ACCOUNT_SDL = `
enum AccountLinkPurpose {
  RESET_PASSWORD
  VERIFY_EMAIL
  RESET_PIN
}

"The account a mailed link is for."
type AccountLink {
  email: String!
  "The account has no password yet (an invited user chooses one when it verifies its email)."
  needsPassword: Boolean!
}

extend type Query {
  "The account of a link that still works; null when the link has been used or has expired."
  accountLink(code: String!, purpose: AccountLinkPurpose!): AccountLink
}

extend type Mutation {
  "Mails a link to psrc/{code} when the email is an active account's. Answers the same either way."
  requestPasswordReset(email: String!): Boolean!
  "Sets a new password with a reset code; the account's sessions end."
  resetPassword(code: String!, password: String!, passwordConfirmation: String!): Boolean!
  "Marks the email verified; an invited user (no password yet) sets its password here."
  verifyEmail(code: String!, password: String, passwordConfirmation: String, acceptTerms: Boolean!): Boolean!
  "Mails a new verification link when the email is an unverified account's. Answers the same either way."
  requestVerificationLink(email: String!): Boolean!
  "Sets a new POS PIN with a PIN reset code."
  resetPin(code: String!, pin: String!, pinConfirmation: String!): Boolean!
}
`;

const codeInvalid = () => new AppError('NOT_FOUND', { key: 'errors.codeInvalid' });

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Writes in one transaction, then tells the caches of the tables written (committed or not). */
async function inTransaction(
  context: RequestContext,
  tables: readonly string[],
  write: (db: Database) => Promise<unknown>,
): Promise<true> {
  try {
    await context.db.transaction((tx) => write(tx));
  } finally {
    for (const table of tables) context.tableWrites.written(table);
  }
  return true;
}

const recipientColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  active: users.active,
  verified: users.verified,
};

/**
 * The public requests for a mail (a reset link, a new verification link): the email is checked
 * and the request counted (mailLimiter), then the answer is given at once, the same for every
 * email; finding the account and mailing it start once the answer has gone out, so their time is
 * not in it.
 */
async function requestMail(
  args: Args,
  context: RequestContext,
  purpose: CodePurpose,
  eligible: (user: { active: boolean; verified: boolean }) => boolean,
): Promise<true> {
  const email = text(args.email).trim().toLowerCase();
  assertValid({ email }, { email: EMAIL_RULES });
  const attempt = await context.mailLimiter.attempt(email, context.clientAddress);
  if (!attempt.allowed) throw rateLimited(attempt.retryAfterSeconds);
  const now = context.now();
  context.background.run(
    `${purpose} mail`,
    () =>
      inTransaction(context, ACCOUNT_MAIL_TABLES, async (db) => {
        // The user's row stays locked to the end: concurrent requests for one account are counted one by one.
        const [user] = await db.select(recipientColumns).from(users).where(eq(users.email, email)).for('update');
        if (!user || !eligible(user)) return;
        const recent = await codesIssuedSince(
          db,
          user.id,
          purpose,
          new Date(now.getTime() - MAILS_PER_ACCOUNT.windowMs),
        );
        if (recent >= MAILS_PER_ACCOUNT.count)
          return context.log.warn(
            `${purpose} mail to user ${user.id} held back: ${recent} sent within the limit's window`,
          );
        await sendCodeMail({ ...context, db, now: () => now }, user, purpose);
      }),
    // On PGlite database work holds the event loop: started before the answer, it would delay it for known emails only.
    context.answered,
  );
  return true;
}

async function accountLink(
  args: Args,
  context: RequestContext,
): Promise<{ email: string; needsPassword: boolean } | null> {
  const userId = await codeOwner(context.db, text(args.code), args.purpose as CodePurpose, context.now());
  if (!userId) return null;
  const [user] = await context.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return user ? { email: user.email, needsPassword: user.passwordHash === null } : null;
}

/** Uses the code up and writes what it was for, in one transaction; a used or expired code changes nothing. */
/** A code's change to its account, audited as made by the account's owner (`operation`: the mutation). */
const redeem = (
  context: RequestContext,
  operation: string,
  code: string,
  purpose: CodePurpose,
  change: Partial<typeof users.$inferInsert>,
) =>
  inTransaction(context, ['users', 'account_codes'], async (db) => {
    const userId = await useCode(db, code, purpose, context.now());
    const owner = userId && (await loadViewer(db, userId));
    if (!userId || !owner) throw codeInvalid();
    const trail = new AuditTrail(db, { viewer: owner, clientAddress: context.clientAddress, operation }, operation);
    await trail.track(usersResource, [userId]);
    await db.update(users).set(change).where(eq(users.id, userId));
    await trail.write(context.now());
  });

async function resetPassword(args: Args, context: RequestContext): Promise<true> {
  assertValid(args, NEW_PASSWORD_RULES);
  // The new hash ends every session of the account (the users trigger raises its session version).
  return redeem(context, 'resetPassword', text(args.code), 'RESET_PASSWORD', {
    passwordHash: await hashPassword(text(args.password)),
  });
}

async function verifyEmail(args: Args, context: RequestContext): Promise<true> {
  const code = text(args.code);
  const link = await accountLink({ code, purpose: 'VERIFY_EMAIL' }, context);
  if (!link) throw codeInvalid();
  assertValid(args, verifyEmailRules(link.needsPassword));
  const passwordHash = link.needsPassword ? await hashPassword(text(args.password)) : undefined;
  return redeem(context, 'verifyEmail', code, 'VERIFY_EMAIL', {
    verified: true,
    ...(passwordHash && { passwordHash }),
  });
}

async function resetPin(args: Args, context: RequestContext): Promise<true> {
  assertValid(args, NEW_PIN_RULES);
  return redeem(context, 'resetPin', text(args.code), 'RESET_PIN', { pinHash: await hashPassword(text(args.pin)) });
}

const publicMutation = (name: string, resolve: PublicOperation['resolve']): PublicOperation => ({
  name,
  type: 'Mutation',
  access: { kind: 'public' },
  resolve,
});

export const ACCOUNT_OPERATIONS: readonly PublicOperation[] = [
  { name: 'accountLink', type: 'Query', access: { kind: 'public' }, resolve: accountLink },
  publicMutation('requestPasswordReset', (args, context) =>
    requestMail(args, context, 'RESET_PASSWORD', (user) => user.active),
  ),
  publicMutation('resetPassword', resetPassword),
  publicMutation('verifyEmail', verifyEmail),
  publicMutation('requestVerificationLink', (args, context) =>
    requestMail(args, context, 'VERIFY_EMAIL', (user) => user.active && !user.verified),
  ),
  publicMutation('resetPin', resetPin),
];
