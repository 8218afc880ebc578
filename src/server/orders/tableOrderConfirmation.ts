/**
 * Table orders a restaurant's staff confirm (docs/features.md, "Table codes"): with the restaurant's
 * `confirmTableOrders` on, a dine-in order is placed PENDING; `tableOrdersToConfirm` lists them, and
 * `confirmTableOrder` confirms one or rejects it (a rejected order is cancelled, its portions given back by the
 * database, migration 0020). Under the QR area: a restaurant's ADMINs, for their restaurants only.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { orderItems, orders, orderStatusHistory } from '../db/schema';
import { invalidInput, notFound } from '../graphql/appError';
import { isUuid } from '../graphql/crud/listQuery';
import type { GuardedContext, GuardedOperation } from '../graphql/operation';
import { reachedRestaurant } from '../graphql/resources/menuSupport/restaurantBound';

export const TABLE_ORDER_CONFIRMATION_SDL = `
type TableOrderLine { name: String!, quantity: Int!, options: [String!]! }
type TableOrderToConfirm {
  id: ID!
  number: Int!
  table: String!
  createdAt: String!
  customerName: String
  total: Float!
  lines: [TableOrderLine!]!
}
extend type Query {
  "The restaurant's table orders waiting for its staff, oldest first (at most 200)."
  tableOrdersToConfirm(restaurantId: ID!): [TableOrderToConfirm!]!
}
extend type Mutation {
  "Confirms a waiting table order, or rejects it (it is cancelled)."
  confirmTableOrder(id: ID!, confirm: Boolean!): TableOrderToConfirm!
}
`;

/** More than a dining room waits on at once; the rest are a confirmation away. */
const MAX_WAITING = 200;

type OrderRow = typeof orders.$inferSelect;

async function withLines(context: GuardedContext, rows: readonly OrderRow[]) {
  const ids = rows.map((row) => row.id);
  const lines = ids.length
    ? await context.db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position))
    : [];
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    table: row.table ?? '',
    createdAt: row.createdAt.toISOString(),
    customerName: row.customerName,
    total: row.total,
    lines: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({ name: line.name, quantity: line.quantity, options: line.options.map((o) => o.name) })),
  }));
}

async function waiting(context: GuardedContext, restaurantId: string) {
  const rows = await context.db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.confirmation, 'PENDING')))
    .orderBy(asc(orders.createdAt))
    .limit(MAX_WAITING);
  return withLines(context, rows);
}

async function decide(context: GuardedContext, id: unknown, confirm: unknown) {
  if (typeof confirm !== 'boolean')
    throw invalidInput({ confirm: { key: 'validation.booleanExpected', params: { attr: 'Confirm' } } });
  if (!isUuid(id)) throw notFound('Order');
  const now = context.now();
  const [decided] = await context.db
    .update(orders)
    .set(
      confirm
        ? { confirmation: 'CONFIRMED', updatedAt: now }
        : { confirmation: 'REJECTED', status: 'CANCELED', updatedAt: now },
    )
    .where(and(eq(orders.id, id), eq(orders.confirmation, 'PENDING'), context.scope('write')))
    .returning();
  if (!decided) {
    const [seen] = await context.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, id), context.scope('read')));
    if (!seen) throw notFound('Order');
    throw invalidInput({ id: { key: 'validation.notPending' } });
  }
  if (!confirm)
    await context.db.insert(orderStatusHistory).values({
      orderId: decided.id,
      status: decided.status,
      paymentStatus: decided.paymentStatus,
      changedAt: now,
    });
  // Live order lists read it again: once it is committed, and not at all if it rolls back.
  context.afterCommit(() =>
    context.orderEvents.publish({
      kind: 'CHANGED',
      orderId: decided.id,
      restaurantId: decided.restaurantId,
      number: decided.number,
    }),
  );
  const [answer] = await withLines(context, [decided]);
  return answer;
}

export const tableOrderConfirmationOperations = (): GuardedOperation[] => [
  {
    name: 'tableOrdersToConfirm',
    type: 'Query',
    verb: 'custom',
    access: { kind: 'permission', area: 'qr', action: 'list' },
    resolve: (args, context) => waiting(context, reachedRestaurant(context, args.restaurantId)),
  },
  {
    name: 'confirmTableOrder',
    type: 'Mutation',
    verb: 'custom',
    access: { kind: 'permission', area: 'qr', action: 'edit' },
    audit: { records: (args) => [args.id] },
    writes: ['order_status_history'],
    resolve: (args, context) => decide(context, args.id, args.confirm),
  },
];
