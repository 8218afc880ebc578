import { defineDescriptor } from './descriptor';

/** An option chosen for an order item, as it was when ordered. */
export interface ChosenOption {
  group: string;
  name: string;
  price: number;
}

/** The order history's CSV export (made by the server): its path, and its two files (the orders, and their items). */
export const ORDERS_EXPORT_PATH = '/exports/orders.csv';
export type OrderExportFile = 'orders' | 'items';
export const ORDER_EXPORT_FILES: readonly OrderExportFile[] = ['orders', 'items'];

/** docs/spec.md §9: an export covers at most 6 months. */
export const EXPORT_MAX_MONTHS = 6;

/** The instant `months` calendar months after (or, negative, before) `instant`, as an export's range counts them. */
const monthsFrom = (instant: Date, months: number): Date => {
  const moved = new Date(instant);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
};

/** The start of the longest range an export may cover that ends at `end` (an ISO instant). */
export const longestExportStart = (end: string): string => monthsFrom(new Date(end), -EXPORT_MAX_MONTHS).toISOString();

/**
 * Why `from`…`to` (ISO dates or instants) is not a range an export may cover, as the message to
 * show: an end missing, or not two dates in order at most 6 months apart. Undefined when it may.
 */
export function exportRangeRefusal(
  from: unknown,
  to: unknown,
): 'errors.exportRangeMissing' | 'errors.exportRangeTooLong' | undefined {
  if (!from || !to) return 'errors.exportRangeMissing';
  const start = new Date(from as string);
  const end = new Date(to as string);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) return 'errors.exportRangeTooLong';
  return end <= monthsFrom(start, EXPORT_MAX_MONTHS) ? undefined : 'errors.exportRangeTooLong';
}

/**
 * The order history's count stops after this many orders (or after the page shown, when further): a restaurant with
 * millions of orders is not counted whole on every page. Beyond it the admin says "10,000+" (docs/architecture.md §3).
 */
export const ORDER_COUNT_BOUND = 10_000;

/**
 * Orders: placed by ordering clients (never written in the admin), read and exported by super admins (area
 * order_histories).
 */
export const ORDERS = defineDescriptor({
  name: 'orders',
  type: 'Order',
  plural: 'Orders',
  area: 'order_histories',
  tenancy: { kind: 'restaurant', field: 'restaurantId' },
  readOnly: true,
  input: {},
  fields: [
    'id',
    'restaurantId',
    'number',
    'createdAt',
    'status',
    'paymentStatus',
    'orderType',
    'paymentMethod',
    'table',
    'customerName',
    'subtotal',
    'discount',
    'tax',
    'serviceCharge',
    'deliveryCharge',
    'total',
    'promoId',
    'promoTitle',
    'confirmation',
  ],
});
