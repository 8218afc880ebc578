/** The database schema (one Drizzle definition for PGlite and PostgreSQL; SQL valid on 15 and 18). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../../domain';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const restaurants = pgTable(
  'restaurants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    address: text('address'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    postcode: text('postcode'),
    currency: text('currency').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('restaurants_name_lower_unique').on(sql`lower(${t.name})`),
    uniqueIndex('restaurants_slug_unique').on(t.slug),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    role: text('role').notNull(),
    restoUuid: uuid('resto_uuid').references(() => restaurants.id, { onDelete: 'set null' }),
    verified: boolean('verified').notNull().default(false),
    /**
     * Carried in every token: a token of an older version is refused. Raised by endSessions
     * (sign-out) and by the database itself when the role, restaurant, password or verification
     * changes, or a user_restaurants link is added or removed (migration 0002).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_role_known', sql.raw(`role in (${ROLES.map((r) => `'${r}'`).join(', ')})`)),
  ],
);

/** The restaurants an ADMIN (or staff member) belongs to, beside its resto_uuid. */
export const userRestaurants = pgTable(
  'user_restaurants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.restaurantId] }), index('user_restaurants_restaurant_idx').on(t.restaurantId)],
);
