/** A menu's availability by the server clock, in SQL: sold out while `soldOutUntil` is ahead of `now`. */
import { gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { menus } from '../../../db/schema';

export const soldOutAt = (now: Date): SQL => gt(menus.soldOutUntil, now);
export const notSoldOutAt = (now: Date): SQL => or(isNull(menus.soldOutUntil), lte(menus.soldOutUntil, now)) as SQL;
