/**
 * What a business day's orders say, by payment method (docs/business-day.md): the day's
 * instants on the restaurant's clock, its paid orders' totals per method (the money expected),
 * cancelled and unpaid orders apart, and the cash the drawer began with (the cash counted at the
 * restaurant's previous close).
 */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  businessDayBounds,
  businessDayOf,
  PAYMENT_METHODS,
  toCents,
  type Currency,
  type DayRule,
  type MethodCount,
  type PaymentMethod,
} from '../../domain';
import type { Database } from '../db/database';
import { dayCloses, orders, restaurants } from '../db/schema';

export interface MethodExpected {
  method: PaymentMethod;
  /** Paid orders of the method. */
  orders: number;
  paid: number;
  /** What should be there: the paid total, plus the opening cash for CASH. */
  expected: number;
}

export interface Tally {
  orders: number;
  total: number;
}

export interface DaySheet {
  restaurantId: string;
  businessDay: string;
  startsAt: Date;
  endsAt: Date;
  currency: Currency;
  timeZone: string;
  dayCutoff: string;
  /** Today's business day on the restaurant's clock (a later one cannot be closed). */
  today: string;
  openingCash: number;
  methods: MethodExpected[];
  cancelled: Tally;
  unpaid: Tally;
}

const methodOrder = (method: string) => PAYMENT_METHODS.indexOf(method as PaymentMethod);

/** The sheet of `day` for a restaurant (undefined when there is no such restaurant). */
export async function daySheet(
  db: Database,
  restaurantId: string,
  day: string,
  now: Date,
): Promise<DaySheet | undefined> {
  const [restaurant] = await db
    .select({
      currency: restaurants.currency,
      timeZone: restaurants.timeZone,
      dayCutoff: restaurants.dayCutoff,
      paymentMethods: restaurants.paymentMethods,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!restaurant) return undefined;
  const rule: DayRule = { timeZone: restaurant.timeZone, cutoff: restaurant.dayCutoff };
  const { start, end } = businessDayBounds(day, rule);
  const rows = await db
    .select({
      method: orders.paymentMethod,
      status: orders.paymentStatus,
      orders: sql<number>`count(*)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${orders.total}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), gte(orders.createdAt, start), lt(orders.createdAt, end)))
    .groupBy(orders.paymentMethod, orders.paymentStatus);
  const openingCash = await openingCashOf(db, restaurantId, day);
  const tally = (status: string): Tally =>
    rows
      .filter((row) => row.status === status)
      .reduce((sum, row) => ({ orders: sum.orders + row.orders, total: toCents(sum.total + row.total) }), {
        orders: 0,
        total: 0,
      });
  // The methods the restaurant takes, and any other its paid orders of the day were paid by.
  const methods = new Set<string>([
    ...restaurant.paymentMethods.filter((m) => m.active).map((m) => m.method),
    ...rows.filter((row) => row.status === 'PAID').map((row) => row.method),
  ]);
  if (openingCash > 0) methods.add('CASH');
  return {
    restaurantId,
    businessDay: day,
    startsAt: start,
    endsAt: end,
    currency: restaurant.currency as Currency,
    timeZone: rule.timeZone,
    dayCutoff: rule.cutoff,
    today: businessDayOf(now, rule),
    openingCash,
    methods: [...methods]
      .filter((method) => methodOrder(method) >= 0)
      .sort((a, b) => methodOrder(a) - methodOrder(b))
      .map((method) => {
        const paid = rows.find((row) => row.method === method && row.status === 'PAID');
        const total = paid?.total ?? 0;
        return {
          method: method as PaymentMethod,
          orders: paid?.orders ?? 0,
          paid: total,
          expected: toCents(total + (method === 'CASH' ? openingCash : 0)),
        };
      }),
    cancelled: tally('CANCELLED'),
    unpaid: tally('UNPAID'),
  };
}

/**
 * The cash counted at the restaurant's last close before `day` (a closed one: a reopened day is being counted again),
 * or 0.
 */
async function openingCashOf(db: Database, restaurantId: string, day: string): Promise<number> {
  const [previous] = await db
    .select({ counts: dayCloses.counts })
    .from(dayCloses)
    .where(and(eq(dayCloses.restaurantId, restaurantId), lt(dayCloses.businessDay, day), eq(dayCloses.state, 'CLOSED')))
    .orderBy(desc(dayCloses.businessDay))
    .limit(1);
  return previous?.counts.find((count: MethodCount) => count.method === 'CASH')?.counted ?? 0;
}
