/**
 * The rollups of the cubes (docs/analytics.md, "Rollups"): the same members as the cubes of cubes.ts, read from tables
 * that triggers keep; rollups.ts tells which answers a query.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  menuCategories,
  menus,
  orderItemsDaily,
  orders,
  ordersCustomersDaily,
  ordersDaily,
  ordersHourly,
  tableFunnelHourly,
} from '../db/schema';
import {
  byClock,
  clockMembers,
  column,
  funnelMeasures,
  funnelRows,
  needsClock,
  paid,
  withMenuAndCategory,
  withRestaurant,
  type CubeDefinition,
  type Member,
} from './cubeMembers';

/** A rollup's orders, paid orders and their revenue, added up as the orders' count, revenue and average. */
const summedOrders = (rollup: typeof ordersHourly | typeof ordersDaily): Record<string, Member> => ({
  count: column('Count', 'number', sql`coalesce(sum(${rollup.orders}), 0)`),
  revenue: column('Revenue', 'number', sql`coalesce(sum(${rollup.revenue}), 0)`),
  averageOrderValue: column(
    'Average order value',
    'number',
    sql`sum(${rollup.revenue}) / nullif(sum(${rollup.paidOrders}), 0)`,
  ),
});

/** Orders' counts and revenue by restaurant and hour (migration 0009). */
export const ordersByHour: CubeDefinition = {
  name: 'Orders',
  title: 'Orders',
  restaurantId: sql`${ordersHourly.restaurantId}`,
  measures: summedOrders(ordersHourly),
  dimensions: {
    restaurantId: column('Restaurant', 'string', sql`${ordersHourly.restaurantId}::text`),
    ...clockMembers(sql`${ordersHourly.hour}`),
    createdAt: column('Created at', 'time', sql`${ordersHourly.hour}`),
  },
  // Hours whose orders were all deleted stay, empty: they are no rows of an answer. Without a
  // restaurant or its clock to tell apart, the restaurants' hours are added up first: the time zone
  // is then applied to each hour once, not once per restaurant.
  from: (members) => {
    if (needsClock(members)) {
      const hours = sql`select ${ordersHourly.restaurantId}, ${ordersHourly.hour}, ${ordersHourly.orders}, ${ordersHourly.paidOrders},
        ${ordersHourly.revenue} from ${ordersHourly} where ${ordersHourly.orders} > 0`;
      const own = sql`select ${orders.restaurantId}, ${orders.createdAt}, 1, case when ${paid} then 1 else 0 end,
        case when ${paid} then ${orders.total} else 0 end from ${orders} where true`;
      const rows = byClock(
        hours,
        sql`${ordersHourly.restaurantId}`,
        own,
        sql`${orders.restaurantId}`,
        sql`${ordersHourly}`,
      );
      return withRestaurant(rows, sql`${ordersHourly.restaurantId}`);
    }
    return members.has('restaurantId')
      ? sql`(select * from ${ordersHourly} where ${ordersHourly.orders} > 0) as ${ordersHourly}`
      : sql`(select ${ordersHourly.hour}, sum(${ordersHourly.orders}) as orders, sum(${ordersHourly.paidOrders}) as paid_orders,
          sum(${ordersHourly.revenue}) as revenue from ${ordersHourly} where ${ordersHourly.orders} > 0 group by 1) as ${ordersHourly}`;
  },
};

/**
 * A day of a business-day rollup (migration 0024) as the cubes' `businessDay` (its midnight in UTC); a range of them
 * reads the rollup's key.
 */
const dayOf = (day: SQL): Member => ({
  title: 'Business day',
  type: 'time',
  sql: () => sql`(${day}::timestamp at time zone 'UTC')`,
  within: (start, end) =>
    sql`${day} >= (${start} at time zone 'UTC')::date - 1 and ${day} <= (${end} at time zone 'UTC')::date + 1`,
});

/** Orders' counts and revenue by restaurant, business day, order type and payment method. */
export const ordersByDay: CubeDefinition = {
  name: 'Orders',
  title: 'Orders',
  restaurantId: sql`${ordersDaily.restaurantId}`,
  measures: summedOrders(ordersDaily),
  dimensions: {
    restaurantId: column('Restaurant', 'string', sql`${ordersDaily.restaurantId}::text`),
    orderType: column('Order type', 'string', sql`${ordersDaily.orderType}`),
    paymentMethod: column('Payment method', 'string', sql`${ordersDaily.paymentMethod}`),
    businessDay: dayOf(sql`${ordersDaily.businessDay}`),
  },
  from: () => sql`(select * from ${ordersDaily} where ${ordersDaily.orders} > 0) as ${ordersDaily}`,
};

/** Orders by restaurant, business day and customer name: the customers of a period are its distinct names. */
export const customersByDay: CubeDefinition = {
  name: 'Orders',
  title: 'Orders',
  restaurantId: sql`${ordersCustomersDaily.restaurantId}`,
  measures: {
    customers: column('Customers', 'number', sql`count(distinct nullif(${ordersCustomersDaily.customerName}, ''))`),
  },
  dimensions: {
    restaurantId: column('Restaurant', 'string', sql`${ordersCustomersDaily.restaurantId}::text`),
    businessDay: dayOf(sql`${ordersCustomersDaily.businessDay}`),
  },
  from: () =>
    sql`(select * from ${ordersCustomersDaily} where ${ordersCustomersDaily.orders} > 0) as ${ordersCustomersDaily}`,
};

/** Items' quantities and revenue by restaurant, business day, menu and name. */
export const itemsByDay: CubeDefinition = {
  name: 'OrderItems',
  title: 'Order items',
  restaurantId: sql`${orderItemsDaily.restaurantId}`,
  measures: {
    quantity: column('Quantity', 'number', sql`coalesce(sum(${orderItemsDaily.quantity}), 0)`),
    revenue: column('Revenue', 'number', sql`coalesce(sum(${orderItemsDaily.revenue}), 0)`),
  },
  dimensions: {
    // A deleted menu's id stays in the days; its items are of no menu, as in order_items.
    menuId: column('Menu', 'string', sql`${menus.id}::text`),
    menuName: column('Menu name', 'string', sql`${orderItemsDaily.name}`),
    categoryName: column('Category', 'string', sql`${menuCategories.name}`),
    restaurantId: column('Restaurant', 'string', sql`${orderItemsDaily.restaurantId}::text`),
    businessDay: dayOf(sql`${orderItemsDaily.businessDay}`),
  },
  from: (members) => {
    const days = sql`(select * from ${orderItemsDaily} where ${orderItemsDaily.quantity} > 0) as ${orderItemsDaily}`;
    return members.has('menuId') || members.has('categoryName')
      ? withMenuAndCategory(days, sql`${orderItemsDaily.menuId}`)
      : days;
  },
};

/** The table funnel by restaurant, hour and table (migration 0024). */
export const funnelByHour: CubeDefinition = {
  name: 'TableFunnel',
  title: 'Table funnel',
  restaurantId: sql`${tableFunnelHourly.restaurantId}`,
  measures: funnelMeasures(
    sql`${tableFunnelHourly.scans}`,
    sql`${tableFunnelHourly.orders}`,
    sql`${tableFunnelHourly.paidOrders}`,
  ),
  dimensions: {
    restaurantId: column('Restaurant', 'string', sql`${tableFunnelHourly.restaurantId}::text`),
    table: column('Table', 'string', sql`${tableFunnelHourly.table}`),
    ...clockMembers(sql`${tableFunnelHourly.hour}`),
    createdAt: column('Created at', 'time', sql`${tableFunnelHourly.hour}`),
  },
  from: (members) => {
    const hours = sql`select ${tableFunnelHourly.restaurantId}, ${tableFunnelHourly.hour}, ${tableFunnelHourly.table},
      ${tableFunnelHourly.scans}, ${tableFunnelHourly.orders}, ${tableFunnelHourly.paidOrders} from ${tableFunnelHourly}
      where (${tableFunnelHourly.scans}, ${tableFunnelHourly.orders}, ${tableFunnelHourly.paidOrders}) <> (0, 0, 0)`;
    if (!needsClock(members)) return sql`(${hours}) as ${tableFunnelHourly}`;
    const own = sql`select restaurant_id, created_at, "table", scans, orders, paid_orders from (${funnelRows}) as own where true`;
    const rows = byClock(
      hours,
      sql`${tableFunnelHourly.restaurantId}`,
      own,
      sql`own.restaurant_id`,
      sql`${tableFunnelHourly}`,
    );
    return withRestaurant(rows, sql`${tableFunnelHourly.restaurantId}`);
  },
};
