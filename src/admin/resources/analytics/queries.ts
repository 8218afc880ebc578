import type { Query } from '@cubejs-client/core';
import { granularityOf, previousPeriod, type Period } from './period';

/** Which restaurants the figures cover: the given ones, or every one the user may see (`null`). */
export type Scope = readonly string[] | null;

type Cube = 'Orders' | 'OrderItems' | 'TableFunnel';

/**
 * Periods are business days (docs/business-day.md): each order counts in its restaurant's business day
 * (a date, read in UTC), and hours and weekdays are its restaurant's own.
 */
const TIMEZONE = 'UTC';

function within(cube: Cube, scope: Scope, period: Period, granularity?: 'day' | 'week'): Query {
  return {
    timeDimensions: [
      {
        dimension: `${cube}.businessDay`,
        dateRange: [period.from, period.to],
        ...(granularity ? { granularity } : {}),
      },
    ],
    filters: scope ? [{ member: `${cube}.restaurantId`, operator: 'equals', values: [...scope] }] : [],
    timezone: TIMEZONE,
  };
}

export const KPI_MEASURES = ['Orders.revenue', 'Orders.count', 'Orders.averageOrderValue', 'Orders.customers'] as const;
export type KpiMeasure = (typeof KPI_MEASURES)[number];

/** The figures added up from hours; customers (distinct names) are asked for apart, from hours of their own. */
export const kpiQuery = (scope: Scope, period: Period): Query => ({
  ...within('Orders', scope, period),
  measures: KPI_MEASURES.filter((measure) => measure !== 'Orders.customers'),
});

export const customersQuery = (scope: Scope, period: Period): Query => ({
  ...within('Orders', scope, period),
  measures: ['Orders.customers'],
});

export const overTimeQuery = (scope: Scope, period: Period): Query => ({
  ...within('Orders', scope, period, granularityOf(period)),
  measures: ['Orders.revenue', 'Orders.count'],
});

export type MixDimension = 'orderType' | 'paymentMethod';

export const mixQuery = (dimension: MixDimension, scope: Scope, period: Period): Query => ({
  ...within('Orders', scope, period),
  measures: ['Orders.count', 'Orders.revenue'],
  dimensions: [`Orders.${dimension}`],
  order: { 'Orders.count': 'desc' },
});

export type TopDimension = 'menuName' | 'categoryName';
export const TOP_SHOWN = 10;

export const topQuery = (dimension: TopDimension, scope: Scope, period: Period): Query => ({
  ...within('OrderItems', scope, period),
  measures: ['OrderItems.revenue', 'OrderItems.quantity'],
  // Two menus of different restaurants may share a name: the id keeps them apart.
  dimensions: dimension === 'menuName' ? ['OrderItems.menuId', 'OrderItems.menuName'] : ['OrderItems.categoryName'],
  order: { 'OrderItems.revenue': 'desc' },
  limit: TOP_SHOWN,
});

export const heatMapQuery = (scope: Scope, period: Period): Query => ({
  ...within('Orders', scope, period),
  measures: ['Orders.count'],
  dimensions: ['Orders.dayOfWeek', 'Orders.hourOfDay'],
});

export const FUNNEL_MEASURES = ['TableFunnel.scans', 'TableFunnel.orders', 'TableFunnel.paidOrders'] as const;
export type FunnelDimension = 'table' | 'hourOfDay';

/** One restaurant's QR scans, orders taken at its tables and those paid, by table or by hour of the day. */
export const funnelQuery = (dimension: FunnelDimension, restaurantId: string, period: Period): Query => ({
  ...within('TableFunnel', [restaurantId], period),
  measures: [...FUNNEL_MEASURES],
  dimensions: [`TableFunnel.${dimension}`],
});

const chartQueries = (scope: Scope, period: Period) =>
  ({
    kpis: kpiQuery(scope, period),
    previousKpis: kpiQuery(scope, previousPeriod(period)),
    customers: customersQuery(scope, period),
    previousCustomers: customersQuery(scope, previousPeriod(period)),
    overTime: overTimeQuery(scope, period),
    orderType: mixQuery('orderType', scope, period),
    paymentMethod: mixQuery('paymentMethod', scope, period),
    menuName: topQuery('menuName', scope, period),
    categoryName: topQuery('categoryName', scope, period),
    heatMap: heatMapQuery(scope, period),
  }) satisfies Record<string, Query>;

type FunnelQueries = Partial<Record<'tableFunnel' | 'hourFunnel', Query>>;
export type DashboardQuery = keyof ReturnType<typeof chartQueries> | keyof FunnelQueries;

/**
 * Every figure of the screen, asked for as one list (one request, its queries answered in parallel
 * by the server): the KPIs and those of the period before, then each chart's, and on a restaurant's
 * screen its table funnel (tables are numbered per restaurant). Only the chart over time has a
 * granularity, as Cube requires of a list.
 */
export function dashboardQueries(
  scope: Scope,
  period: Period,
  restaurantId?: string,
): ReturnType<typeof chartQueries> & FunnelQueries {
  const funnel: FunnelQueries = restaurantId
    ? {
        tableFunnel: funnelQuery('table', restaurantId, period),
        hourFunnel: funnelQuery('hourOfDay', restaurantId, period),
      }
    : {};
  return { ...chartQueries(scope, period), ...funnel };
}
