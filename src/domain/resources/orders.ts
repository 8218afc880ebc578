import { defineDescriptor } from './descriptor';

/** An option chosen for an order item, as it was when ordered. */
export interface ChosenOption {
  group: string;
  name: string;
  price: number;
}

/** Spec §9: an export covers at most 6 months. */
export const EXPORT_MAX_MONTHS = 6;

/** Whether `from`…`to` (ISO dates or instants) is a range an export may cover: both given, in order, at most 6 months apart. */
export function exportRangeAllowed(from: string | undefined | null, to: string | undefined | null): boolean {
  if (!from || !to) return false;
  const start = new Date(from);
  const end = new Date(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) return false;
  const limit = new Date(start);
  limit.setUTCMonth(limit.getUTCMonth() + EXPORT_MAX_MONTHS);
  return end <= limit;
}

/** Orders: placed by ordering clients (never written in the admin), read and exported by super admins (area order_histories). */
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
  ],
});
