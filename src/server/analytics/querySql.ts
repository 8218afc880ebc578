/**
 * One checked Cube query as one SQL statement on Drizzle's `sql`: every value a parameter, every
 * identifier from the cube definitions. The viewer's reach is ANDed into the WHERE whatever the
 * query's own filters say. Columns are grouped and ordered by position (as Cube does), so the time
 * zone parameter may appear in several of them.
 */
import { and, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Reach } from '../graphql/crud/access';
import type { CubeDefinition, Member } from './cubeMembers';
import type { CubeQuery, Filter, TimeDimension } from './cubeQuery';
import { QueryError } from './queryError';

/**
 * A column of the answer: the key Cube names it by, its SQL, and whether it is a local time (formatted once grouped).
 */
export interface AnswerColumn {
  key: string;
  expression: SQL;
  grouped: boolean;
  time?: boolean;
}

const LOCAL_TIME_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.MS';

const memberOf = (cube: CubeDefinition, name: string): Member => {
  const key = name.split('.')[1];
  return cube.measures[key] ?? cube.dimensions[key];
};
const isMeasure = (cube: CubeDefinition, name: string) => Object.hasOwn(cube.measures, name.split('.')[1]);

const localTime = (expression: SQL, timezone: string) => sql`(${expression} at time zone ${timezone})`;

/** The answer's columns: dimensions, then time dimensions by granularity, then measures (Cube's order). */
export function answerColumns(cube: CubeDefinition, query: CubeQuery): AnswerColumn[] {
  const expression = (name: string) => memberOf(cube, name).sql(query.timezone);
  return [
    ...query.dimensions.map((key) => {
      const member = memberOf(cube, key);
      const time = member.type === 'time';
      return {
        key,
        grouped: true,
        time,
        expression: time ? localTime(expression(key), query.timezone) : expression(key),
      };
    }),
    ...query.timeDimensions
      .filter((td): td is TimeDimension & { granularity: string } => td.granularity !== undefined)
      .map((td) => ({
        key: `${td.dimension}.${td.granularity}`,
        grouped: true,
        time: true,
        expression: sql`date_trunc(${td.granularity}, ${localTime(expression(td.dimension), query.timezone)})`,
      })),
    ...query.measures.map((key) => ({ key, grouped: false, expression: expression(key) })),
  ];
}

/** An id as `restaurant_id::text` writes it (lower case): only such a value can equal a restaurant's. */
const RESTAURANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function condition(cube: CubeDefinition, query: CubeQuery, filter: Filter): SQL {
  if ('or' in filter) return or(...filter.or.map((f) => condition(cube, query, f))) as SQL;
  if ('and' in filter) return and(...filter.and.map((f) => condition(cube, query, f))) as SQL;
  // Restaurants asked for by id are compared as ids, not as text: the indexes on restaurant and time serve them.
  if (filter.operator === 'equals' && filter.member.split('.')[1] === 'restaurantId') {
    const ids = (filter.values ?? []).filter((value) => RESTAURANT_ID.test(value));
    return ids.length > 0 ? inArray(cube.restaurantId, ids) : sql`false`;
  }
  const member = memberOf(cube, filter.member);
  const expression = member.sql(query.timezone);
  const values = (filter.values ?? []).map((v) => (member.type === 'number' ? sql`${v}::numeric` : sql`${v}`));
  const list = sql.join(values, sql`, `);
  switch (filter.operator) {
    case 'equals':
      return sql`${expression} in (${list})`;
    // Cube's notEquals keeps the rows without a value.
    case 'notEquals':
      return sql`(${expression} not in (${list}) or ${expression} is null)`;
    case 'gt':
      return sql`${expression} > ${values[0]}`;
    case 'gte':
      return sql`${expression} >= ${values[0]}`;
    case 'lt':
      return sql`${expression} < ${values[0]}`;
    case 'lte':
      return sql`${expression} <= ${values[0]}`;
    case 'set':
      return isNotNull(expression);
    case 'notSet':
      return isNull(expression);
  }
}

/** Every member of a filter is a measure (HAVING) or none is (WHERE); a mix cannot be placed. */
export function filterMembers(filter: Filter): string[] {
  return 'or' in filter
    ? filter.or.flatMap(filterMembers)
    : 'and' in filter
      ? filter.and.flatMap(filterMembers)
      : [filter.member];
}

function placeFilters(cube: CubeDefinition, query: CubeQuery): { where: SQL[]; having: SQL[] } {
  const where: SQL[] = [];
  const having: SQL[] = [];
  for (const filter of query.filters) {
    const kinds = new Set(filterMembers(filter).map((name) => isMeasure(cube, name)));
    if (kinds.size > 1) throw new QueryError('analyticsMixedFilter');
    (kinds.has(true) ? having : where).push(condition(cube, query, filter));
  }
  return { where, having };
}

function dateRangeConditions(cube: CubeDefinition, query: CubeQuery): SQL[] {
  return query.timeDimensions
    .filter((td) => td.dateRange)
    .map((td) => {
      const [start, end] = td.dateRange as [string, string];
      const member = memberOf(cube, td.dimension);
      const column = member.sql(query.timezone);
      const at = (local: string) => sql`(${local}::timestamp at time zone ${query.timezone})`;
      const range = sql`${column} >= ${at(start)} and ${column} <= ${at(end)}`;
      return member.within ? sql`${member.within(at(start), at(end))} and ${range}` : range;
    });
}

/**
 * The position of each ordered column; without an order, Cube's default (first time, else first measure descending,
 * else first dimension).
 * Then every grouped column not yet in it, ascending: the grouped columns are unique per row, so rows tied on the order
 * asked
 * for always come in one order, and a page (limit, offset) never shows a row another page shows too.
 */
function orderBy(columns: AnswerColumn[], query: CubeQuery): SQL | undefined {
  const position = (id: string) => {
    // "Orders.createdAt" orders by its (first) granularity's column.
    const index = columns.findIndex((c) => c.key === id || c.key.startsWith(`${id}.`));
    if (index < 0) throw new QueryError('analyticsBadOrder', { member: id });
    return index + 1;
  };
  const time = columns.findIndex((c) => c.grouped && c.key.split('.').length === 3);
  const measure = columns.findIndex((c) => !c.grouped);
  const order =
    query.order.length > 0
      ? query.order.map((o) => ({ at: position(o.id), desc: o.desc }))
      : time >= 0
        ? [{ at: time + 1, desc: false }]
        : measure >= 0
          ? [{ at: measure + 1, desc: true }]
          : columns.length > 0
            ? [{ at: 1, desc: false }]
            : [];
  const ordered = new Set(order.map((o) => o.at));
  const ties =
    order.length > 0
      ? columns.flatMap((c, i) => (c.grouped && !ordered.has(i + 1) ? [{ at: i + 1, desc: false }] : []))
      : [];
  return order.length > 0
    ? sql.join(
        [...order, ...ties].map((o) => sql.raw(`${o.at} ${o.desc ? 'desc' : 'asc'}`)),
        sql`, `,
      )
    : undefined;
}

/**
 * The statement: the grouped rows (grouped, filtered, ordered and limited by position), then their
 * local times formatted as Cube writes them, once per row of the answer rather than per order.
 */
export function querySql(
  cube: CubeDefinition,
  query: CubeQuery,
  reach: Reach,
): { statement: SQL; columns: AnswerColumn[] } {
  const columns = answerColumns(cube, query);
  const used = new Set(
    [
      ...query.measures,
      ...query.dimensions,
      ...query.timeDimensions.map((td) => td.dimension),
      ...query.filters.flatMap(filterMembers),
    ].map((n) => n.split('.')[1]),
  );
  if (reach !== 'all') used.add('restaurantId');
  const { where, having } = placeFilters(cube, query);
  const tenancy = reach === 'all' ? undefined : inArray(cube.restaurantId, reach.restaurantIds);
  const whereClause = and(tenancy, ...dateRangeConditions(cube, query), ...where);
  const grouped = columns.flatMap((c, i) => (c.grouped ? [sql.raw(String(i + 1))] : []));
  const havingClause = and(...having);
  const ordered = orderBy(columns, query);
  const name = (i: number) => sql.identifier(`c${i}`);
  const rows = sql.join(
    [
      sql`select ${sql.join(
        columns.map((c, i) => sql`${c.expression} as ${name(i)}`),
        sql`, `,
      )}`,
      sql`from ${cube.from(used)}`,
      whereClause && sql`where ${whereClause}`,
      grouped.length > 0 ? sql`group by ${sql.join(grouped, sql`, `)}` : undefined,
      havingClause && sql`having ${havingClause}`,
      ordered && sql`order by ${ordered}`,
      sql`limit ${query.limit}`,
      query.offset ? sql`offset ${query.offset}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` `,
  );
  const answer = columns.map((c, i) =>
    c.time ? sql`to_char(${name(i)}, ${LOCAL_TIME_FORMAT}) as ${name(i)}` : name(i),
  );
  // The formatted times sort as the times do.
  const statement = sql`select ${sql.join(answer, sql`, `)} from (${rows}) as rows${ordered ? sql` order by ${ordered}` : sql``}`;
  return { statement, columns };
}
