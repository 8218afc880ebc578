/**
 * Stock counts as the admin reads and sets them (docs/features.md, "Stock counts"): `stockLeft`, the portions a menu
 * has left on its restaurant's business day now (none: not counted), and `setMenuStock`, which sets them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { businessDayOf, MENU_STOCK_RULES, stockLeft, type DayRule } from '../../../../domain';
import { businessDaySql } from '../../../db/businessDaySql';
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
    // The restaurant's business day now, read in the same statement as the write.
    const today = sql`(select ${businessDaySql(sql`${context.now().toISOString()}::timestamptz`, restaurants.timeZone, restaurants.dayCutoff)} from ${restaurants} where ${restaurants.id} = ${menus.restaurantId})`;
    const updated = await context.db
      .update(menus)
      .set({
        stockCount: given.stockLeft as number | null,
        dailyStock: given.dailyStock as number | null,
        stockDay: given.stockLeft === null ? null : today,
        updatedAt: context.now(),
      })
      .where(and(eq(menus.id, args.id as string), context.scope('write')))
      .returning({ id: menus.id });
    if (updated.length === 0) throw notFound('Menu');
    const [record] = await readRecords(resource, context, eq(menus.id, args.id as string), info);
    return record;
  },
});
