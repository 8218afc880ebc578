/**
 * Ended view-as sessions (docs/audit.md, "View as and bulk edit"): ending a view lists its token's digest until the
 * token would have
 * expired, in the database every process reads, so a copied view-as token is worth nothing once its
 * super admin has left the view, on any process.
 */
import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { endedViewAs } from '../db/schema';

/** What a token is listed by (SHA-256, hex): the token itself is never stored. */
export const viewAsDigest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether the view-as token of that digest has been ended. */
export async function isViewEnded(db: Database, digest: string): Promise<boolean> {
  const [row] = await db
    .select({ digest: endedViewAs.tokenDigest })
    .from(endedViewAs)
    .where(eq(endedViewAs.tokenDigest, digest));
  return row !== undefined;
}

/** Lists the token as ended until it expires, and forgets those past their expiry (a few: a view lasts minutes). */
export async function endView(db: Database, digest: string, expiresAt: Date, now: Date): Promise<void> {
  await db.delete(endedViewAs).where(lt(endedViewAs.expiresAt, now));
  await db.insert(endedViewAs).values({ tokenDigest: digest, expiresAt }).onConflictDoNothing();
}
