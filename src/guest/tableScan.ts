import type { Locale } from '../domain';
import { publicRequest } from '../web/publicRequest';

export const COUNT_TABLE_SCAN = `mutation CountTableScan($slug: String!, $table: Int!) {
  countTableScan(slug: $slug, table: $table)
}`;

/** A reload, or coming back to the tab, within this long is the same scan. */
export const SCAN_REPEAT_MS = 30 * 60_000;

const storageKey = (slug: string, table: number) => `restoboard-scan:${slug}:${table}`;

/**
 * Counts the scan of a table's code that opened the page, once per browser tab and table within
 * SCAN_REPEAT_MS: the tab remembers when it counted (sessionStorage, on the guest's device only;
 * the server keeps nothing about who scanned). Whether it was counted changes nothing for the guest.
 */
export function countTableScan(slug: string, table: number, locale: Locale, now = Date.now()): void {
  try {
    const last = Number(sessionStorage.getItem(storageKey(slug, table)));
    if (last && now - last >= 0 && now - last < SCAN_REPEAT_MS) return;
    sessionStorage.setItem(storageKey(slug, table), String(now));
  } catch {
    // Storage refused (a private mode): the scan is counted, a reload perhaps again.
  }
  void publicRequest('CountTableScan', COUNT_TABLE_SCAN, { slug, table }, locale);
}
