/**
 * A list's total told by its own page. The admin asks every list page together with its count,
 * in one request and with one filter (`items: allMenus(…)`, `total: _allMenusMeta(…)`). When the
 * page holds fewer rows than it may (most lists of one restaurant fit in one page), those are the
 * last of the list: the total is the page's offset plus its rows, and needs no count query. Kept
 * per request (the guard makes one each), by resource and filter.
 */
import type { Row } from '../row';

const keyOf = (type: string, filter: unknown) => `${type} ${JSON.stringify(filter ?? {})}`;

export class PageTotals {
  readonly #totals = new Map<string, Promise<number | undefined>>();

  /**
   * A page of the list of `filter` being read: its rows will tell the total unless it is full (or empty past the
   * start).
   */
  reading(
    type: string,
    filter: unknown,
    { limit, offset }: { limit: number; offset: number },
    rows: Promise<Row[]>,
  ): void {
    const total = rows.then(
      ({ length }) => (length < limit && (length > 0 || offset === 0) ? offset + length : undefined),
      () => undefined,
    );
    this.#totals.set(keyOf(type, filter), total);
  }

  /** The total of the list of `filter`, when a page read in this request tells it. */
  async known(type: string, filter: unknown): Promise<number | undefined> {
    return this.#totals.get(keyOf(type, filter));
  }
}
