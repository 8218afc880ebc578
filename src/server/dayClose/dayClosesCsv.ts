/**
 * `GET /exports/day_closes.csv?filter={json}`: a restaurant's day closes as CSV (exports/csvExport.ts), for a
 * viewer holding `day_close:list` (an ADMIN its own restaurants'), one line per day and payment method,
 * newest day first; `dayFrom` and `dayUntil` (inclusive, business days) give a day or a month. Amounts as
 * numbers, instants ISO in UTC, free text guarded against spreadsheet formulas.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DAY_CLOSES_EXPORT_PATH } from '../../domain';
import { dayCloses, restaurants } from '../db/schema';
import type { CsvExportKind } from '../exports/csvExport';
import { ISO, keysetChunks, olderThan, TEXT } from '../exports/csvPages';
import type { JsonError } from '../http/jsonError';
import dayClosesResource from '../graphql/resources/dayCloses';

export const DAY_CLOSES_CSV_HEADERS = [
  'business_day',
  'restaurant',
  'state',
  'payment_method',
  'expected',
  'counted',
  'difference',
  'note',
  'opening_cash',
  'closed_by',
  'closed_at',
  'reopened_by',
  'reopened_at',
  'reopen_reason',
  'id',
];

/** Closes per page: a month is one page. */
const PAGE = 400;
const NEWEST_FIRST = sql.raw('day_closes.business_day desc, day_closes.id desc');
const after = (condition: SQL | undefined, id: string | undefined) =>
  sql`${condition ?? sql`true`} and ${olderThan(dayCloses.businessDay, dayCloses.id, id)}`;

const noRestaurant: JsonError = {
  status: 400,
  code: 'BAD_USER_INPUT',
  ref: { key: 'errors.checkInputs' },
  extensions: { fieldErrors: { restaurantId: 'validation.required' } },
};

export const DAY_CLOSES_EXPORT: CsvExportKind = {
  path: DAY_CLOSES_EXPORT_PATH,
  resource: dayClosesResource,
  refuse: (filter) => (typeof filter.restaurantId === 'string' ? undefined : noRestaurant),
  file: () => ({
    name: 'day-closes.csv',
    headers: DAY_CLOSES_CSV_HEADERS,
    chunks: (database, condition) =>
      keysetChunks(database, {
        // A page of closes, each its counts in their order (a json array), each line ending with the close's id, where
        // the next page starts.
        page: (
          id,
        ) => sql`select day_closes.business_day, ${sql.raw(TEXT('r.name'))}, day_closes.state, c.value->>'method', (c.value->>'expected')::numeric(14, 2),
            (c.value->>'counted')::numeric(14, 2), (c.value->>'difference')::numeric(14, 2), ${sql.raw(TEXT(`(c.value->>'note')`))}, day_closes.opening_cash,
            ${sql.raw(TEXT('day_closes.closed_by_email'))}, ${sql.raw(ISO('day_closes.closed_at'))}, ${sql.raw(TEXT('day_closes.reopened_by_email'))},
            ${sql.raw(ISO('day_closes.reopened_at'))}, ${sql.raw(TEXT('day_closes.reopen_reason'))}, day_closes.id
          from (select * from ${dayCloses} where ${after(condition, id)} order by ${NEWEST_FIRST} limit ${sql.raw(String(PAGE))}) day_closes
            join ${restaurants} r on r.id = day_closes.restaurant_id
            cross join lateral jsonb_array_elements(day_closes.counts) with ordinality as c(value, position)
          order by ${NEWEST_FIRST}, c.position`,
        lastOfFullPage: (id) =>
          sql`select id from ${dayCloses} where ${after(condition, id)} order by ${NEWEST_FIRST} offset ${PAGE - 1} limit 1`,
      }),
  }),
};
