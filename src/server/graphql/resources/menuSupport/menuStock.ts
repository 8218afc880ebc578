/**
 * Stock counts as the admin reads and sets them (docs/features.md, "Stock counts"): `stockLeft`, the portions a menu
 * has left on its restaurant's business day now (none: not counted), and `setMenuStock`, which sets them.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { businessDayOf, MENU_STOCK_RULES, stockLeft, type DayRule } from '../../../../domain';
import type { Database } from '../../../db/database';
import { menus, restaurants } from '../../../db/schema';
import { assertValid, notFound } from '../../appError';
import { isUuid } from '../../crud/listQuery';
import { readRecords } from '../../crud/reads';
import type { GuardedOperation } from '../../operation';
import type { PageComputedField, Row, ServerResource } from '../../resource';

export const MENU_STOCK_SDL = 'extend type Mutation { setMenuStock(id: ID!, stockLeft: Int, dailyStock: Int): Menu! }';

/** Each restaurant's business day now, for the restaurants of a page. */
async function todays(db: Database, restaurantIds: readonly string[], now: Date): Promise<Map<string, string>> {
  if (restaurantIds.length === 0) return new Map();
  const rules = await db
    .select({ id: restaurants.id, timeZone: restaurants.timeZone, cutoff: restaurants.dayCutoff })
    .from(restaurants)
    .where(inArray(restaurants.id, [...new Set(restaurantIds)]));
  return new Map(rules.map(({ id, ...rule }: { id: string } & DayRule) => [id, businessDayOf(now, rule)]));
}

/** Portions left on the restaurant's business day now: a daily count is whole again on a new day. */
export const stockLeftField: PageComputedField = {
  type: 'Int',
  needs: ['restaurantId', 'stockCount', 'dailyStock', 'stockDay'],
  async resolvePage(rows: readonly Row[], db: Database, now: Date) {
    const today = await todays(
      db,
      rows.map((row) => row.restaurantId as string),
      now,
    );
    return rows.map((row) =>
      stockLeft(
        {
          stockCount: row.stockCount as number | null,
          dailyStock: row.dailyStock as number | null,
          stockDay: row.stockDay as string | null,
        },
        today.get(row.restaurantId as string) ?? '',
      ),
    );
  },
};

/**
 * `setMenuStock(id, stockLeft, dailyStock)`: the portions left now (none: not counted) and the count each business
 * day starts with (none: the count lasts until set again); the count belongs to the restaurant's business day now.
 */
export const menuStockOperation = (resource: ServerResource): GuardedOperation => ({
  name: 'setMenuStock',
  type: 'Mutation',
  verb: 'custom',
  access: { kind: 'permission', area: 'menus', action: 'edit' },
  audit: { records: (args) => [args.id] },
  async resolve(args, context, info) {
    const given = { stockLeft: args.stockLeft ?? null, dailyStock: args.dailyStock ?? null };
    assertValid(given, MENU_STOCK_RULES);
    if (!isUuid(args.id)) throw notFound('Menu');
    const where = and(eq(menus.id, args.id as string), context.scope('write'));
    const [menu] = await context.db.select({ restaurantId: menus.restaurantId }).from(menus).where(where);
    if (!menu) throw notFound('Menu');
    const today = (await todays(context.db, [menu.restaurantId], context.now())).get(menu.restaurantId) ?? null;
    await context.db
      .update(menus)
      .set({
        stockCount: given.stockLeft as number | null,
        dailyStock: given.dailyStock as number | null,
        stockDay: given.stockLeft === null ? null : today,
        updatedAt: context.now(),
      })
      .where(where);
    const [record] = await readRecords(resource, context, eq(menus.id, args.id as string), info);
    return record;
  },
});
