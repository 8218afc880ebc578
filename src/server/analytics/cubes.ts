/**
 * The analytics cubes and their members (the names are the contract of the analytics screens, and
 * the same as `cube/model/*.yml` for a real Cube deployment). Every member is SQL on the Drizzle
 * tables; values never enter it, only the query's time zone, as a parameter.
 *
 * Days and hours are each restaurant's own (docs/business-day.md): `businessDay` is the business day
 * an order belongs to by its restaurant's zone and cut-off (a date, read in UTC), `hourOfDay` the hour
 * on its restaurant's clock and `dayOfWeek` its business day's weekday, whatever the query's time
 * zone; `createdAt` stays the instant, read in the query's time zone as Cube reads times.
 */
import { sql, type SQL } from 'drizzle-orm';
import { businessDaySql } from '../db/businessDaySql';
import {
  dayCloses,
  menuCategories,
  menus,
  orderItems,
  orders,
  ordersHourly,
  restaurants,
  tableScans,
} from '../db/schema';

export type MemberType = 'number' | 'string' | 'time';

export interface Member {
  title: string;
  type: MemberType;
  /** Cube's aggregation type of a measure (meta only). */
  aggType?: 'count' | 'sum' | 'avg' | 'countDistinct';
  sql(timezone: string): SQL;
  /**
   * A condition on an indexed column that holds every row the member's date range holds (`start` and
   * `end` its instants): so that a range on a computed time still reads only its part of an index.
   */
  within?(start: SQL, end: SQL): SQL;
}

export interface CubeDefinition {
  name: string;
  title: string;
  /** The restaurant each row belongs to: tenancy is a condition on it. */
  restaurantId: SQL;
  measures: Record<string, Member>;
  dimensions: Record<string, Member>;
  /** The FROM clause for the members a query uses (joins only what they need). */
  from(members: ReadonlySet<string>): SQL;
  /** The same cube pre-aggregated by hour, with some of its members (see rollups.ts). */
  rollup?: CubeDefinition;
}

const paid = sql`${orders.paymentStatus} = 'PAID'`;
const column = (title: string, type: MemberType, value: SQL): Member => ({ title, type, sql: () => value });
const localTime = (time: SQL, timezone: string | SQL) => sql`(${time} at time zone ${timezone})`;

/** The members read on the restaurant's clock: a cube's FROM joins its restaurant for them. */
const ON_RESTAURANT_CLOCK = ['businessDay', 'hourOfDay', 'dayOfWeek'];
const needsClock = (members: ReadonlySet<string>) => ON_RESTAURANT_CLOCK.some((name) => members.has(name));
const restaurantDay = (time: SQL) => businessDaySql(time, restaurants.timeZone, restaurants.dayCutoff);
/**
 * A business day starts at most a day and 14 hours from its date's UTC midnight, and the query's zone is at most 14
 * hours from UTC.
 */
const BUSINESS_DAY_REACH = sql`interval '3 days'`;

/**
 * The business day of the row's restaurant, a date: its midnight in UTC, so that a query in UTC (as the
 * screens ask) groups and ranges whole business days whatever the restaurants' zones.
 */
const businessDay = (time: SQL): Member => ({
  title: 'Business day',
  type: 'time',
  sql: () => sql`(${restaurantDay(time)}::timestamp at time zone 'UTC')`,
  within: (start, end) =>
    sql`${time} >= ${start} - ${BUSINESS_DAY_REACH} and ${time} <= ${end} + ${BUSINESS_DAY_REACH}`,
});
const hourOfDay = (time: SQL): Member => ({
  title: 'Hour of day',
  type: 'number',
  sql: () => sql`extract(hour from ${localTime(time, sql`${restaurants.timeZone}`)})::int`,
});
const dayOfWeek = (time: SQL): Member => ({
  title: 'Day of week',
  type: 'number',
  sql: () => sql`extract(isodow from ${restaurantDay(time)})::int`,
});
const withRestaurant = (from: SQL, restaurantId: SQL) =>
  sql`${from} join ${restaurants} on ${restaurants.id} = ${restaurantId}`;

/** Orders' counts and revenue by restaurant and hour (an hour is whole in every zone the rollup serves). */
const ordersByHour: CubeDefinition = {
  name: 'Orders',
  title: 'Orders',
  restaurantId: sql`${ordersHourly.restaurantId}`,
  measures: {
    count: column('Count', 'number', sql`coalesce(sum(${ordersHourly.orders}), 0)`),
    revenue: column('Revenue', 'number', sql`coalesce(sum(${ordersHourly.revenue}), 0)`),
    averageOrderValue: column(
      'Average order value',
      'number',
      sql`sum(${ordersHourly.revenue}) / nullif(sum(${ordersHourly.paidOrders}), 0)`,
    ),
  },
  dimensions: {
    restaurantId: column('Restaurant', 'string', sql`${ordersHourly.restaurantId}::text`),
    createdAt: column('Created at', 'time', sql`${ordersHourly.hour}`),
  },
  // Hours whose orders were all deleted stay, empty: they are no rows of an answer. Without a
  // restaurant to tell apart, the restaurants' hours are added up first: the time zone is then
  // applied to each hour once, not once per restaurant.
  from: (members) =>
    members.has('restaurantId')
      ? sql`(select * from ${ordersHourly} where ${ordersHourly.orders} > 0) as ${ordersHourly}`
      : sql`(select ${ordersHourly.hour}, sum(${ordersHourly.orders}) as orders, sum(${ordersHourly.paidOrders}) as paid_orders, sum(${ordersHourly.revenue}) as revenue
          from ${ordersHourly} where ${ordersHourly.orders} > 0 group by ${ordersHourly.hour}) as ${ordersHourly}`,
};

const ordersCube: CubeDefinition = {
  name: 'Orders',
  title: 'Orders',
  restaurantId: sql`${orders.restaurantId}`,
  measures: {
    count: { ...column('Count', 'number', sql`count(*)`), aggType: 'count' },
    // Money measures count paid orders only: an unpaid or cancelled order is no sale.
    revenue: {
      ...column('Revenue', 'number', sql`coalesce(sum(case when ${paid} then ${orders.total} else 0 end), 0)`),
      aggType: 'sum',
    },
    averageOrderValue: {
      ...column('Average order value', 'number', sql`avg(case when ${paid} then ${orders.total} end)`),
      aggType: 'avg',
    },
    customers: {
      ...column('Customers', 'number', sql`count(distinct ${orders.customerName})`),
      aggType: 'countDistinct',
    },
  },
  dimensions: {
    restaurantId: column('Restaurant', 'string', sql`${orders.restaurantId}::text`),
    status: column('Status', 'string', sql`${orders.status}`),
    paymentStatus: column('Payment status', 'string', sql`${orders.paymentStatus}`),
    orderType: column('Order type', 'string', sql`${orders.orderType}`),
    paymentMethod: column('Payment method', 'string', sql`${orders.paymentMethod}`),
    table: column('Table', 'string', sql`${orders.table}`),
    hourOfDay: hourOfDay(sql`${orders.createdAt}`),
    dayOfWeek: dayOfWeek(sql`${orders.createdAt}`),
    businessDay: businessDay(sql`${orders.createdAt}`),
    createdAt: column('Created at', 'time', sql`${orders.createdAt}`),
  },
  from: (members) =>
    needsClock(members) ? withRestaurant(sql`${orders}`, sql`${orders.restaurantId}`) : sql`${orders}`,
  rollup: ordersByHour,
};

const orderItemsCube: CubeDefinition = {
  name: 'OrderItems',
  title: 'Order items',
  restaurantId: sql`${orders.restaurantId}`,
  measures: {
    quantity: { ...column('Quantity', 'number', sql`coalesce(sum(${orderItems.quantity}), 0)`), aggType: 'sum' },
    revenue: {
      ...column('Revenue', 'number', sql`coalesce(sum(case when ${paid} then ${orderItems.lineTotal} else 0 end), 0)`),
      aggType: 'sum',
    },
  },
  dimensions: {
    menuId: column('Menu', 'string', sql`${orderItems.menuId}::text`),
    // The name when ordered: it stays when the menu is renamed or deleted.
    menuName: column('Menu name', 'string', sql`${orderItems.name}`),
    categoryName: column('Category', 'string', sql`${menuCategories.name}`),
    restaurantId: column('Restaurant', 'string', sql`${orders.restaurantId}::text`),
    businessDay: businessDay(sql`${orders.createdAt}`),
    createdAt: column('Created at', 'time', sql`${orders.createdAt}`),
  },
  from: (members) => {
    const items = members.has('categoryName')
      ? sql`${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
          left join ${menus} on ${menus.id} = ${orderItems.menuId}
          left join ${menuCategories} on ${menuCategories.id} = ${menus.categoryId}`
      : sql`${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}`;
    return needsClock(members) ? withRestaurant(items, sql`${orders.restaurantId}`) : items;
  },
};

/** One row per QR scan and per order taken at a table: the table funnel of a restaurant. */
const funnel = sql.identifier('table_funnel');
const funnelColumn = (name: string) => sql`${funnel}.${sql.identifier(name)}`;

const tableFunnelCube: CubeDefinition = {
  name: 'TableFunnel',
  title: 'Table funnel',
  restaurantId: funnelColumn('restaurant_id'),
  measures: {
    scans: { ...column('Scans', 'number', sql`coalesce(sum(${funnelColumn('scans')}), 0)`), aggType: 'sum' },
    orders: { ...column('Orders', 'number', sql`coalesce(sum(${funnelColumn('orders')}), 0)`), aggType: 'sum' },
    paidOrders: {
      ...column('Paid orders', 'number', sql`coalesce(sum(${funnelColumn('paid_orders')}), 0)`),
      aggType: 'sum',
    },
  },
  dimensions: {
    restaurantId: column('Restaurant', 'string', sql`${funnelColumn('restaurant_id')}::text`),
    table: column('Table', 'string', funnelColumn('table')),
    hourOfDay: hourOfDay(funnelColumn('created_at')),
    dayOfWeek: dayOfWeek(funnelColumn('created_at')),
    businessDay: businessDay(funnelColumn('created_at')),
    createdAt: column('Created at', 'time', funnelColumn('created_at')),
  },
  // The restaurant and time conditions reach into both branches (PostgreSQL pushes them into a UNION ALL):
  // each reads its own index on restaurant and time.
  from: (members) => {
    const rows = sql`(select ${tableScans.restaurantId} as restaurant_id, ${tableScans.tableNumber}::text as "table", ${tableScans.scannedAt} as created_at,
      1 as scans, 0 as orders, 0 as paid_orders from ${tableScans}
    union all
    select ${orders.restaurantId}, ${orders.table}, ${orders.createdAt}, 0, 1, case when ${paid} then 1 else 0 end
      from ${orders} where ${orders.table} is not null) as ${funnel}`;
    return needsClock(members) ? withRestaurant(rows, funnelColumn('restaurant_id')) : rows;
  },
};

/** Each day close's count of one payment method (the close's `counts`, one row per method). */
const count = sql.identifier('day_close_count');
const countColumn = (name: string) => sql`${count}.${sql.identifier(name)}`;

/**
 * Day closes (docs/business-day.md) by payment method: what was expected, counted and their difference,
 * over days and restaurants. `businessDay` is the close's own (its restaurant's, as it was closed).
 */
const dayClosesCube: CubeDefinition = {
  name: 'DayCloses',
  title: 'Day closes',
  restaurantId: sql`${dayCloses.restaurantId}`,
  measures: {
    expected: { ...column('Expected', 'number', sql`coalesce(sum(${countColumn('expected')}), 0)`), aggType: 'sum' },
    counted: { ...column('Counted', 'number', sql`coalesce(sum(${countColumn('counted')}), 0)`), aggType: 'sum' },
    difference: {
      ...column('Difference', 'number', sql`coalesce(sum(${countColumn('difference')}), 0)`),
      aggType: 'sum',
    },
    days: { ...column('Days', 'number', sql`count(distinct ${dayCloses.id})`), aggType: 'countDistinct' },
  },
  dimensions: {
    restaurantId: column('Restaurant', 'string', sql`${dayCloses.restaurantId}::text`),
    paymentMethod: column('Payment method', 'string', countColumn('method')),
    state: column('State', 'string', sql`${dayCloses.state}`),
    businessDay: {
      title: 'Business day',
      type: 'time',
      sql: () => sql`(${dayCloses.businessDay}::timestamp at time zone 'UTC')`,
    },
  },
  from: () =>
    sql`${dayCloses} cross join lateral jsonb_to_recordset(${dayCloses.counts}) as ${count}(method text, expected numeric, counted numeric, difference numeric)`,
};

export const CUBES: readonly CubeDefinition[] = [ordersCube, orderItemsCube, tableFunnelCube, dayClosesCube];

export const GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];
