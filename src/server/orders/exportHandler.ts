/**
 * `GET /exports/orders.csv?file=orders|items&filter={json}`: the order history's filtered orders
 * (or their items) as CSV (exports/csvExport.ts), for a viewer holding `order_histories:list`.
 * One restaurant's orders, in a range `createdFrom`…`createdBefore` of at most 6 months (docs/spec.md §9).
 * ISO dates, plain numbers (ordersCsv.ts).
 */
import { exportRangeRefusal, ORDERS_EXPORT_PATH, type OrderExportFile } from '../../domain';
import type { CsvExportKind } from '../exports/csvExport';
import type { JsonError } from '../http/jsonError';
import ordersResource from '../graphql/resources/orders';
import { CSV_HEADERS, csvChunks, csvRowCount } from './ordersCsv';

/** A refused range, said on the From filter. */
const badRange = (key: string): JsonError => ({
  status: 400,
  code: 'BAD_USER_INPUT',
  ref: { key },
  extensions: { fieldErrors: { createdFrom: key } },
});

/**
 * One restaurant's orders: the order history is a restaurant's, and its index (restaurant, time)
 * keeps every page a short range scan (across restaurants, each page would sort what is left).
 */
const noRestaurant: JsonError = {
  status: 400,
  code: 'BAD_USER_INPUT',
  ref: { key: 'errors.checkInputs' },
  extensions: { fieldErrors: { restaurantId: 'validation.required' } },
};

export const ORDERS_EXPORT: CsvExportKind = {
  path: ORDERS_EXPORT_PATH,
  resource: ordersResource,
  onReplica: true,
  refuse(filter) {
    if (typeof filter.restaurantId !== 'string') return noRestaurant;
    const refusal = exportRangeRefusal(filter.createdFrom, filter.createdBefore);
    return refusal ? badRange(refusal) : undefined;
  },
  file(params) {
    const file: OrderExportFile = params.get('file') === 'items' ? 'items' : 'orders';
    return {
      name: file === 'orders' ? 'orders.csv' : 'order-items.csv',
      headers: CSV_HEADERS[file],
      rowCount: (db, condition) => csvRowCount(db, condition, file),
      chunks: (database, condition) => csvChunks(database, condition, file),
    };
  },
};
