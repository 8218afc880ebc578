/** Checks shared by resources whose rows point at other rows of their own restaurant (menus, categories). */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MessageRef } from '../../../../domain';
import { notFound } from '../../appError';
import { reaches } from '../../crud/access';
import { isUuid } from '../../crud/listQuery';
import type { GuardedContext } from '../../operation';
import type { Row } from '../../resource';

/**
 * A row stays in the restaurant it was made in: the menus and categories it points at were
 * checked against that restaurant, and would otherwise be left pointing across restaurants.
 */
export async function movedRestaurant(context: GuardedContext, table: PgTable & { id: PgColumn; restaurantId: PgColumn }, record: Row): Promise<Record<string, MessageRef>> {
  if (typeof record.id !== 'string') return {};
  const [stored] = await context.db.select({ restaurantId: table.restaurantId }).from(table).where(eq(table.id, record.id));
  return stored && stored.restaurantId !== record.restaurantId ? { restaurantId: { key: 'validation.invalid', params: { attr: 'Restaurant' } } } : {};
}

/** The `restaurantId` argument of a per-restaurant read, when the viewer reaches it; NOT_FOUND otherwise (as any row out of reach). */
export function reachedRestaurant(context: GuardedContext, restaurantId: unknown): string {
  if (!isUuid(restaurantId) || !reaches(context.reach, restaurantId)) throw notFound('Restaurant');
  return restaurantId;
}
