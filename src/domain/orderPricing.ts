/** An order's money, computed the same way by the server's placeOrder and by the demo data. */
import type { Currency } from './currency';

export interface PricedLine {
  unitPrice: number;
  /** The prices of the options chosen, added to the unit price. */
  optionPrices: readonly number[];
  quantity: number;
}

export interface Charges {
  /** Percentages of the restaurant's settings (null: none). */
  taxPercent: number | null;
  servicePercent: number | null;
  /** Charged on delivery orders only. */
  deliveryCharge: number;
  discount: number;
}

export interface OrderAmounts {
  subtotal: number;
  discount: number;
  tax: number;
  serviceCharge: number;
  deliveryCharge: number;
  total: number;
}

/** Rupiah amounts are whole; the other currencies keep cents. */
export function roundMoney(amount: number, currency: Currency): number {
  const factor = currency === 'Rp.' ? 1 : 100;
  return Math.round(amount * factor + Number.EPSILON) / factor;
}

export const lineTotal = (line: PricedLine, currency: Currency): number =>
  roundMoney((line.unitPrice + line.optionPrices.reduce((a, b) => a + b, 0)) * line.quantity, currency);

/**
 * Subtotal of the lines; the discount (never above it) comes off first; service on what remains; tax on that plus
 * service.
 */
export function orderAmounts(lines: readonly PricedLine[], charges: Charges, currency: Currency): OrderAmounts {
  const subtotal = roundMoney(
    lines.reduce((total, line) => total + lineTotal(line, currency), 0),
    currency,
  );
  const discount = Math.min(roundMoney(charges.discount, currency), subtotal);
  const base = subtotal - discount;
  const serviceCharge = roundMoney((base * (charges.servicePercent ?? 0)) / 100, currency);
  const tax = roundMoney(((base + serviceCharge) * (charges.taxPercent ?? 0)) / 100, currency);
  const deliveryCharge = roundMoney(charges.deliveryCharge, currency);
  return {
    subtotal,
    discount,
    tax,
    serviceCharge,
    deliveryCharge,
    total: roundMoney(base + serviceCharge + tax + deliveryCharge, currency),
  };
}
