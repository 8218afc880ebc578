/**
 * Day closes: a restaurant's business day counted by payment method and locked. The
 * instants it covers are kept as closed (`starts_at`…`ends_at`), so a later change of the
 * restaurant's zone or cut-off never moves what a close locked.
 */
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DayCloseState, MethodCount } from '../../../domain';
import { money, restaurants } from './platform';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const dayCloses = pgTable(
  'day_closes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    state: text('state').$type<DayCloseState>().notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    /** The cash in the drawer as the day began: the cash counted at the restaurant's previous close. */
    openingCash: money('opening_cash').notNull(),
    expected: money('expected').notNull(),
    counted: money('counted').notNull(),
    difference: money('difference').notNull(),
    counts: jsonb('counts').$type<MethodCount[]>().notNull(),
    closedAt: instant('closed_at').notNull(),
    closedByEmail: text('closed_by_email').notNull(),
    reopenedAt: instant('reopened_at'),
    reopenedByEmail: text('reopened_by_email'),
    reopenReason: text('reopen_reason'),
  },
  (t) => [
    uniqueIndex('day_closes_restaurant_day_unique').on(t.restaurantId, t.businessDay),
    // The lock's look-up from an order (its restaurant, its instant) and the list's order.
    index('day_closes_restaurant_starts_idx').on(t.restaurantId, t.startsAt),
  ],
);
