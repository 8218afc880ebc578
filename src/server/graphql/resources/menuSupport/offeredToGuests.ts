/**
 * What a restaurant offers its guests, one rule for the page behind its QR codes and for the orders
 * guests place: active items, not hidden, outside hidden categories (sold out is shown, not left out).
 */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { menuCategories, menus } from '../../../db/schema';

export const offeredToGuests = (restaurantId: string): SQL =>
  and(
    eq(menus.restaurantId, restaurantId),
    eq(menus.status, 'ACTIVE'),
    eq(menus.hidden, false),
    or(
      isNull(menus.categoryId),
      sql`not exists (select 1 from ${menuCategories} where ${menuCategories.id} = ${menus.categoryId} and ${menuCategories.hidden})`,
    ),
  )!;
