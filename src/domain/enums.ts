/** Enumerations of docs/spec.md §3–4 with the message keys of their labels (texts in messages.ts). */
import { ROLES } from './roles';

export const ORDER_PLANS = [
  'DINE_IN',
  'DINE_IN_N_ROOM_SERVICE',
  'DELIVERY',
  'DELIVERY_N_TAKE_AWAY',
  'TAKE_AWAY',
  'ROOM_SERVICE',
  'PICKUP',
  'GLOBAL',
] as const;
export type OrderPlan = (typeof ORDER_PLANS)[number];

export const ORDER_TYPES = ['DINE_IN', 'DELIVERY', 'TAKE_AWAY', 'ROOM_SERVICE', 'PICKUP'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** docs/architecture.md §5: which order types a plan allows. */
export const ORDER_TYPES_OF_PLAN: Readonly<Record<OrderPlan, readonly OrderType[]>> = {
  DINE_IN: ['DINE_IN'],
  DINE_IN_N_ROOM_SERVICE: ['DINE_IN', 'ROOM_SERVICE'],
  DELIVERY: ['DELIVERY'],
  DELIVERY_N_TAKE_AWAY: ['DELIVERY', 'TAKE_AWAY'],
  TAKE_AWAY: ['TAKE_AWAY'],
  ROOM_SERVICE: ['ROOM_SERVICE'],
  PICKUP: ['PICKUP'],
  GLOBAL: ORDER_TYPES,
};

export const PAYMENT_METHODS = ['CASH', 'NQR', 'E_WALLET', 'CREDIT_CARD', 'TRANSFER', 'EDC'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DISCOUNT_TYPES = ['PERCENTAGE', 'NOMINAL'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const ORDER_STATUSES = ['DONE', 'CANCELED', 'UNPROCESSED', 'ONGOING'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A table order of a restaurant whose staff confirm them (docs/features.md, "Table codes"): PENDING until confirmed or
 * rejected (a rejected order is cancelled). Other orders have none.
 */
export const TABLE_ORDER_CONFIRMATIONS = ['PENDING', 'CONFIRMED', 'REJECTED'] as const;
export type TableOrderConfirmation = (typeof TABLE_ORDER_CONFIRMATIONS)[number];

export const PAYMENT_STATUSES = ['PAID', 'UNPAID', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ITEM_STATUSES = ['ACTIVE', 'INACTIVE', 'UNSET', 'NEW', 'UNVERIFIED', 'DRAFT'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
/**
 * The statuses a form offers: the older admin's UNSET, NEW and UNVERIFIED are still read, and shown on a record that
 * has one, never offered.
 */
export const OFFERED_ITEM_STATUSES: readonly ItemStatus[] = ['ACTIVE', 'INACTIVE', 'DRAFT'];

/** A feed's or promo's status (derived: posts.ts). */
export const POST_STATUSES = ['DRAFT', 'SCHEDULED', 'LIVE', 'EXPIRED'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Sign-in provider codes (docs/spec.md §3). */
export const SIGN_IN_PROVIDERS = { 1: 'EMAIL', 3: 'GOOGLE', 4: 'FACEBOOK', 7: 'ANONYMOUS', 10: 'APPLE' } as const;
export type SignInProviderCode = keyof typeof SIGN_IN_PROVIDERS;

export const COLLECTIONS = { RESTO_USERS: 'resto_users', SUPERADMINS: 'superadmins' } as const;

/** The two numeric flags the old admin exported (meaning not shown): off and on. */
export const FLAGS = { OFF: 0, ON: 1 } as const;

/** Languages a restaurant's menu can be written in (primary and secondary). */
export const LANGUAGES = ['en', 'id', 'zh', 'ja', 'ko', 'ms', 'th', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a user's list shows and filters by: derived from `active` and `verified` (see userStatus). */
export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'UNVERIFIED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Enumerations whose labels are translated, keyed by the message-catalogue group. */
export const LABELLED_ENUMS = {
  orderPlan: ORDER_PLANS,
  orderType: ORDER_TYPES,
  paymentMethod: PAYMENT_METHODS,
  discountType: DISCOUNT_TYPES,
  orderStatus: ORDER_STATUSES,
  confirmation: TABLE_ORDER_CONFIRMATIONS,
  paymentStatus: PAYMENT_STATUSES,
  itemStatus: ITEM_STATUSES,
  signInProvider: Object.values(SIGN_IN_PROVIDERS),
  language: LANGUAGES,
  postStatus: POST_STATUSES,
  userStatus: USER_STATUSES,
  role: ROLES,
} as const;
export type LabelledEnum = keyof typeof LABELLED_ENUMS;

/** The message key of an enum value's label, e.g. `enums.orderStatus.DONE`. */
export function enumLabelKey(group: LabelledEnum, value: string): string {
  return `enums.${group}.${value}`;
}

/** `{ id, name }` choices for a select input, names as message keys. */
export function enumChoices(group: LabelledEnum): { id: string; name: string }[] {
  return LABELLED_ENUMS[group].map((value) => ({ id: value, name: enumLabelKey(group, value) }));
}
