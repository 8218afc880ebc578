/** The order history's two export files (`/exports/orders.csv`), named by restaurant and days. */
import { fromDay, untilDay } from './orderDates';

export type ExportFile = 'orders' | 'items';

export const ORDERS_EXPORT_PATH = '/exports/orders.csv';

/** `{slug}-orders-{first day}-to-{last day}.csv` (or `-order-items-`), the days as the filters show them. */
export function exportFileName(slug: string, file: ExportFile, from: string, before: string): string {
  return `${slug}-${file === 'orders' ? 'orders' : 'order-items'}-${fromDay.format(from)}-to-${untilDay.format(before)}.csv`;
}
