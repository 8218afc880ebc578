/**
 * `placeOrder` (public: the public menu site and tests): an order by restaurant slug and table,
 * checked against the restaurant's menus (offered to guests as its QR page shows them, not sold out
 * by the server clock, sold for the order type), option groups' min/max, its order plan, active payment methods,
 * opening hours (on the restaurant's clock: its time zone), minimum order, the portions its counted menus have left
 * (takePortions.ts) and, for a table, the table's code (docs/features.md, "Table codes"; the order waits as PENDING
 * when the restaurant confirms table orders). Prices, discount, service, tax and delivery charge are the server's.
 * A refusal is BAD_USER_INPUT on its field and writes nothing; throttled per client address.
 */
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import pLimit, { type LimitFunction } from 'p-limit';
import {
  businessDayOf,
  ORDER_TYPES,
  ORDER_TYPES_OF_PLAN,
  PAYMENT_METHODS,
  isCurrency,
  isOpen,
  isSoldOut,
  lineTotal,
  orderAmounts,
  type MessageRef,
  type OrderPlan,
  type OrderType,
} from '../../domain';
import { throttlePerNetwork } from '../limits/perNetwork';
import type { Database } from '../db/database';
import {
  menuOptionGroups,
  menuOptions,
  menus,
  orderItems,
  orders,
  orderStatusHistory,
  restaurants,
} from '../db/schema';
import { invalidInput, rateLimited } from '../graphql/appError';
import { databaseErrorOf } from '../graphql/crud/databaseErrors';
import { DAY_CLOSED_SQLSTATE } from '../dayClose/closeDay';
import { offeredToGuests } from '../graphql/resources/menuSupport/offeredToGuests';
import { activeOfferFor } from '../offers/activeOffer';
import type { RequestContext } from '../graphql/context';
import type { PublicOperation } from '../graphql/operation';
import { AMOUNT_FIELDS_SDL } from './orderDetails';
import { isTableCode } from '../tableCodes/tableCode';
import { takePortions } from './takePortions';

export const PLACE_ORDER_SDL = `
input PlaceOrderItemInput {
  menuId: ID!
  quantity: Int!
  optionIds: [ID!]
}

input PlaceOrderInput {
  restaurantSlug: String!
  table: String
  "The code of the table's QR code: a dine-in order needs its table's current one."
  tableCode: String
  orderType: String!
  paymentMethod: String!
  customerName: String
  items: [PlaceOrderItemInput!]!
}

type PlacedOrder {
  id: ID!
  number: Int!
  restaurantId: ID!
  status: String!
  paymentStatus: String!
  "PENDING while the restaurant's staff have to confirm this table order; null when they need not."
  confirmation: String
${AMOUNT_FIELDS_SDL}
  "The title of the promo whose offer gave the discount."
  promoTitle: String
}

extend type Mutation {
  "Places an order (public): prices and charges are computed here; a refused order writes nothing."
  placeOrder(data: PlaceOrderInput!): PlacedOrder!
}
`;

/**
 * Orders one server process takes at once, from their address's count to their last row: the rest wait in line
 * without holding a database connection (a crowd ordering the last portions of one menu would otherwise take every
 * connection, counting its addresses and waiting on that menu's row), at most `waiting` of them; past that,
 * RATE_LIMITED, to try again after `retryAfterSeconds`. The embedded database runs one statement at a time on the
 * server's own thread: one order at a time there.
 */
export const ORDER_WRITES = { concurrency: { postgres: 4, pglite: 1 }, waiting: 500, retryAfterSeconds: 5 } as const;

/** Orders one client address may place per window. */
export const PLACE_ORDER_LIMIT = { orders: 120, windowMs: 10 * 60_000 };
export const MAX_ORDER_LINES = 50;
const MAX_QUANTITY = 99;

interface ItemInput {
  menuId: string;
  quantity: number;
  optionIds?: string[] | null;
}

interface OrderInput {
  restaurantSlug: string;
  table?: string | null;
  tableCode?: string | null;
  orderType: string;
  paymentMethod: string;
  customerName?: string | null;
  items: ItemInput[];
}

const refuse = (field: string, ref: MessageRef) => invalidInput({ [field]: ref });
const invalid = (field: string, attr: string) => refuse(field, { key: 'validation.invalid', params: { attr } });

/** Checks the input's shape and the restaurant-level rules; the restaurant row. */
async function restaurantFor(db: Database, input: OrderInput, now: Date) {
  const [restaurant] = await db
    .select()
    .from(restaurants)
    .where(eq(restaurants.slug, String(input.restaurantSlug)));
  if (!restaurant || !isCurrency(restaurant.currency))
    throw refuse('restaurantSlug', { key: 'validation.unknownValue', params: { attr: 'Restaurant' } });
  const allowed = restaurant.orderPlan ? (ORDER_TYPES_OF_PLAN[restaurant.orderPlan as OrderPlan] ?? []) : ORDER_TYPES;
  if (!allowed.includes(input.orderType as OrderType))
    throw refuse('orderType', { key: 'validation.unknownValue', params: { attr: 'Order type' } });
  const active = restaurant.paymentMethods.filter((m) => m.active).map((m) => m.method as string);
  if (!PAYMENT_METHODS.includes(input.paymentMethod as never) || !active.includes(input.paymentMethod)) {
    throw refuse('paymentMethod', { key: 'validation.unknownValue', params: { attr: 'Payment method' } });
  }
  if (input.orderType === 'DINE_IN') {
    const table = Number(input.table);
    if (!Number.isInteger(table) || table < 1 || table > restaurant.tableCount) throw invalid('table', 'Table');
    // No code, another table's, a regenerated table's old one: one refusal, saying what the guest can do.
    if (!(await isTableCode(db, restaurant.id, table, input.tableCode)))
      throw refuse('table', { key: 'validation.tableCode' });
  }
  if (typeof input.customerName === 'string' && input.customerName.length > 100)
    throw refuse('customerName', { key: 'validation.maxLength', params: { count: 100 } });
  if (!isOpen(restaurant.openingHours, now, restaurant.timeZone))
    throw refuse('restaurantSlug', { key: 'validation.restaurantClosed' });
  if (!Array.isArray(input.items) || input.items.length === 0) throw refuse('items', { key: 'validation.required' });
  if (input.items.length > MAX_ORDER_LINES)
    throw refuse('items', { key: 'validation.maxSelected', params: { obj: 'items', count: MAX_ORDER_LINES } });
  return restaurant;
}

/** Each line priced from the restaurant's menus and options, every rule checked. */
async function pricedLines(db: Database, restaurantId: string, input: OrderInput, now: Date) {
  const menuIds = [...new Set(input.items.map((item) => String(item.menuId)))];
  const found = await db
    .select()
    .from(menus)
    .where(
      and(
        offeredToGuests(restaurantId),
        inArray(
          menus.id,
          menuIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
        ),
      ),
    );
  const menuById = new Map(found.map((menu) => [menu.id, menu]));
  const groups = found.length
    ? await db
        .select()
        .from(menuOptionGroups)
        .where(inArray(menuOptionGroups.menuId, [...menuById.keys()]))
    : [];
  const options = groups.length
    ? await db
        .select()
        .from(menuOptions)
        .where(
          inArray(
            menuOptions.groupId,
            groups.map((g) => g.id),
          ),
        )
    : [];
  const groupById = new Map(groups.map((group) => [group.id, group]));

  return input.items.map((item) => {
    const menu = menuById.get(String(item.menuId));
    if (!menu) throw refuse('items', { key: 'validation.unknownValue', params: { attr: 'Menu' } });
    if (isSoldOut(menu.soldOutUntil, now))
      throw refuse('items', { key: 'validation.soldOut', params: { attr: menu.name } });
    if (menu.orderTypes.length > 0 && !menu.orderTypes.includes(input.orderType as OrderType))
      throw refuse('items', { key: 'validation.soldOut', params: { attr: menu.name } });
    if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > MAX_QUANTITY)
      throw refuse('items', { key: 'validation.maxValue', params: { attr: 'Quantity', val: MAX_QUANTITY } });
    const chosenIds = [...new Set(item.optionIds ?? [])];
    const chosen = chosenIds.map((id) =>
      options.find((option) => option.id === id && groupById.get(option.groupId)?.menuId === menu.id),
    );
    if (chosen.some((option) => !option))
      throw refuse('items', { key: 'validation.unknownValue', params: { attr: 'Option' } });
    for (const group of groups.filter((g) => g.menuId === menu.id)) {
      const count = chosen.filter((option) => option?.groupId === group.id).length;
      if (count < group.min)
        throw refuse('items', { key: 'validation.minSelected', params: { obj: group.name, count: group.min } });
      if (count > group.max)
        throw refuse('items', { key: 'validation.maxSelected', params: { obj: group.name, count: group.max } });
    }
    const picked = chosen.map((option) => ({
      group: groupById.get(option!.groupId)!.name,
      name: option!.name,
      price: option!.price,
    }));
    return {
      menu,
      quantity: item.quantity,
      options: picked,
      line: { unitPrice: menu.price, optionPrices: picked.map((o) => o.price), quantity: item.quantity },
    };
  });
}

async function placeOrder(input: OrderInput, context: RequestContext) {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const restaurant = await restaurantFor(tx, input, now);
    const currency = restaurant.currency as Parameters<typeof orderAmounts>[2];
    const lines = await pricedLines(tx, restaurant.id, input, now);
    const subtotal = lines.reduce((total, { line }) => total + lineTotal(line, currency), 0);
    if (restaurant.minimumOrder && subtotal < restaurant.minimumOrder)
      throw refuse('items', {
        key: 'validation.minValue',
        params: { attr: 'Order subtotal', val: restaurant.minimumOrder },
      });
    const today = businessDayOf(now, { timeZone: restaurant.timeZone, cutoff: restaurant.dayCutoff });
    const counted = await takePortions(tx, lines, today);
    const offer = await activeOfferFor(tx, restaurant.id, now, subtotal);
    const amounts = orderAmounts(
      lines.map(({ line }) => line),
      {
        taxPercent: restaurant.tax,
        servicePercent: restaurant.serviceCharge,
        deliveryCharge: input.orderType === 'DELIVERY' ? (restaurant.deliveryCharge ?? 0) : 0,
        discount: offer?.discount ?? 0,
      },
      currency,
    );
    // Numbers per restaurant: the restaurant row is locked so two orders never take the same one.
    await tx.execute(sql`select 1 from ${restaurants} where ${restaurants.id} = ${restaurant.id} for update`);
    const [{ last }] = await tx
      .select({ last: max(orders.number) })
      .from(orders)
      .where(eq(orders.restaurantId, restaurant.id));
    const [order] = await tx
      .insert(orders)
      .values({
        restaurantId: restaurant.id,
        number: (last ?? 0) + 1,
        createdAt: now,
        updatedAt: now,
        status: 'UNPROCESSED',
        paymentStatus: 'UNPAID',
        orderType: input.orderType,
        paymentMethod: input.paymentMethod,
        table: input.orderType === 'DINE_IN' ? String(Number(input.table)) : null,
        customerName: input.customerName?.trim() || null,
        ...amounts,
        promoId: offer?.promoId ?? null,
        promoTitle: offer?.title ?? null,
        confirmation: input.orderType === 'DINE_IN' && restaurant.confirmTableOrders ? 'PENDING' : null,
      })
      .returning()
      .catch((error: unknown) => {
        // Its business day is closed (migration 0018): for the guest, the restaurant is closed for today.
        throw databaseErrorOf(error)?.code === DAY_CLOSED_SQLSTATE
          ? refuse('restaurantSlug', { key: 'validation.restaurantClosed' })
          : error;
      });
    await tx.insert(orderItems).values(
      lines.map(({ menu, quantity, options, line }, position) => ({
        orderId: order.id,
        menuId: menu.id,
        name: menu.name,
        quantity,
        unitPrice: menu.price,
        options,
        lineTotal: lineTotal(line, currency),
        status: 'UNPROCESSED',
        position,
      })),
    );
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: order.status, paymentStatus: order.paymentStatus, changedAt: now });
    return { order, counted };
  });
}

export function placeOrderOperation(): PublicOperation {
  let writing: LimitFunction | undefined;
  return {
    name: 'placeOrder',
    type: 'Mutation',
    access: { kind: 'public' },
    async resolve(args, context) {
      writing ??= pLimit(ORDER_WRITES.concurrency[context.config.databaseUrl ? 'postgres' : 'pglite']);
      if (writing.pendingCount >= ORDER_WRITES.waiting) throw rateLimited(ORDER_WRITES.retryAfterSeconds);
      const { order, counted } = await writing(async () => {
        await throttlePerNetwork(
          context.limits,
          context.clientAddress,
          'placeOrder',
          PLACE_ORDER_LIMIT.windowMs,
          PLACE_ORDER_LIMIT.orders,
        );
        return placeOrder(args.data as OrderInput, context);
      });
      context.tableWrites.written('orders');
      // Its portions taken: guests' menus read the counts again (the last portion sold out at once).
      if (counted) context.tableWrites.written('menus');
      await context.orderEvents.publish({
        kind: 'PLACED',
        orderId: order.id,
        restaurantId: order.restaurantId,
        number: order.number,
      });
      context.push.newOrder(order, context.answered);
      return { ...order, createdAt: order.createdAt.toISOString() };
    },
  };
}
