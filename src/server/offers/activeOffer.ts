/**
 * The offer an order gets: of the published promos whose offer runs at the order's time at its
 * restaurant, the one taking the most off its subtotal. The ordering API calls it when it prices
 * an order, and shows the result in the order's breakdown.
 */
import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { offerDiscount, type DiscountType } from '../../domain';
import type { Database } from '../db/database';
import { promoRestaurants, promos } from '../db/schema';

export interface AppliedOffer {
  promoId: string;
  title: string;
  discountType: DiscountType;
  discountValue: number;
  /** What it takes off the subtotal, rounded to cents. */
  discount: number;
}

/**
 * An offer runs from its own start (else its promo's publish date) until its own end (else its
 * promo's expiry), once the promo is published. Nothing when no offer takes anything off.
 */
export async function activeOfferFor(
  db: Database,
  restaurantId: string,
  at: Date,
  subtotal: number,
): Promise<AppliedOffer | null> {
  const starts = sql`coalesce(${promos.offerStartsAt}, ${promos.publishAt}, ${promos.publishedAt})`;
  const ends = sql`coalesce(${promos.offerEndsAt}, ${promos.expireAt})`;
  const when = sql`${at.toISOString()}::timestamptz`;
  const offers = await db
    .select({
      promoId: promos.id,
      title: promos.title,
      discountType: promos.discountType,
      discountValue: promos.discountValue,
      minOrder: promos.minOrder,
      maxDiscount: promos.maxDiscount,
    })
    .from(promos)
    .innerJoin(
      promoRestaurants,
      and(eq(promoRestaurants.promoId, promos.id), eq(promoRestaurants.restaurantId, restaurantId)),
    )
    .where(
      and(
        isNotNull(promos.discountType),
        isNotNull(promos.discountValue),
        lte(promos.publishedAt, at),
        lte(starts, when),
        or(isNull(ends), gt(ends, when)),
      ),
    )
    .orderBy(asc(promos.publishAt), asc(promos.id));
  let best: AppliedOffer | null = null;
  for (const { minOrder, maxDiscount, ...offer } of offers) {
    const discountType = offer.discountType as DiscountType;
    const discountValue = Number(offer.discountValue);
    const discount = offerDiscount({ discountType, discountValue, minOrder, maxDiscount }, subtotal);
    if (discount > 0 && discount > (best?.discount ?? 0)) best = { ...offer, discountType, discountValue, discount };
  }
  return best;
}
