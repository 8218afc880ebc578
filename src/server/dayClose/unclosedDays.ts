/**
 * The days a restaurant took paid orders but has not closed: over the last `days` business days
 * before each restaurant's today, on its own clock, for the restaurants the viewer reaches (a super admin:
 * the platform's). A reopened day is not closed.
 */
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { UnclosedDay } from '../../domain';
import { rowsOf } from '../db/database';
import { businessDaySql } from '../db/businessDaySql';
import { dayCloses, orders, restaurants } from '../db/schema';
import { invalidInput } from '../graphql/appError';
import type { GuardedContext } from '../graphql/operation';

export const UNCLOSED_DAYS = { default: 7, max: 31, rows: 500 } as const;

export async function unclosedDays(context: GuardedContext, asked: unknown): Promise<UnclosedDay[]> {
  const days = asked ?? UNCLOSED_DAYS.default;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > UNCLOSED_DAYS.max)
    throw invalidInput({
      days: { key: 'validation.outOfRange', params: { attr: 'Days', min: 1, max: UNCLOSED_DAYS.max } },
    });
  const now = context.now();
  const reach = context.reach === 'all' ? undefined : inArray(orders.restaurantId, context.reach.restaurantIds);
  const day = businessDaySql(sql`${orders.createdAt}`, restaurants.timeZone, restaurants.dayCutoff);
  const today = businessDaySql(sql`${now.toISOString()}::timestamptz`, restaurants.timeZone, restaurants.dayCutoff);
  // A business day is at most a day and 14 hours from its date: two days more of orders hold every day asked.
  const since = new Date(now.getTime() - (days + 2) * 86_400_000);
  const rows = await context.db.execute(sql`
    select o.restaurant_id as "restaurantId", r.name as "restaurantName", r.currency, o.business_day::text as "businessDay", o.paid_orders::int as "paidOrders", o.paid::float8 as paid
    from (select ${orders.restaurantId} as restaurant_id, ${day} as business_day, count(*) as paid_orders, sum(${orders.total}) as paid, min(${today}) as today
          from ${orders} join ${restaurants} on ${restaurants.id} = ${orders.restaurantId}
          where ${and(gte(orders.createdAt, since), lt(orders.createdAt, now), sql`${orders.paymentStatus} = 'PAID'`, reach)}
          group by 1, 2) o
    join ${restaurants} r on r.id = o.restaurant_id
    where o.business_day < o.today and o.business_day >= o.today - ${days}::int
      and not exists (select 1 from ${dayCloses} where ${dayCloses.restaurantId} = o.restaurant_id and ${dayCloses.businessDay} = o.business_day and ${dayCloses.state} = 'CLOSED')
    order by o.business_day desc, r.name, o.restaurant_id
    limit ${UNCLOSED_DAYS.rows}`);
  return rowsOf<UnclosedDay>(rows);
}
