/** The order history's two export files (`/exports/orders.csv`), named by restaurant and days. */
import type { OrderExportFile } from '../../../domain';
import { fromDay, untilDay } from './orderDates';

/** `{slug}-orders-{first day}-to-{last day}.csv` (or `-order-items-`), the days as the filters show them. */
export function exportFileName(slug: string, file: OrderExportFile, from: string, before: string): string {
  return `${slug}-${file === 'orders' ? 'orders' : 'order-items'}-${fromDay.format(from)}-to-${untilDay.format(before)}.csv`;
}
