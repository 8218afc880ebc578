/**
 * A bulk price change: every menu gets its own new price, by an amount added (or taken
 * away) or by a percentage, rounded to its currency's precision. The admin's preview and the
 * server compute it with this one function, so what is previewed is what is written.
 */
import { currencyDecimals, type Currency } from './currency';

export type PriceAdjustment = { amount: number; percent?: undefined } | { percent: number; amount?: undefined };

/** Half away from zero at the currency's precision (the small epsilon keeps 1.005 → 1.01 despite binary floats). */
function roundToCurrency(value: number, currency: Currency | null | undefined): number {
  const factor = 10 ** currencyDecimals(currency);
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + 1e-9)) / factor;
}

/** The new price; it may fall below zero, which the price's own rules then refuse. */
export function adjustedPrice(
  price: number,
  adjustment: PriceAdjustment,
  currency: Currency | null | undefined,
): number {
  const raw = adjustment.amount !== undefined ? price + adjustment.amount : price * (1 + adjustment.percent / 100);
  return roundToCurrency(raw, currency);
}
