/**
 * Ending a user's sessions: every token carries the user's session version (jwt.ts), and one of
 * another version is refused when the viewer loads (createContext.ts). Sign-out calls this; so
 * will user management on deactivation. The database raises the version by itself when a role,
 * restaurant, password, verification or restaurant link changes (migration 0002), so a change
 * written anywhere ends the sessions it affects.
 * The caller announces the write of `users` through TableWrites, so that this process's viewer
 * cache forgets at once; other processes see it within VIEWER_TTL_MS.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

export async function endSessions(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}
