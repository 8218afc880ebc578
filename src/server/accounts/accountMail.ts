/**
 * Mailing a one-time link of an account flow: a new code, its link to the public page, the mail in the reader's
 * language.
 */
import { eq } from 'drizzle-orm';
import { CODE_PATHS, type CodePurpose, type Locale } from '../../domain';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { accountMail } from '../mail/accountMails';
import type { Mailer } from '../mail/mailer';
import { issueCode } from './codes';

/** What sending needs: a request context (a transaction's `db` inside a mutation) has all of it. */
export interface MailContext {
  db: Database;
  mailer: Mailer;
  locale: Locale;
  now(): Date;
  /** Where people open the app (APP_URL, else this server). */
  appUrl(): string;
}

export interface MailRecipient {
  id: string;
  email: string;
  name: string | null;
}

export async function sendCodeMail(context: MailContext, user: MailRecipient, purpose: CodePurpose): Promise<void> {
  const code = await issueCode(context.db, user.id, purpose, context.now());
  const link = `${context.appUrl()}/${CODE_PATHS[purpose]}/${code}`;
  await context.mailer.send(context.db, accountMail(purpose, context.locale, user, link));
}

/**
 * Sends a user its email verification link (valid 7 days), in the context's language. User
 * management calls it when it creates a user; the mutation must declare `writes: ACCOUNT_MAIL_TABLES`.
 */
export async function sendVerificationMail(context: MailContext, userId: string): Promise<void> {
  const [user] = await context.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`sendVerificationMail: no user ${userId}`);
  await sendCodeMail(context, user, 'VERIFY_EMAIL');
}

/** The tables sending a code mail writes. */
export const ACCOUNT_MAIL_TABLES = ['account_codes', 'mail_outbox'] as const;
