/**
 * One-time codes of the account flows (docs/architecture.md §5): 256 random bits, mailed in a link and stored
 * only as their SHA-256; single-use, expiring by the server clock, and a new code of a purpose
 * voids the user's older unused ones of that purpose.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { CodePurpose } from '../../domain';
import type { Database } from '../db/database';
import { accountCodes } from '../db/schema';

const HOUR_MS = 3_600_000;

export const CODE_LIFETIME_MS: Readonly<Record<CodePurpose, number>> = {
  RESET_PASSWORD: HOUR_MS,
  VERIFY_EMAIL: 7 * 24 * HOUR_MS,
  RESET_PIN: HOUR_MS,
};

/** What a code looks like (base64url of 32 bytes); anything else is not looked up. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A new code for the user; older unused codes of the purpose stop working. Returns the code itself (only the mail holds
 * it).
 */
export async function issueCode(db: Database, userId: string, purpose: CodePurpose, now: Date): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db
    .update(accountCodes)
    .set({ usedAt: now })
    .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose), isNull(accountCodes.usedAt)));
  await db.insert(accountCodes).values({
    userId,
    purpose,
    codeHash: hashOf(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS[purpose]),
  });
  return code;
}

const usable = (code: string, purpose: CodePurpose, now: Date) =>
  and(
    eq(accountCodes.codeHash, hashOf(code)),
    eq(accountCodes.purpose, purpose),
    isNull(accountCodes.usedAt),
    gt(accountCodes.expiresAt, now),
  );

/** The user of a code that still works, without using it up. */
export async function codeOwner(
  db: Database,
  code: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string | undefined> {
  if (!CODE_PATTERN.test(code)) return undefined;
  const [found] = await db
    .select({ userId: accountCodes.userId })
    .from(accountCodes)
    .where(usable(code, purpose, now));
  return found?.userId;
}

/** Uses the code up and says whose it was; of two concurrent uses only one gets an answer. */
export async function useCode(
  db: Database,
  code: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string | undefined> {
  if (!CODE_PATTERN.test(code)) return undefined;
  const [used] = await db
    .update(accountCodes)
    .set({ usedAt: now })
    .where(usable(code, purpose, now))
    .returning({ userId: accountCodes.userId });
  return used?.userId;
}

/** How many codes of the purpose the user was sent since `since` (mail to one address is capped). */
export async function codesIssuedSince(
  db: Database,
  userId: string,
  purpose: CodePurpose,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountCodes)
    .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose), gt(accountCodes.createdAt, since)));
  return row.n;
}
