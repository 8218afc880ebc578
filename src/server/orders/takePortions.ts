/**
 * An order takes the portions of its counted menus in the transaction that writes it (docs/features.md, "Stock
 * counts"): one conditional decrement per menu, never read-then-write, so two guests ordering the last portion at
 * the same instant cannot both have it. Menus are taken in id order, so two orders never wait on each other.
 */
import { and, eq, sql } from 'drizzle-orm';
import { stockLeft } from '../../domain';
import type { Database } from '../db/database';
import { menus } from '../db/schema';
import { invalidInput } from '../graphql/appError';

interface Line {
  menu: typeof menus.$inferSelect;
  quantity: number;
}

/** The count on the business day `today`: a daily count not yet taken from today is whole again. */
const leftOn = (today: string) =>
  sql<
    number | null
  >`(case when ${menus.dailyStock} is not null and (${menus.stockDay} is null or ${menus.stockDay} < ${today}::date) then ${menus.dailyStock} else ${menus.stockCount} end)`;

/** Takes the order's portions, or refuses it on its items naming the menu short of them; whether any was counted. */
export async function takePortions(tx: Database, lines: readonly Line[], today: string): Promise<boolean> {
  const wanted = new Map<string, Line>();
  for (const { menu, quantity } of lines) {
    if (stockLeft(menu, today) === null) continue;
    wanted.set(menu.id, { menu, quantity: (wanted.get(menu.id)?.quantity ?? 0) + quantity });
  }
  for (const { menu, quantity } of [...wanted.values()].sort((a, b) => a.menu.id.localeCompare(b.menu.id))) {
    const left = leftOn(today);
    const taken = await tx
      .update(menus)
      .set({
        stockCount: sql`${left} - ${quantity}`,
        stockDay: sql`case when ${menus.dailyStock} is not null then ${today}::date else ${menus.stockDay} end`,
      })
      .where(and(eq(menus.id, menu.id), sql`${left} >= ${quantity}`))
      .returning({ id: menus.id });
    if (taken.length > 0) continue;
    const [row] = await tx.select({ left }).from(menus).where(eq(menus.id, menu.id));
    const remaining = Number(row?.left ?? 0);
    throw invalidInput({
      items:
        remaining > 0
          ? { key: 'validation.fewLeft', params: { attr: menu.name, left: remaining } }
          : { key: 'validation.outOfStock', params: { attr: menu.name } },
    });
  }
  return wanted.size > 0;
}
