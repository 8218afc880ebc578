/** The order history's figures: a filtered page with its total, the busiest restaurant's first page and page 400. */
import type { RunningApp } from '../../support/app';
import { graphql } from '../../support/graphql';
import { percentile, timed } from '../figures';
import { BUSIEST, DAY } from './restaurants';
import { figure, timings, type Figure } from './figure';

const PAGE = 'allOrders(page: $page, perPage: 25, filter: $filter) { id number total status createdAt }';
const QUERY = `query ($filter: OrderFilter, $page: Int) { ${PAGE} _allOrdersMeta(page: $page, perPage: 25, filter: $filter) { count } }`;

export async function historyFigures(app: RunningApp, token: string, targetMs: number): Promise<Figure[]> {
  const ask = (filter: object, page: number) => () => graphql(app.url, QUERY, { filter, page }, token);
  const filter = {
    restaurantId: BUSIEST,
    status: 'DONE',
    createdFrom: new Date(Date.now() - 30 * DAY).toISOString(),
    createdBefore: new Date().toISOString(),
  };
  const filtered = timings(
    'filtered page + total (restaurant, 30 days, status)',
    await timed(100, ask(filter, 0)),
    targetMs,
  );
  const first = await timed(100, ask({ restaurantId: BUSIEST }, 0));
  const deep = await timed(100, ask({ restaurantId: BUSIEST }, 399));
  const ratio = percentile(deep, 50) / percentile(first, 50);
  return [
    filtered,
    timings('busiest restaurant, page 1 + total', first, targetMs),
    timings('busiest restaurant, page 400 + total', deep, targetMs),
    figure('page 400 / page 1 (p50)', ratio.toFixed(2), { text: '≤ 1.25', met: ratio <= 1.25 }),
  ];
}
