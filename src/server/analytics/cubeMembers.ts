/**
 * What the analytics cubes are made of (src/server/analytics/cubes.ts and rollupCubes.ts): members, the restaurant's
 * clock, and the table funnel's rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import { businessDaySql } from '../db/businessDaySql';
import { menuCategories, menus, orders, restaurants, tableScans } from '../db/schema';

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
  /**
   * The same cube pre-aggregated by day or hour, each with some of its members (rollupCubes.ts): the first that holds
   * a query's members answers it (rollups.ts).
   */
  rollups?: readonly CubeDefinition[];
}

export const paid = sql`${orders.paymentStatus} = 'PAID'`;
export const column = (title: string, type: MemberType, value: SQL): Member => ({ title, type, sql: () => value });
export const localTime = (time: SQL, timezone: string | SQL) => sql`(${time} at time zone ${timezone})`;

/** The members read on the restaurant's clock: a cube's FROM joins its restaurant for them. */
const ON_RESTAURANT_CLOCK = ['businessDay', 'hourOfDay', 'dayOfWeek'];
export const needsClock = (members: ReadonlySet<string>) => ON_RESTAURANT_CLOCK.some((name) => members.has(name));
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
export const businessDay = (time: SQL): Member => ({
  title: 'Business day',
  type: 'time',
  sql: () => sql`(${restaurantDay(time)}::timestamp at time zone 'UTC')`,
  within: (start, end) =>
    sql`${time} >= ${start} - ${BUSINESS_DAY_REACH} and ${time} <= ${end} + ${BUSINESS_DAY_REACH}`,
});
export const hourOfDay = (time: SQL): Member => ({
  title: 'Hour of day',
  type: 'number',
  sql: () => sql`extract(hour from ${localTime(time, sql`${restaurants.timeZone}`)})::int`,
});
export const dayOfWeek = (time: SQL): Member => ({
  title: 'Day of week',
  type: 'number',
  sql: () => sql`extract(isodow from ${restaurantDay(time)})::int`,
});
export const withRestaurant = (from: SQL, restaurantId: SQL) =>
  sql`${from} join ${restaurants} on ${restaurants.id} = ${restaurantId}`;
/** Rows joined to their menu and its category, when they still exist (an item keeps its name without them). */
export const withMenuAndCategory = (from: SQL, menuId: SQL) =>
  sql`${from} left join ${menus} on ${menus.id} = ${menuId}
    left join ${menuCategories} on ${menuCategories.id} = ${menus.categoryId}`;

/**
 * A restaurant whose clock and day cut-off fall on whole hours (as Jakarta, Singapore or Sydney, and a cut-off such
 * as 04:00): each UTC hour of its orders lies in one business day and one hour of its clock (docs/analytics.md,
 * "Rollups").
 */
const onTheHour = sql`(${restaurants.dayCutoff} like '%:00'
  and extract(minute from now() at time zone ${restaurants.timeZone}) = extract(minute from now() at time zone 'UTC'))`;
const restaurantsWhere = (condition: SQL) => sql`(select ${restaurants.id} from ${restaurants} where ${condition})`;

/**
 * A rollup's rows for members on the restaurants' clocks: its hours of the restaurants on whole hours, and for the
 * others (a zone half an hour off, a cut-off at 04:30) their own rows, each at its instant: the same answer either way.
 */
export const byClock = (hours: SQL, hoursRestaurant: SQL, own: SQL, ownRestaurant: SQL, alias: SQL) =>
  sql`(${hours} and ${hoursRestaurant} in ${restaurantsWhere(onTheHour)}
    union all ${own} and ${ownRestaurant} in ${restaurantsWhere(sql`not ${onTheHour}`)}) as ${alias}`;

/** The members computed on an hour, as on an order's instant (an hour is whole in every zone the rollup serves). */
export const clockMembers = (time: SQL) => ({
  hourOfDay: hourOfDay(time),
  dayOfWeek: dayOfWeek(time),
  businessDay: businessDay(time),
});

/** One row per QR scan and per order taken at a table: the table funnel of a restaurant. */
export const funnel = sql.identifier('table_funnel');
export const funnelColumn = (name: string) => sql`${funnel}.${sql.identifier(name)}`;
export const funnelRows = sql`select ${tableScans.restaurantId} as restaurant_id, ${tableScans.tableNumber}::text as "table", ${tableScans.scannedAt} as created_at,
      1 as scans, 0 as orders, 0 as paid_orders from ${tableScans}
    union all
    select ${orders.restaurantId}, ${orders.table}, ${orders.createdAt}, 0, 1, case when ${paid} then 1 else 0 end
      from ${orders} where ${orders.table} is not null`;
export const funnelMeasures = (scans: SQL, ordersAt: SQL, paidOrders: SQL) => ({
  scans: { ...column('Scans', 'number', sql`coalesce(sum(${scans}), 0)`), aggType: 'sum' as const },
  orders: { ...column('Orders', 'number', sql`coalesce(sum(${ordersAt}), 0)`), aggType: 'sum' as const },
  paidOrders: { ...column('Paid orders', 'number', sql`coalesce(sum(${paidOrders}), 0)`), aggType: 'sum' as const },
});
