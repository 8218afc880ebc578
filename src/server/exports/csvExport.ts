/**
 * `GET /exports/{name}.csv?filter={json}`: a list's filtered rows as CSV, for a signed-in viewer
 * holding the list's permission, within its reach (the same permission, tenancy and filter as the
 * list query). UTF-8 with a BOM, one header row; `X-Export-Rows` tells the row count ahead, for a
 * file that counts its rows (not the audit log's: counting it costs more than exporting a page of it).
 * Bounded like a GraphQL request: the filter is taken as the list's filter input would take it
 * (a malformed member is 400, not ignored), at most EXPORT_LIMITS.perUser exports of one user run at
 * once (429 with Retry-After), each page waits for the requests that came meanwhile, and an export
 * has a budget of database time (on PostgreSQL each statement its STATEMENT_TIMEOUT as well) and of
 * wall time: past either, the file is cut off (the connection closes, so it does not look complete).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { SQL } from 'drizzle-orm';
import { coerceInputValue, GraphQLInputObjectType, type GraphQLSchema } from 'graphql';
import { areaOf, localeFromHeader, type Locale } from '../../domain';
import type { ViewerResolver } from '../auth/requestViewer';
import type { Viewer } from '../auth/viewer';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/database';
import type { ReadDatabase } from '../db/readDatabase';
import { parseBoundedJson } from '../http/boundedJson';
import { methodNotAllowed, sendJsonError, signedOut, type JsonError } from '../http/jsonError';
import { AppError } from '../graphql/appError';
import { reachOf } from '../graphql/crud/access';
import { allOf, filterConditions } from '../graphql/crud/listQuery';
import type { ServerResource } from '../graphql/resource';
import type { CounterStore } from '../limits/counters';
import type { Logger } from '../log';
import type { Metrics } from '../metrics/metrics';
import { noteViewer } from '../http/requestRecord';

export const EXPORT_LIMITS = {
  /** Exports one user may run at once (the orders file and the items file, say); the next is answered 429. */
  perUser: 2,
  retryAfterSeconds: 10,
  /**
   * An export's database time (its pages'), as a multiple of a request's (STATEMENT_TIMEOUT): past it, the file is cut
   * off.
   */
  budgetTimesStatementTimeout: 12,
  /** However slowly the client reads, an export stops after this long. */
  wallMs: 10 * 60_000,
} as const;

type ExportDatabase = Pick<DatabaseHandle, 'db' | 'kind' | 'copyOut'>;

/** One file an export writes, for the rows matching `condition`. */
export interface CsvFile {
  /** The attachment's name (`orders.csv`). */
  name: string;
  headers: readonly string[];
  /** How many rows it will have, sent ahead for the client's progress; a file without it is sent without. */
  rowCount?(db: Database, condition: SQL | undefined): Promise<number>;
  chunks(database: ExportDatabase, condition: SQL | undefined): AsyncIterable<Uint8Array>;
}

/**
 * What a list's export is: the list's resource (permission, tenancy, filters), what it refuses, and the file asked for.
 */
export interface CsvExportKind {
  path: string;
  resource: ServerResource;
  /**
   * A filter the list would take but the export does not (the order history's: no restaurant, a range over 6 months).
   */
  refuse?(filter: Record<string, unknown>): JsonError | undefined;
  /**
   * The file asked for, in the language the request asks for (`Accept-Language`) where the file has words of its own.
   */
  file(params: URLSearchParams, viewer: Viewer, locale: Locale): CsvFile;
  /**
   * Read from the read database (a replica, when configured and well: docs/production.md, "Reads on a replica") rather
   * than the primary: a file that may show the rows some seconds late.
   */
  onReplica?: boolean;
}

const BOM = '\uFEFF';

const fromAppError = (error: AppError): JsonError => ({
  status: { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 }[error.code as string] ?? 400,
  code: error.code,
  ref: error.ref,
  extensions: error.extensions,
});

/** The filter as the list's GraphQL input would take it, or the members it refuses. */
function coerceFilter(
  text: string | null,
  filterType: GraphQLInputObjectType,
): { filter: Record<string, unknown> } | { refused: JsonError } {
  const parsed = parseBoundedJson(text ?? '{}');
  const value = parsed.ok ? parsed.value : undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      refused: {
        status: 400,
        code: 'BAD_USER_INPUT',
        ref: { key: parsed.ok || parsed.reason === 'invalid' ? 'errors.checkInputs' : 'errors.tooDeep' },
      },
    };
  }
  // Members the type does not have, by name (graphql reports them on the object as a whole).
  const unknown = Object.keys(value).filter((key) => !(key in filterType.getFields()));
  const fieldErrors: Record<string, string> = Object.fromEntries(unknown.map((key) => [key, 'validation.invalid']));
  const filter = coerceInputValue(value, filterType, (path) => {
    if (path.length > 0) fieldErrors[String(path[0])] = 'validation.invalid';
  }) as Record<string, unknown>;
  // Text PostgreSQL cannot hold (a NUL): refused here, as the list's statement would be.
  for (const [member, given] of Object.entries(filter))
    if ([given].flat().some((text) => typeof text === 'string' && text.includes('\u0000')))
      fieldErrors[member] = 'validation.malformedText';
  if (Object.keys(fieldErrors).length)
    return {
      refused: { status: 400, code: 'BAD_USER_INPUT', ref: { key: 'errors.checkInputs' }, extensions: { fieldErrors } },
    };
  return { filter };
}

/** Resolves once the socket can take more (or is gone). */
const drained = (res: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });

interface CsvExportServices {
  database: ExportDatabase;
  /** The read database, for a kind `onReplica`; absent: `database`. */
  reads?: Pick<ReadDatabase, 'run'>;
  viewerOf: ViewerResolver;
  log: Logger;
  now(): Date;
  config: Pick<Config, 'statementTimeoutMs'>;
  /** The schema whose list filter input (`OrderFilter`) an export takes. */
  schema: GraphQLSchema;
  /** Where the exports running per user are counted (every kind together). */
  limits: CounterStore;
  /** Where the exports running in this process show. */
  metrics?: Pick<Metrics, 'exportRunning'>;
}

export type CsvExportHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createCsvExport(
  kind: CsvExportKind,
  { database: primary, reads, viewerOf, log, now, config, schema, limits, metrics }: CsvExportServices,
): CsvExportHandler {
  const { descriptor } = kind.resource;
  const filterType = schema.getType(`${descriptor.type}Filter`);
  if (!(filterType instanceof GraphQLInputObjectType))
    throw new Error(`The schema has no ${descriptor.type}Filter input type.`);
  const budgetMs = config.statementTimeoutMs * EXPORT_LIMITS.budgetTimesStatementTimeout;
  const running = limits.counter('exports', EXPORT_LIMITS.wallMs);

  async function send(res: ServerResponse, condition: SQL | undefined, file: CsvFile): Promise<void> {
    // The count, read before the answer begins, runs again on the primary when the replica fails it; a page the replica
    // fails once the file has begun cuts the file off, as any failure does.
    const counted = async (database: ExportDatabase) => ({
      database,
      rows: await file.rowCount?.(database.db, condition),
    });
    const { database, rows } = kind.onReplica && reads ? await reads.run(counted) : await counted(primary);
    res.writeHead(200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'no-store',
      ...(rows === undefined ? {} : { 'X-Export-Rows': String(rows) }),
    });
    let open = true;
    res.once('close', () => (open = false));
    res.write(`${BOM}${file.headers.join(',')}\n`);
    const deadline = performance.now() + EXPORT_LIMITS.wallMs;
    let databaseMs = 0;
    const pages = file.chunks(database, condition)[Symbol.asyncIterator]();
    try {
      // The next page is written by the database while the previous one drains to the client.
      let draining: Promise<void> | undefined;
      for (;;) {
        const started = performance.now();
        const page = await pages.next();
        databaseMs += performance.now() - started;
        if (page.done) break;
        await draining;
        if (!open) return; // the client went away: stop reading
        if (databaseMs > budgetMs || performance.now() > deadline)
          throw new Error(
            `an export of ${descriptor.name} ran out of time (${Math.round(databaseMs)} ms of database time)`,
          );
        draining = res.write(page.value) ? undefined : drained(res);
        await yieldToOthers(); // requests that came meanwhile go before the next page
      }
      await draining;
      res.end();
    } catch (error) {
      log.error(`export of ${descriptor.name} failed`, error);
      res.destroy(); // a truncated file must not look complete
    } finally {
      await pages.return?.(undefined);
    }
  }

  return async (req, res) => {
    if (req.method !== 'GET') return methodNotAllowed(res, 'GET');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const fail = (error: JsonError) => sendJsonError(req, res, error);
    const viewer = await viewerOf(req.headers.authorization);
    noteViewer(req, viewer);
    if (!viewer) return fail(signedOut(viewer));

    let condition;
    try {
      const reach = reachOf(viewer, areaOf(descriptor), 'list', kind.resource.scope.perRestaurant);
      const taken = coerceFilter(url.searchParams.get('filter'), filterType);
      if ('refused' in taken) return fail(taken.refused);
      const refused = kind.refuse?.(taken.filter);
      if (refused) return fail(refused);
      condition = allOf([
        kind.resource.scope.where(reach, 'read'),
        ...filterConditions(kind.resource, taken.filter, now()),
      ]);
    } catch (error) {
      if (error instanceof AppError) return fail(fromAppError(error));
      throw error;
    }

    // A place among the user's running exports, for at most the wall time (a process that dies holding one loses it
    // then).
    if (!(await running.take(viewer.id, EXPORT_LIMITS.perUser)).allowed) {
      res.setHeader('Retry-After', String(EXPORT_LIMITS.retryAfterSeconds));
      return fail({ status: 429, code: 'RATE_LIMITED', ref: { key: 'errors.tooManyExports' } });
    }
    metrics?.exportRunning(1);
    try {
      await send(res, condition, kind.file(url.searchParams, viewer, localeFromHeader(req.headers['accept-language'])));
    } finally {
      metrics?.exportRunning(-1);
      await running.giveBack(viewer.id);
    }
  };
}
