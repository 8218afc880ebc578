import type { RaRecord, TranslateFunction } from 'react-admin';
import { qrMenuUrl, qrTargets, type QrTarget } from './qrTargets';

/** The restaurant fields the QR screen reads (through the data provider's `restaurants`). */
export interface QrRestaurant extends RaRecord<string> {
  name: string;
  slug: string;
  qrName?: string | null;
  tableCount?: number | null;
}

/** One code as the screen shows and saves it. */
export interface QrCode {
  key: string;
  /** "Table 2", or "Restaurant" for the restaurant's own code. */
  label: string;
  url: string;
  target: QrTarget;
}

/** The name printed with every code: the restaurant's QR name, else its name. */
export function qrTitle({ qrName, name }: QrRestaurant): string {
  return qrName?.trim() || name;
}

/** The restaurant's code, then one per table with its table code, labelled in the current language. */
export function qrCodes(
  restaurant: QrRestaurant,
  tableCodes: ReadonlyMap<number, string>,
  publicMenuUrl: string,
  translate: TranslateFunction,
): QrCode[] {
  return qrTargets(restaurant.tableCount, tableCodes).map((target) => ({
    key: target.table === null ? 'restaurant' : `table-${target.table}`,
    label:
      target.table === null
        ? translate('resources.qr.restaurantCode')
        : translate('resources.qr.table', { n: target.table }),
    url: qrMenuUrl(publicMenuUrl, restaurant.slug, target),
    target,
  }));
}
