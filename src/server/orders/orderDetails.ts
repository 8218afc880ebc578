/** An order's items and status history, read for a whole page of orders at once. */
import { asc, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { orderItems, orderStatusHistory } from '../db/schema';
import { toGraphQLRow } from '../graphql/crud/columns';
import type { PageComputedField, Row } from '../graphql/resource';

/** An order's money fields (domain OrderAmounts), in every type that carries them. */
export const AMOUNT_FIELDS_SDL = ['subtotal', 'discount', 'tax', 'serviceCharge', 'deliveryCharge', 'total']
  .map((field) => `  ${field}: Float!`)
  .join('\n');

export const ORDER_DETAILS_SDL = `
type ChosenOption {
  group: String!
  name: String!
  price: Float!
}

type OrderItem {
  id: ID!
  menuId: ID
  name: String!
  quantity: Int!
  unitPrice: Float!
  options: [ChosenOption!]!
  lineTotal: Float!
  status: String!
}

type OrderStatusChange {
  id: ID!
  status: String!
  paymentStatus: String!
  changedAt: String!
}
`;

function rowsByOrder(table: PgTable, orderId: PgColumn, order: PgColumn): PageComputedField['resolvePage'] {
  return async (orders, db) => {
    const ids = orders.map((row) => row.id as string);
    const rows = ids.length
      ? ((await db.select().from(table).where(inArray(orderId, ids)).orderBy(asc(orderId), asc(order))) as Row[])
      : [];
    const byOrder = new Map<unknown, Row[]>();
    for (const { orderId: owner, position: _position, ...row } of rows)
      byOrder.set(owner, [...(byOrder.get(owner) ?? []), toGraphQLRow(row)]);
    return ids.map((id) => byOrder.get(id) ?? []);
  };
}

export const items: PageComputedField = {
  type: '[OrderItem!]!',
  needs: ['id'],
  resolvePage: rowsByOrder(orderItems, orderItems.orderId, orderItems.position),
};
export const history: PageComputedField = {
  type: '[OrderStatusChange!]!',
  needs: ['id'],
  resolvePage: rowsByOrder(orderStatusHistory, orderStatusHistory.orderId, orderStatusHistory.changedAt),
};
