/**
 * An order of the restaurant: written by ordering clients, so the matrix writes its row straight into the database; a
 * table order waiting for staff, for the operations that confirm them.
 */
import { ORDERS } from '../../../src/domain';
import { insertOrder } from '../support/orders';
import type { MatrixFixture } from '../support/matrixFixture';

const fixture: MatrixFixture = {
  descriptor: ORDERS,
  written: { area: 'order_histories', tenancy: 'restaurant' },
  input: async () => ({}),
  change: (n) => ['customerName', `Changed ${n}`],
  insert: (n, restaurantId, db) =>
    insertOrder(db, {
      restaurantId,
      number: 900_000 + n,
      table: '1',
      status: 'UNPROCESSED',
      paymentStatus: 'UNPAID',
      confirmation: 'PENDING',
    }),
};

export default fixture;
