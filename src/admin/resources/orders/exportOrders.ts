/** The order history's two export files (`/exports/orders.csv`), named by restaurant and days. */
import type { DayRule, OrderExportFile } from '../../../domain';
import { dayInputs } from './orderDates';

/**
 * `{slug}-orders-{first day}-to-{last day}.csv` (or `-order-items-`), the restaurant's business days as the filters
 * show them.
 */
export function exportFileName(
  slug: string,
  file: OrderExportFile,
  from: string,
  before: string,
  rule: DayRule,
): string {
  const days = dayInputs(rule);
  return `${slug}-${file === 'orders' ? 'orders' : 'order-items'}-${days.from.format(from)}-to-${days.until.format(before)}.csv`;
}
