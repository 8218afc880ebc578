/**
 * cube/cube.js run as Cube runs it, without Cube: its files loaded as CommonJS, with the two things
 * the Cube image provides them standing in:
 * - `@cubejs-backend/api-gateway`'s CubejsHandlerError, the same shape as Cube's
 *   (packages/cubejs-api-gateway/src/cubejs-handler-error.ts: status, type, message), and
 * - `@cubejs-backend/postgres-driver`'s PostgresDriver, whose `query(sql, values)` (rows) runs on the
 *   test's database here.
 * Anything else cube/ requires, other than its own files, fails the load: Cube provides nothing more.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type { SqlRunner } from './positionalSql';

export const CUBE_DIR = fileURLToPath(new URL('../../../cube', import.meta.url));

export class CubejsHandlerError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message?: string,
  ) {
    super(message ?? type);
  }
}

export interface SecurityContext {
  sub?: unknown;
  sv?: unknown;
}

export type CubeQuery = Record<string, unknown>;

export interface CubeConfig {
  contextToApiScopes(securityContext: SecurityContext | null, defaultScopes: string[]): Promise<string[]>;
  queryRewrite(query: CubeQuery, context: { securityContext: SecurityContext | null }): Promise<CubeQuery>;
}

/** The stand-in driver: the queries it ran, and the options each instance was made with. */
export interface DriverLog {
  queries: string[];
  options: unknown[];
}

function loadCommonJs(file: string, provided: Record<string, unknown>): unknown {
  const module = { exports: {} as unknown };
  const requireIn = (name: string): unknown => {
    if (name in provided) return provided[name];
    if (!name.startsWith('./'))
      throw new Error(`${path.basename(file)} requires ${name}, which the Cube image does not provide`);
    return loadCommonJs(path.resolve(path.dirname(file), name.endsWith('.js') ? name : `${name}.js`), provided);
  };
  const wrapped = vm.runInThisContext(`(function (module, exports, require) {${fs.readFileSync(file, 'utf8')}\n})`, {
    filename: file,
  }) as (module: { exports: unknown }, exports: unknown, require: (name: string) => unknown) => void;
  wrapped(module, module.exports, requireIn);
  return module.exports;
}

/** A fresh cube/cube.js (its caches empty) whose driver's queries `run`. */
export function loadCubeConfig(run: SqlRunner): { config: CubeConfig; driver: DriverLog } {
  const driver: DriverLog = { queries: [], options: [] };
  class PostgresDriver {
    constructor(options?: unknown) {
      driver.options.push(options);
    }
    async query(text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
      driver.queries.push(text);
      return run(text, values);
    }
  }
  const config = loadCommonJs(path.join(CUBE_DIR, 'cube.js'), {
    '@cubejs-backend/api-gateway': { CubejsHandlerError },
    '@cubejs-backend/postgres-driver': { PostgresDriver },
  }) as CubeConfig;
  return { config, driver };
}
