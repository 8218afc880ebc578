/**
 * Orders (area order_histories, SUPERADMIN only): read-only here, placed by ordering clients
 * (placeOrder); a restaurant's table orders waiting for its staff are confirmed through
 * tableOrderConfirmation.ts. The list filters by every field of the order history, plus creation-time and total
 * ranges; `orderTotals` sums the filtered set.
 */
import { count, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ORDER_COUNT_BOUND, ORDERS } from '../../../domain';
import { orders } from '../../db/schema';
import { ORDER_RANGE_FILTERS } from '../../orders/orderFilters';
import { TABLE_ORDER_CONFIRMATION_SDL, tableOrderConfirmationOperations } from '../../orders/tableOrderConfirmation';
import { AMOUNT_FIELDS_SDL, history, items, ORDER_DETAILS_SDL } from '../../orders/orderDetails';
import { allOf, filterConditions, type ListArgs } from '../crud/listQuery';
import { defineResource } from '../resource';

const SDL = `${ORDER_DETAILS_SDL}
type OrderTotals {
  count: Int!
${AMOUNT_FIELDS_SDL}
}

extend type Query { orderTotals(filter: OrderFilter): OrderTotals! }
${TABLE_ORDER_CONFIRMATION_SDL}`;

const amount = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export default defineResource({
  descriptor: ORDERS,
  table: orders,
  search: ['number', 'customerName'],
  filters: ['status', 'paymentStatus', 'orderType', 'paymentMethod', 'table', 'confirmation'],
  customFilters: ORDER_RANGE_FILTERS,
  sortable: [
    'createdAt',
    'number',
    'total',
    'customerName',
    'table',
    'status',
    'paymentStatus',
    'orderType',
    'paymentMethod',
  ],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  countUpTo: ORDER_COUNT_BOUND,
  computed: { items, history },
  sdl: SDL,
  operations: (resource) => [
    {
      name: 'orderTotals',
      type: 'Query',
      verb: 'custom',
      access: { kind: 'permission', area: 'order_histories', action: 'list' },
      async resolve(args, context) {
        const condition = allOf([
          context.scope('read'),
          ...filterConditions(resource, (args as ListArgs).filter, context.now()),
        ]);
        const [totals] = await context.db
          .select({
            count: count(),
            subtotal: amount(orders.subtotal),
            discount: amount(orders.discount),
            tax: amount(orders.tax),
            serviceCharge: amount(orders.serviceCharge),
            deliveryCharge: amount(orders.deliveryCharge),
            total: amount(orders.total),
          })
          .from(orders)
          .where(condition);
        return totals;
      },
    },
    ...tableOrderConfirmationOperations(),
  ],
});
