/** Account flows: one-time codes (password reset, email verification, PIN reset) and the mail outbox. */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './platform';

/** Random codes sent by mail, stored only as their SHA-256; single-use and expiring. */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** RESET_PASSWORD, VERIFY_EMAIL or RESET_PIN. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('account_codes_user_idx').on(t.userId, t.purpose)],
);

/** Every mail the server sends; without SMTP_URL the development outbox is this table (and the log). */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  error: text('error'),
  createdAt: timestamps.createdAt,
});
