/**
 * Stock counts (docs/features.md, "Stock counts"): a menu may count its portions. Each order takes its portions in
 * the transaction that writes it, and a menu with none left is sold out for guests, as "out of stock" rather than
 * switched off. A daily count starts again at each of the restaurant's business days; a lasting one stays until set.
 */
import { integer, maxValue, minValue, requiredWith, type Rule } from './validation';
import { LIMITS } from './limits';

/** What a menu's count is stored as: portions left on `stockDay`, and the count a new day starts with. */
export interface StockState {
  stockCount: number | null;
  dailyStock: number | null;
  /** The business day (`YYYY-MM-DD`) the count belongs to. */
  stockDay: string | null;
}

/** Portions left on the business day `today`: none when not counted; a daily count not taken from today is whole. */
export function stockLeft({ stockCount, dailyStock, stockDay }: StockState, today: string): number | null {
  if (dailyStock !== null && (stockDay === null || stockDay < today)) return dailyStock;
  return stockCount;
}

/** Counted, and nothing left. */
export const isOutOfStock = (left: number | null | undefined) => left === 0;

/** Left this low, the availability screen marks it (a tenth of its daily count, at least 3). */
export const isLowStock = (left: number | null, daily: number | null) =>
  left !== null && left > 0 && left <= Math.max(3, Math.ceil((daily ?? 0) / 10));

const count = (attr: string): Rule[] => [integer(), minValue(attr, 0), maxValue(attr, LIMITS.stock)];

/**
 * `setMenuStock(id, stockLeft, dailyStock)`: portions left now and each day, each empty for "not counted"; a daily
 * count needs today's.
 */
export const MENU_STOCK_RULES = {
  stockLeft: [requiredWith('dailyStock', 'Portions each day', 'Portions left'), ...count('Portions left')],
  dailyStock: count('Portions each day'),
};
