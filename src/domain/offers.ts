/**
 * A promo's offer (docs/architecture.md §5): a PERCENTAGE or NOMINAL discount, from a minimum order, up to a
 * cap. What it takes off a subtotal is decided here, for the ordering API and its tests alike.
 */
import type { DiscountType } from './enums';

export interface Offer {
  discountType: DiscountType;
  discountValue: number;
  /** The smallest subtotal it applies to (none: any). */
  minOrder?: number | null;
  /** The most it takes off (none: no cap). */
  maxDiscount?: number | null;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The amount the offer takes off `subtotal`, in the subtotal's currency, rounded to cents: 0 below
 * the minimum order; never more than the cap nor than the subtotal itself.
 */
export function offerDiscount(offer: Offer, subtotal: number): number {
  if (!(subtotal > 0) || (offer.minOrder != null && subtotal < offer.minOrder)) return 0;
  const raw = offer.discountType === 'PERCENTAGE' ? (subtotal * offer.discountValue) / 100 : offer.discountValue;
  const capped = Math.min(raw, offer.maxDiscount ?? Infinity, subtotal);
  return cents(Math.max(capped, 0));
}
