/** Web Push: the browsers where a user allowed notifications of new orders. */
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './platform';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser: one browser, one row (it moves to whoever subscribes last). */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's keys (base64url) that encrypt what is sent to it. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language the notifications are written in: the app's when the user subscribed. */
    locale: text('locale').notNull().default('en'),
    /**
     * The user's session version when saved: once its sessions end (sign-out, role change…) nothing is pushed here
     * until it subscribes again.
     */
    sessionVersion: integer('session_version').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
