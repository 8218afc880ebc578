/**
 * `GET /exports/orders.csv?file=orders|items&filter={json}`: the order history's filtered orders
 * (or their items) as CSV, for a signed-in viewer holding `order_histories:list`, within its reach
 * (the same permission, tenancy and filter as `allOrders`). The range `createdFrom`…`createdBefore`
 * is required and at most 6 months (spec §9). UTF-8 with a BOM, one header row, ISO dates,
 * plain numbers (ordersCsv.ts); `X-Export-Rows` tells the row count ahead.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportRangeRefusal } from '../../domain';
import type { ViewerResolver } from '../auth/requestViewer';
import type { DatabaseHandle } from '../db/database';
import { methodNotAllowed, sendJsonError, signedOut, type JsonError } from '../http/jsonError';
import { AppError } from '../graphql/appError';
import { reachOf } from '../graphql/crud/access';
import { allOf, filterConditions } from '../graphql/crud/listQuery';
import type { Logger } from '../log';
import ordersResource from '../graphql/resources/orders';
import { CSV_HEADERS, csvChunks, csvRowCount, type ExportFile } from './ordersCsv';

export const ORDERS_EXPORT_PATH = '/exports/orders.csv';

const BOM = '\uFEFF';

const fromAppError = (error: AppError): JsonError => ({
  status: { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 }[error.code as string] ?? 400,
  code: error.code,
  ref: error.ref,
  extensions: error.extensions,
});

/** A refused range, said on the From filter. */
const badRange = (key: string): JsonError => ({ status: 400, code: 'BAD_USER_INPUT', ref: { key }, extensions: { fieldErrors: { createdFrom: key } } });

function parseFilter(text: string | null): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves once the socket can take more (or is gone). */
const drained = (res: ServerResponse) => new Promise<void>((resolve) => {
  const done = () => { res.off('drain', done); res.off('close', done); resolve(); };
  res.on('drain', done);
  res.on('close', done);
});

export function createOrdersExport({ database, viewerOf, log, now }: { database: Pick<DatabaseHandle, 'db' | 'kind' | 'copyOut'>; viewerOf: ViewerResolver; log: Logger; now(): Date }) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET') return methodNotAllowed(res, 'GET');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file: ExportFile = url.searchParams.get('file') === 'items' ? 'items' : 'orders';
    const fail = (error: JsonError) => sendJsonError(req, res, error);
    const viewer = await viewerOf(req.headers.authorization);
    if (!viewer) return fail(signedOut(viewer));
    const filter = parseFilter(url.searchParams.get('filter'));
    if (!filter) return fail({ status: 400, code: 'BAD_USER_INPUT', ref: { key: 'errors.checkInputs' } });

    let condition;
    try {
      const reach = reachOf(viewer, 'order_histories', 'list', true);
      const refusal = exportRangeRefusal(filter.createdFrom, filter.createdBefore);
      if (refusal) return fail(badRange(refusal));
      condition = allOf([ordersResource.scope.where(reach, 'read'), ...filterConditions(ordersResource, filter, now())]);
    } catch (error) {
      if (error instanceof AppError) return fail(fromAppError(error));
      throw error;
    }

    const rows = await csvRowCount(database.db, condition, file);
    res.writeHead(200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file === 'orders' ? 'orders' : 'order-items'}.csv"`,
      'Cache-Control': 'no-store',
      'X-Export-Rows': String(rows),
    });
    let open = true;
    res.once('close', () => (open = false));
    res.write(`${BOM}${CSV_HEADERS[file].join(',')}\n`);
    try {
      // The next page is written by the database while the previous one drains to the client.
      let draining: Promise<void> | undefined;
      for await (const chunk of csvChunks(database, condition, file)) {
        await draining;
        if (!open) return; // the client went away: stop reading
        draining = res.write(chunk) ? undefined : drained(res);
      }
      await draining;
      res.end();
    } catch (error) {
      log.error('order export failed', error);
      res.destroy(); // a truncated file must not look complete
    }
  };
}
