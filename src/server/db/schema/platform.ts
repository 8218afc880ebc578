/** The platform: restaurants, their catalogues, media, users. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_DAY_CUTOFF,
  DEFAULT_PAYMENT_METHODS,
  PLATFORM_TIME_ZONE,
  ROLES,
  type OpeningInterval,
  type PaymentMethodSetting,
  type ServiceHours,
} from '../../../domain';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Money with cents, read as a number. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/** Restaurant categories (platform catalogue): names in English and Indonesian, an icon, an order. */
export const restoCategories = pgTable(
  'resto_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameId: text('name_id').notNull(),
    iconUrl: text('icon_url'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('resto_categories_name_lower_unique').on(sql`lower(${t.name})`),
    uniqueIndex('resto_categories_name_id_lower_unique').on(sql`lower(${t.nameId})`),
  ],
);

export const restaurants = pgTable(
  'restaurants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** A category in use cannot be deleted (no cascade). */
    categoryId: uuid('category_id').references(() => restoCategories.id),
    logoUrl: text('logo_url'),
    coverUrl: text('cover_url'),
    address: text('address'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    postcode: text('postcode'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    primaryLanguage: text('primary_language'),
    secondaryLanguage: text('secondary_language'),
    currency: text('currency').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningInterval[]>().notNull().default([]),
    services: jsonb('services').$type<ServiceHours[]>().notNull().default([]),
    /**
     * IANA zone (Intl's): where its days and hours are read. A create via the API takes its country's; the default is
     * for rows written elsewhere.
     */
    timeZone: text('time_zone').notNull().default(PLATFORM_TIME_ZONE),
    /** HH:MM: when its business day turns (04:00: a 01:30 order belongs to the evening before). */
    dayCutoff: text('day_cutoff').notNull().default(DEFAULT_DAY_CUTOFF),
    orderPlan: text('order_plan'),
    deliveryCharge: money('delivery_charge'),
    minimumOrder: money('minimum_order'),
    tax: percent('tax'),
    serviceCharge: percent('service_charge'),
    discountMinNominal: money('discount_min_nominal'),
    discountMaxNominal: money('discount_max_nominal'),
    discountMinPercent: percent('discount_min_percent'),
    discountMaxPercent: percent('discount_max_percent'),
    discountPresets: text('discount_presets'),
    paymentMethods: jsonb('payment_methods').$type<PaymentMethodSetting[]>().notNull().default(DEFAULT_PAYMENT_METHODS),
    paymentTitle: text('payment_title'),
    paymentInstruction: text('payment_instruction'),
    whatsapp: text('whatsapp'),
    wifiName: text('wifi_name'),
    wifiPassword: text('wifi_password'),
    reservationUrl: text('reservation_url'),
    qrName: text('qr_name'),
    tableCount: integer('table_count').notNull().default(0),
    /** Table orders wait as PENDING until the restaurant's staff confirm them (docs/features.md, "Table codes"). */
    confirmTableOrders: boolean('confirm_table_orders').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('restaurants_name_lower_unique').on(sql`lower(${t.name})`),
    uniqueIndex('restaurants_slug_unique').on(t.slug),
    index('restaurants_category_idx').on(t.categoryId),
  ],
);

/** Tags (platform catalogue), attached to restaurants (and later menus). */
export const tags = pgTable(
  'tags',
  { id: uuid('id').primaryKey().defaultRandom(), name: text('name').notNull(), ...timestamps },
  (t) => [uniqueIndex('tags_name_lower_unique').on(sql`lower(${t.name})`)],
);

export const restaurantTags = pgTable(
  'restaurant_tags',
  {
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.tagId] }), index('restaurant_tags_tag_idx').on(t.tagId)],
);

/** What the public menu site features, in order (restaurants now; menus join when they exist). */
export const featuredItems = pgTable(
  'featured_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('featured_items_restaurant_unique').on(t.restaurantId)],
);

/** Uploaded images: checked by content, re-encoded, stored under a content-addressed name. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** `{sha256}.{ext}` of the stored (re-encoded) bytes: the file's name and its URL's last part. */
  fileName: text('file_name').notNull().unique(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamps.createdAt,
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    /** Null until an invited user sets one through its verification link. */
    passwordHash: text('password_hash'),
    name: text('name'),
    phone: text('phone'),
    /** A sign-in provider code of docs/spec.md §3 (1 Email). */
    provider: integer('provider').notNull().default(1),
    /** An inactive user cannot sign in; deactivating ends its sessions (migration 0005). */
    active: boolean('active').notNull().default(true),
    /** The POS PIN of staff, hashed like a password; never readable. */
    pinHash: text('pin_hash'),
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
  (t) => [
    primaryKey({ columns: [t.userId, t.restaurantId] }),
    index('user_restaurants_restaurant_idx').on(t.restaurantId),
  ],
);
