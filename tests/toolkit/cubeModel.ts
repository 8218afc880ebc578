/**
 * cube/model compiled by Cube's own schema compiler (@cubejs-backend/schema-compiler, the version of
 * the Cube image in docs/analytics.md, "On Cube"), and a query's rows as Cube builds its SQL, run on a test database.
 * Cube's native module is a binary its install script downloads from GitHub (npm's registry alone
 * does not hold it), so two of the compiler's paths are out of reach here; cube/model uses neither:
 * - the Jinja engine, which compiling makes up front: a stand-in that refuses to render (no model
 *   file is a template);
 * - the Tesseract SQL planner (Rust, Cube's default): the compiler's JavaScript planner builds the
 *   SQL instead (as a Cube deployment with CUBEJS_TESSERACT_SQL_PLANNER=false would).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Query } from '@cubejs-client/core';
import { compile, PostgresQuery, type PrepareCompilerOptions } from '@cubejs-backend/schema-compiler';
import { CUBE_DIR, type CubeQuery } from '../server/support/cubeConfig';
import type { SqlRunner } from '../server/support/positionalSql';

export type CubeCompilers = Awaited<ReturnType<typeof compile>>;

const refuseTemplates = () => {
  throw new Error('cube/model holds no Jinja templates');
};
const withoutJinja = { newJinjaEngine: () => ({ loadTemplate: refuseTemplates, renderTemplate: refuseTemplates }) };

let compiled: Promise<CubeCompilers> | undefined;

/** cube/model compiled, once per test file. */
export function cubeModel(): Promise<CubeCompilers> {
  const dir = path.join(CUBE_DIR, 'model');
  const files = async () =>
    fs.readdirSync(dir).map((fileName) => ({ fileName, content: fs.readFileSync(path.join(dir, fileName), 'utf8') }));
  compiled ??= compile(
    { localPath: () => dir, dataSchemaFiles: files },
    { nativeInstance: withoutJinja as unknown as PrepareCompilerOptions['nativeInstance'] },
  );
  return compiled;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_LIMIT = 10_000;

/**
 * A query as Cube's API gateway hands it to queryRewrite (packages/cubejs-api-gateway/src/query.js,
 * normalizeQuery), for what the analytics screen sends: a range of two days runs from the first's
 * midnight to the last's 23:59:59.999, the order becomes [member, direction] pairs, the limit
 * defaults to 10,000.
 */
export function asGatewayNormalizes(query: Query): CubeQuery {
  return {
    ...query,
    limit: query.limit ?? DEFAULT_LIMIT,
    order: Object.entries(query.order ?? {}),
    filters: query.filters ?? [],
    timeDimensions: (query.timeDimensions ?? []).map((td) => {
      const range = td.dateRange;
      return Array.isArray(range)
        ? {
            ...td,
            dateRange: range.map((d, i) => (DAY.test(d) ? `${d}T${i === 0 ? '00:00:00.000' : '23:59:59.999'}` : d)),
          }
        : td;
    }),
  };
}

/** A normalized query as the gateway gives it to the compiler (remapToQueryAdapterFormat in the same file). */
const asCompilerTakes = (query: CubeQuery): CubeQuery => ({
  ...query,
  rowLimit: query.limit,
  order: (query.order as [string, string][]).map(([id, direction]) => ({ id, desc: direction === 'desc' })),
});

export interface CubeRows {
  /** The members of each row, as Cube names them (a time dimension with its granularity). */
  members: string[];
  rows: Record<string, unknown>[];
}

/** The schema Cube writes its pre-aggregations to (`stb_pre_aggregations`, Cube's default). */
export const PRE_AGGREGATIONS_SCHEMA = 'stb_pre_aggregations';

interface PreAggregationDescription {
  preAggregationId: string;
  tableName: string;
  loadSql: [string, unknown[]];
}

/**
 * The rows Cube's SQL for `query` (normalized, after queryRewrite) gives through `run`, in its order, and the
 * pre-aggregations it reads (`Orders.byBusinessDay`), built first as Cube's refresh worker builds them, from the same
 * tables through `run` (into PRE_AGGREGATIONS_SCHEMA of the test's database, where a deployment has Cube Store).
 */
export async function cubeRows(
  run: SqlRunner,
  compilers: CubeCompilers,
  query: CubeQuery,
): Promise<CubeRows & { preAggregations: string[] }> {
  const generator = new PostgresQuery(compilers, { ...asCompilerTakes(query), useNativeSqlPlanner: false });
  const [text, params] = compilers.compiler.withQuery(generator, () => generator.buildSqlAndParams());
  const built = compilers.compiler.withQuery(generator, () =>
    generator.preAggregations.preAggregationsDescription(),
  ) as PreAggregationDescription[];
  for (const { tableName, loadSql } of built) {
    await run(`DROP TABLE IF EXISTS ${tableName}`, []);
    await run(loadSql[0], loadSql[1]);
  }
  const aliases = generator.aliasNameToMember as Record<string, string>;
  const rows = await run<{ row: Record<string, unknown> }>(
    `SELECT to_jsonb(cube_rows) AS row FROM (${text}) cube_rows`,
    params,
  );
  return {
    preAggregations: built.map((description) => description.preAggregationId),
    members: Object.values(aliases),
    rows: rows.map(({ row }) =>
      Object.fromEntries(Object.entries(row).map(([alias, value]) => [aliases[alias], value])),
    ),
  };
}
