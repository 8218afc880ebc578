import { DISCOUNT_TYPES } from '../enums';
import {
  LIMITS,
  maxLength,
  maxSelected,
  maxValue,
  minValue,
  notBefore,
  number,
  oneOf,
  required,
  requiredWith,
  type Rule,
} from '../validation';
import { defineDescriptor } from './descriptor';

/** The most menus one feed post links to. */
export const MAX_FEED_MENUS = 20;

/**
 * A post's own fields (feeds and promos alike): title and body in two languages (a feed's are its
 * restaurant's primary and secondary; a promo's English and Indonesian), a cover, and its schedule.
 */
export const POST_RULES = {
  title: [required(), maxLength(LIMITS.name)],
  titleSecondary: [maxLength(LIMITS.name)],
  body: [required(), maxLength(LIMITS.description)],
  bodySecondary: [maxLength(LIMITS.description)],
  coverUrl: [],
  publishAt: [],
  expireAt: [notBefore('publishAt', 'Expiry date', 'Publish date')],
} satisfies Record<string, readonly Rule[]>;

/** What the admin reads of every post. */
const POST_FIELDS = ['id', ...Object.keys(POST_RULES), 'publishedAt', 'status', 'createdAt', 'updatedAt'];

/** A percentage is 0–100; a nominal amount more than 0. */
const discountValue = (): Rule => (value, record) =>
  record?.discountType === 'PERCENTAGE'
    ? (minValue('Discount value', 0)(value) ?? maxValue('Discount value', 100)(value))
    : (minValue('Discount value', 0.01)(value) ?? maxValue('Discount value', LIMITS.money)(value));

const amount = (attr: string, min: number): Rule[] => [number(), minValue(attr, min), maxValue(attr, LIMITS.money)];

/**
 * A promo's optional offer: the discount, from a minimum order, up to a cap, between two dates, at the restaurants
 * taking part.
 */
export const OFFER_RULES = {
  discountType: [
    oneOf('Discount type', DISCOUNT_TYPES),
    requiredWith('discountValue', 'Discount value', 'Discount type'),
  ],
  discountValue: [number(), requiredWith('discountType', 'Discount type', 'Discount value'), discountValue()],
  minOrder: amount('Minimum order', 0),
  maxDiscount: amount('Maximum discount', 0.01),
  offerStartsAt: [],
  offerEndsAt: [notBefore('offerStartsAt', 'Offer end', 'Offer start')],
  restaurantIds: [requiredWith('discountType', 'Discount type', 'Restaurants')],
} satisfies Record<string, readonly Rule[]>;

/** Feeds: a restaurant's posts on its public menu site (area feeds: an ADMIN's own restaurants, super admins). */
export const FEEDS = defineDescriptor({
  name: 'feeds',
  type: 'Feed',
  plural: 'Feeds',
  area: 'feeds',
  tenancy: { kind: 'restaurant', field: 'restaurantId' },
  input: { restaurantId: [required()], ...POST_RULES, menuIds: [maxSelected('menus', MAX_FEED_MENUS)] },
  fields: ['restaurantId', ...POST_FIELDS, 'menuIds'],
});

/** Promos: platform-wide posts of the super admins, optionally carrying an offer. */
export const PROMOS = defineDescriptor({
  name: 'promos',
  type: 'Promo',
  plural: 'Promos',
  area: 'promos',
  tenancy: { kind: 'platform' },
  input: { ...POST_RULES, ...OFFER_RULES },
  fields: [...POST_FIELDS, ...Object.keys(OFFER_RULES)],
});
