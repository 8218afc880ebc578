/** Feeds (a restaurant's posts) and promos (platform posts, optionally with an offer). */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DISCOUNT_TYPES, type DiscountType } from '../../../domain';
import { menus } from './menus';
import { money, restaurants, timestamps } from './platform';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A post's columns: title and body in two languages, a cover, and its schedule (status is derived from these). */
const post = {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  titleSecondary: text('title_secondary'),
  body: text('body').notNull(),
  bodySecondary: text('body_secondary'),
  coverUrl: text('cover_url'),
  /** Live from then once published (none: from publishing). */
  publishAt: at('publish_at'),
  /** Expired from then (none: never). */
  expireAt: at('expire_at'),
  /** When it was published; none: a draft. */
  publishedAt: at('published_at'),
  ...timestamps,
};

export const feeds = pgTable(
  'feeds',
  {
    ...post,
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('feeds_restaurant_publish_idx').on(t.restaurantId, t.publishAt),
    index('feeds_live_idx').on(t.restaurantId, t.publishedAt, t.expireAt),
  ],
);

/** The menus a feed post features (menus of its own restaurant). */
export const feedMenus = pgTable(
  'feed_menus',
  {
    feedId: uuid('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.menuId] }), index('feed_menus_menu_idx').on(t.menuId)],
);

export const promos = pgTable(
  'promos',
  {
    ...post,
    /** The offer, when the promo carries one. */
    discountType: text('discount_type').$type<DiscountType>(),
    discountValue: money('discount_value'),
    minOrder: money('min_order'),
    maxDiscount: money('max_discount'),
    offerStartsAt: at('offer_starts_at'),
    offerEndsAt: at('offer_ends_at'),
  },
  (t) => [
    index('promos_publish_idx').on(t.publishAt),
    check(
      'promos_discount_type_check',
      sql`${t.discountType} is null or ${t.discountType} in (${sql.raw(DISCOUNT_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
  ],
);

/** The restaurants taking part in a promo's offer. */
export const promoRestaurants = pgTable(
  'promo_restaurants',
  {
    promoId: uuid('promo_id')
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.promoId, t.restaurantId] }),
    index('promo_restaurants_restaurant_idx').on(t.restaurantId),
  ],
);
