/** The discount an order gets: the best promo offer in force for its restaurant at `now` (feeds/promos). */
import type { Database } from '../db/database';
import { activeOfferFor } from '../offers/activeOffer';

export interface DiscountQuestion {
  restaurantId: string;
  subtotal: number;
  now: Date;
}

export async function promoDiscount(db: Database, { restaurantId, subtotal, now }: DiscountQuestion): Promise<number> {
  return (await activeOfferFor(db, restaurantId, now, subtotal))?.discount ?? 0;
}
