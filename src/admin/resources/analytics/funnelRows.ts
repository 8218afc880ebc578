import type { FunnelDimension } from './queries';
import { numberOf } from './useFigures';

export interface FunnelRow {
  /** The table's number or the hour of the day, as the answer names it. */
  key: string;
  scans: number;
  orders: number;
  paid: number;
  /** Scanned but never ordered from: a misprinted or moved code (tables only). */
  flagged: boolean;
}

const order = (key: string) => {
  const n = Number(key);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
};

/** The funnel's rows by table or by hour, in their natural order; tables scanned but never ordered from flagged. */
export function funnelRows(rows: readonly Record<string, unknown>[], dimension: FunnelDimension): FunnelRow[] {
  return rows
    .map((row) => {
      const scans = numberOf(row, 'TableFunnel.scans');
      const orders = numberOf(row, 'TableFunnel.orders');
      return {
        key: String(row[`TableFunnel.${dimension}`] ?? ''),
        scans,
        orders,
        paid: numberOf(row, 'TableFunnel.paidOrders'),
        flagged: dimension === 'table' && scans > 0 && orders === 0,
      };
    })
    .sort((a, b) => order(a.key) - order(b.key) || a.key.localeCompare(b.key));
}
