/**
 * Cube's `load` and `meta` answers. `load` runs each query of a request and answers Cube's shape:
 * `{ query, data, annotation, … }`, or with `queryType=multi` `{ queryType, results, pivotQuery }`,
 * where a time dimension's `compareDateRange` makes one query per range (compareDateRangeQuery)
 * and a list of queries is a blendingQuery (independent queries answered in one round trip; Cube's
 * rule on their granularities holds, so a Cube deployment answers the same lists). Every value is a string or null, as
 * Cube answers from
 * PostgreSQL; times are local to the query's time zone, `YYYY-MM-DDTHH:mm:ss.SSS`.
 */
import { rowsOf, type Database } from '../db/database';
import type { Reach } from '../graphql/crud/access';
import type { CubeDefinition, Member } from './cubeMembers';
import { CUBES } from './cubes';
import { readQuery, type CubeQuery } from './cubeQuery';
import { QueryError } from './queryError';
import { querySql } from './querySql';
import type { QueryRunner } from './queryRunner';
import { sourceOf } from './rollups';

type Row = Record<string, string | null>;

const INTERVALS = { hour: '1 hour', day: '1 day', week: '1 week', month: '1 month' } as const;

const memberOf = (cube: CubeDefinition, name: string): Member =>
  cube.measures[name.split('.')[1]] ?? cube.dimensions[name.split('.')[1]];
const titles = (cube: CubeDefinition, member: Member) => ({
  title: `${cube.title} ${member.title}`,
  shortTitle: member.title,
});

function annotation(cube: CubeDefinition, query: CubeQuery) {
  const described = (names: string[]) =>
    Object.fromEntries(
      names.map((name) => [name, { ...titles(cube, memberOf(cube, name)), type: memberOf(cube, name).type }]),
    );
  const timeDimensions: Record<string, unknown> = {};
  for (const td of query.timeDimensions) {
    if (!td.granularity) continue;
    const base = { ...titles(cube, memberOf(cube, td.dimension)), type: 'time' };
    timeDimensions[`${td.dimension}.${td.granularity}`] = {
      ...base,
      granularity: { name: td.granularity, title: td.granularity, interval: INTERVALS[td.granularity] },
    };
    timeDimensions[td.dimension] = base;
  }
  return {
    measures: Object.fromEntries(
      query.measures.map((name) => [
        name,
        {
          ...titles(cube, memberOf(cube, name)),
          type: 'number',
          drillMembers: [],
          drillMembersGrouped: { measures: [], dimensions: [] },
        },
      ]),
    ),
    dimensions: described(query.dimensions),
    segments: {},
    timeDimensions,
  };
}

/** One query's result: its rows keyed by member (a time dimension also under its bare name, as Cube does). */
async function runQuery(db: Database, cube: CubeDefinition, query: CubeQuery, reach: Reach, extra: Row = {}) {
  const { statement, columns } = querySql(sourceOf(cube, query), query, reach);
  const rows = rowsOf<Record<string, unknown>>(await db.execute(statement));
  const data = rows.map((row) => {
    const answer: Row = {};
    columns.forEach((column, i) => {
      const value = row[`c${i}`];
      answer[column.key] = value === null || value === undefined ? null : String(value);
      const [cubeName, member, granularity] = column.key.split('.');
      if (granularity) answer[`${cubeName}.${member}`] = answer[column.key];
    });
    return { ...answer, ...extra };
  });
  return {
    query: { ...query, rowLimit: query.limit, queryType: 'regularQuery' },
    data,
    lastRefreshTime: new Date().toISOString(),
    annotation: annotation(cube, query),
    dataSource: 'default',
    dbType: 'postgres',
    external: false,
    slowQuery: false,
    total: null,
  };
}

export interface LoadRequest {
  query: unknown;
  multi: boolean;
}

/**
 * Cube refuses a list of queries unless those with a granularity (on their first time dimension) share one, and one has
 * it.
 */
function checkBlending(queries: readonly CubeQuery[]): void {
  const granularities = new Set(queries.flatMap((query) => query.timeDimensions[0]?.granularity ?? []));
  if (granularities.size !== 1)
    throw new QueryError('analyticsMalformed', {
      reason: 'in a list of queries, those with a granularity share one, and at least one has it',
    });
}

/**
 * The answer to `load` for one request, refusing a bad query with a QueryError before any SQL runs;
 * its queries run through `runQueries` (in parallel on PostgreSQL, each counted as a request).
 */
/** The most queries one request holds: the analytics screen's twelve, and room for a few more. */
export const MAX_QUERIES = 16;

export async function load(
  db: Database,
  request: LoadRequest,
  reach: Reach,
  now: Date,
  runQueries: QueryRunner,
): Promise<unknown> {
  const given = Array.isArray(request.query) ? request.query : [request.query];
  if (given.length === 0 || given.length > MAX_QUERIES)
    throw new QueryError('analyticsMalformed', { reason: `a request holds 1 to ${MAX_QUERIES} queries` });
  const read = given.map((q) => readQuery(q, now));
  const compared = read.length === 1 ? read[0].query.timeDimensions.find((td) => td.compareDateRange) : undefined;
  const queryType = compared ? 'compareDateRangeQuery' : read.length > 1 ? 'blendingQuery' : 'regularQuery';
  if (!request.multi && queryType !== 'regularQuery')
    throw new QueryError('analyticsMalformed', { reason: `a ${queryType} needs queryType=multi` });
  if (queryType === 'blendingQuery') checkBlending(read.map((r) => r.query));
  const runs = compared
    ? (compared.compareDateRange as [string, string][]).map((range) => {
        const { compareDateRange: _, ...td } = compared;
        const query = {
          ...read[0].query,
          timeDimensions: read[0].query.timeDimensions.map((t) => (t === compared ? { ...td, dateRange: range } : t)),
        };
        return { cube: read[0].cube, query, extra: { compareDateRange: range.join(' - ') } };
      })
    : read.map(({ cube, query }) => ({ cube, query, extra: {} }));
  const results = await runQueries(runs.map((run) => () => runQuery(db, run.cube, run.query, reach, run.extra)));
  if (!request.multi) return results[0];
  const pivotQuery = {
    ...results[0].query,
    measures: [...new Set(results.flatMap((r) => r.query.measures))],
    dimensions: [...(compared ? ['compareDateRange'] : []), ...new Set(results.flatMap((r) => r.query.dimensions))],
    queryType,
  };
  return { queryType, results, pivotQuery, slowQuery: false };
}

/** The cubes and their members, as Cube's `meta` lists them. */
export function meta() {
  return {
    cubes: CUBES.map((cube) => ({
      name: cube.name,
      title: cube.title,
      type: 'cube',
      isVisible: true,
      public: true,
      measures: Object.entries(cube.measures).map(([key, member]) => ({
        name: `${cube.name}.${key}`,
        ...titles(cube, member),
        type: 'number',
        aggType: member.aggType,
        cumulative: false,
        cumulativeTotal: false,
        drillMembers: [],
        drillMembersGrouped: { measures: [], dimensions: [] },
        isVisible: true,
        public: true,
      })),
      dimensions: Object.entries(cube.dimensions).map(([key, member]) => ({
        name: `${cube.name}.${key}`,
        ...titles(cube, member),
        type: member.type,
        suggestFilterValues: true,
        isVisible: true,
        public: true,
      })),
      segments: [],
      hierarchies: [],
      folders: [],
    })),
  };
}
