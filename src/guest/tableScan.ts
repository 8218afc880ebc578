import type { Locale } from '../domain';
import { publicRequest } from '../web/publicRequest';

export const COUNT_TABLE_SCAN = `mutation CountTableScan($slug: String!, $table: Int!, $code: String!) {
  countTableScan(slug: $slug, table: $table, code: $code)
}`;

/**
 * Counts the scan of a table's code that opened the page. The server counts one per visit (its signed cookie), so a
 * reload costs a request but no count; whether it was counted changes nothing for the guest.
 */
export function countTableScan(slug: string, table: number, code: string, locale: Locale): void {
  void publicRequest('CountTableScan', COUNT_TABLE_SCAN, { slug, table, code }, locale);
}
