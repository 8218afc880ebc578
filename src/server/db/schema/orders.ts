/** Orders placed by ordering clients: the order with its money breakdown, its items, its status history. */
import {
  date,
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
import { sql } from 'drizzle-orm';
import type { ChosenOption } from '../../../domain';
import { promos } from './feeds';
import { menus } from './menus';
import { money, restaurants } from './platform';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Human-readable, per restaurant: 1, 2, 3… */
    number: integer('number').notNull(),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
    /** ORDER_STATUSES, PAYMENT_STATUSES, ORDER_TYPES, PAYMENT_METHODS of src/domain. */
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    orderType: text('order_type').notNull(),
    paymentMethod: text('payment_method').notNull(),
    table: text('table'),
    customerName: text('customer_name'),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default(0),
    tax: money('tax').notNull().default(0),
    serviceCharge: money('service_charge').notNull().default(0),
    deliveryCharge: money('delivery_charge').notNull().default(0),
    total: money('total').notNull(),
    /** The promo whose offer gave the discount (null once that promo is deleted), and its title when ordered. */
    promoId: uuid('promo_id').references(() => promos.id, { onDelete: 'set null' }),
    promoTitle: text('promo_title'),
    /**
     * A table order of a restaurant that confirms them: PENDING until its staff confirm (CONFIRMED) or reject it
     * (REJECTED, and the order is cancelled); null for every other order (TABLE_ORDER_CONFIRMATIONS of src/domain).
     */
    confirmation: text('confirmation'),
  },
  (t) => [
    uniqueIndex('orders_restaurant_number_unique').on(t.restaurantId, t.number),
    // The order history's page (a restaurant, newest first, within dates) and revenue by day.
    index('orders_restaurant_created_idx').on(t.restaurantId, t.createdAt, t.id),
    // The same page filtered by order or payment status (the usual filters), by date then id as the list sorts: its
    // first page read in order, a page far down (crud/reads.ts's deepPage) and the count from the index alone.
    index('orders_restaurant_status_created_idx').on(t.restaurantId, t.status, t.createdAt, t.id),
    index('orders_restaurant_payment_created_idx').on(t.restaurantId, t.paymentStatus, t.createdAt, t.id),
    // The orders a restaurant's staff have to confirm, read on every change of its table orders.
    index('orders_pending_confirmation_idx')
      .on(t.restaurantId, t.createdAt)
      .where(sql`${t.confirmation} = 'PENDING'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The menu ordered; null once that menu is deleted (the name below keeps what was ordered). */
    menuId: uuid('menu_id').references(() => menus.id, { onDelete: 'set null' }),
    /** The menu's name when ordered. */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    /** The options chosen, with their names and prices when ordered. */
    options: jsonb('options').$type<ChosenOption[]>().notNull().default([]),
    /** (unit price + options) × quantity. */
    lineTotal: money('line_total').notNull(),
    /** The kitchen's progress on this line (ORDER_STATUSES). */
    status: text('status').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position), index('order_items_menu_idx').on(t.menuId)],
);

/** Each change of an order's status or payment status, for its timeline. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    changedAt: at('changed_at'),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.changedAt),
    // The retention sweep's oldest entries first (src/server/retention), without reading every old order's timeline.
    index('order_status_history_changed_idx').on(t.changedAt),
  ],
);

/**
 * Orders per restaurant and UTC hour, kept by triggers on `orders` (migration 0009) whatever writes
 * them: the analytics API answers counts and revenue by hour from here (src/server/analytics).
 */
export const ordersHourly = pgTable(
  'orders_hourly',
  {
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    orders: integer('orders').notNull().default(0),
    paidOrders: integer('paid_orders').notNull().default(0),
    /** The totals of the paid orders. */
    revenue: numeric('revenue', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.hour] }), index('orders_hourly_hour_idx').on(t.hour)],
);

/*
 * The business-day rollups (migration 0024, docs/analytics.md "Rollups"): each row is one business day of its
 * restaurant (by its zone and cut-off, docs/business-day.md), kept by triggers on `orders` and `order_items`, and
 * rebuilt for a restaurant whose zone or cut-off changes. The analytics screen's figures over a period read days,
 * not every order.
 */
const businessDayKey = {
  restaurantId: uuid('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  businessDay: date('business_day', { mode: 'string' }).notNull(),
};

/** Orders per business day, order type and payment method. */
export const ordersDaily = pgTable(
  'orders_daily',
  {
    ...businessDayKey,
    orderType: text('order_type').notNull(),
    paymentMethod: text('payment_method').notNull(),
    orders: integer('orders').notNull().default(0),
    paidOrders: integer('paid_orders').notNull().default(0),
    /** The totals of the paid orders. */
    revenue: numeric('revenue', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.businessDay, t.orderType, t.paymentMethod] })],
);

/** Orders per business day and customer name ('' for none): a period's customers are its distinct names. */
export const ordersCustomersDaily = pgTable(
  'orders_customers_daily',
  {
    ...businessDayKey,
    customerName: text('customer_name').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.businessDay, t.customerName] })],
);

/** Items ordered per business day, menu and name. */
export const orderItemsDaily = pgTable(
  'order_items_daily',
  {
    ...businessDayKey,
    /** The menu ordered, the nil uuid when the item had none (a key cannot be null); a deleted menu's id stays. */
    menuId: uuid('menu_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(0),
    /** The line totals of the items of paid orders. */
    revenue: numeric('revenue', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.businessDay, t.menuId, t.name] })],
);
