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
import { sql } from 'drizzle-orm';
import { dayCloses, menuCategories, orderItems, orders } from '../db/schema';
import {
  businessDay,
  column,
  dayOfWeek,
  funnel,
  funnelColumn,
  funnelMeasures,
  funnelRows,
  hourOfDay,
  needsClock,
  paid,
  withMenuAndCategory,
  withRestaurant,
  type CubeDefinition,
} from './cubeMembers';
import { customersByDay, funnelByHour, itemsByDay, ordersByDay, ordersByHour } from './rollupCubes';

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
  rollups: [ordersByDay, customersByDay, ordersByHour],
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
  rollups: [itemsByDay],
  from: (members) => {
    const ordered = sql`${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}`;
    const items = members.has('categoryName') ? withMenuAndCategory(ordered, sql`${orderItems.menuId}`) : ordered;
    return needsClock(members) ? withRestaurant(items, sql`${orders.restaurantId}`) : items;
  },
};

const tableFunnelCube: CubeDefinition = {
  name: 'TableFunnel',
  title: 'Table funnel',
  restaurantId: funnelColumn('restaurant_id'),
  measures: funnelMeasures(funnelColumn('scans'), funnelColumn('orders'), funnelColumn('paid_orders')),
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
    const rows = sql`(${funnelRows}) as ${funnel}`;
    return needsClock(members) ? withRestaurant(rows, funnelColumn('restaurant_id')) : rows;
  },
  rollups: [funnelByHour],
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
