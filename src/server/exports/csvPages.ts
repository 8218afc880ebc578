/**
 * A table's rows as CSV, written by the database's own COPY … CSV a page at a time (keyset, in the
 * list's order, newest first): no driver decodes a row, memory stays flat whatever the size, no
 * statement outlives STATEMENT_TIMEOUT however slowly the client reads, and on PGlite other
 * requests run between pages. Each page's SELECT ends its lines with the row's id, where the next
 * page starts. Values as PostgreSQL writes them: dates through ISO, text a spreadsheet would run
 * through TEXT, nothing for null.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type DatabaseHandle } from '../db/database';

/** ISO 8601 in UTC; the text form of a timestamp (DateStyle ISO) with its space made a T. */
export const ISO = (column: string) => `replace((${column} at time zone 'UTC')::text, ' ', 'T') || 'Z'`;
/**
 * Free text (a customer's name from the public ordering API, names an ADMIN gave) that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first: code points 61, 43,
 * 45, 64, 9, 13) starts with a ' (OWASP's advice against CSV injection): it shows as the text it is.
 */
export const TEXT = (value: string) =>
  `case when ascii(${value}) in (61, 43, 45, 64, 9, 13) then '''' || ${value} else ${value} end`;

const dialect = new PgDialect();
/**
 * COPY takes no bind parameters: the filter's values are written into the statement as literals,
 * quotes doubled (safe with standard_conforming_strings, which both drivers' sessions have on).
 */
const copyStatement = (select: SQL) =>
  `copy (${dialect.sqlToQuery(select.inlineParams()).sql}) to stdout with (format csv)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const decoder = new TextDecoder();

/** The row id that ends a page: every line's last column, never quoted. */
function lastRowId(page: Uint8Array): string {
  const id = decoder.decode(page.subarray(page.length - 37, page.length - 1));
  if (!UUID.test(id)) throw new Error(`An export page did not end with a row id: ${JSON.stringify(id)}`);
  return id;
}

/**
 * The keyset condition of a page in newest-first order of (time, id): the rows after the row `after`
 * (true for the first page). The row's own (time, id) is read by its id, from the index.
 */
export function olderThan(time: PgColumn, id: PgColumn, after: string | undefined): SQL {
  if (!after) return sql`true`;
  const [timeName, idName] = [sql.identifier(time.name), sql.identifier(id.name)];
  return sql`(${time}, ${id}) < (select ${timeName}, ${idName} from ${time.table} where ${idName} = ${after})`;
}

/** How a file is paged: each page after the row `after` (undefined: the first). */
interface KeysetPaging {
  /** The page's SELECT, its last column the row id. */
  page(after: string | undefined): SQL;
  /** The SELECT of one `id`: the last row of that page when the page is full (read from the index alone). */
  lastOfFullPage(after: string | undefined): SQL;
}

/** The CSV lines of the rows `paging` reads, a page at a time, each chunk ending with a line break. */
export async function* keysetChunks(
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'copyOut'>,
  paging: KeysetPaging,
): AsyncGenerator<Uint8Array> {
  const copy = (after: string | undefined) => database.copyOut(copyStatement(paging.page(after)));
  if (database.kind === 'pglite') {
    // One statement holds PGlite at a time: each page starts after the last row of the page before.
    for (let page = await copy(undefined); page.length > 0; page = await copy(lastRowId(page))) yield page;
    return;
  }
  // PostgreSQL writes the next page on a second connection (and core) while this one is sent.
  let page = copy(undefined);
  page.catch(() => undefined); // awaited below, unless the statement before it fails (a database closed by a stop)
  let after: string | undefined;
  for (;;) {
    const [last] = rowsOf<{ id: string }>(await database.db.execute(paging.lastOfFullPage(after)));
    after = last?.id;
    const next = after === undefined ? undefined : copy(after);
    next?.catch(() => undefined); // awaited below, unless the client has gone
    const current = await page;
    if (current.length > 0) yield current;
    if (!next) return;
    page = next;
  }
}
