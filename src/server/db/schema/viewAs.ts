/**
 * View-as sessions a super admin ended (src/server/viewAs): the SHA-256 of each ended token, never the
 * token itself, kept until the token would have expired anyway. Every process refuses a token listed here.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const endedViewAs = pgTable(
  'ended_view_as',
  {
    tokenDigest: text('token_digest').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('ended_view_as_expires_idx').on(t.expiresAt)],
);
