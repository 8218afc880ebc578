/** The currency a restaurant's prices are in, which their amounts keep to (docs/decisions.md, Money). */
import { eq } from 'drizzle-orm';
import { isCurrency, type Currency } from '../../../../domain';
import { restaurants } from '../../../db/schema';
import type { GuardedContext } from '../../operation';

/** The restaurant's currency; undefined for a restaurant that is not there (or a value that is not a currency). */
export async function restaurantCurrency(
  db: GuardedContext['db'],
  restaurantId: string,
): Promise<Currency | undefined> {
  const [restaurant] = await db
    .select({ currency: restaurants.currency })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return isCurrency(restaurant?.currency) ? restaurant.currency : undefined;
}
