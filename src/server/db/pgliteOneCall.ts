/**
 * PGlite with one-call queries: a faster path for the plain queries drizzle sends, behind
 * PGLITE_ONE_CALL (on by default; `0` turns it off and every query goes through PGlite's own).
 *
 * PGlite's query() crosses into the database six times (parse, describe the statement, bind,
 * describe the portal, execute, sync): the statement is described only to find serializers for
 * the parameters. Parameters that are all text, numbers, booleans or null need none (the server
 * infers their types, as it does for PGlite's own toString()), so the whole exchange goes in one
 * call, and its answer is read by readResult, which decodes each value straight from the bytes
 * (PGlite's parser copies every field first). Anything beyond rows (an error, a notice) goes
 * through PGlite's own parser, and any other query through PGlite's own query(). Each query text
 * is parsed once and run again by name (pgliteStatements.ts), and a transaction's queries take
 * this path too.
 *
 * Measured with `npm run bench` (allRestaurants, page of 25, 50 connections, the project's 2-core
 * machine, 2026-11-23): 1,557 / 1,607 req/s (super admin / multi admin, p99 55 / 49 ms) with it,
 * 934 / 1,001 req/s (p99 102 / 96 ms) with PGLITE_ONE_CALL=0: about 1.6 times the throughput.
 *
 * It uses the locking methods PGlite declares for its subclasses (`_checkReady`,
 * `_runExclusiveTransaction`, `_runExclusiveQuery`), so it queues exactly as PGlite's own query()
 * does; the PGlite version is pinned, and tests/server/pgliteOneCall.test.ts compares both paths.
 * Result parsers passed with a query (drizzle keeps dates as text) apply to that query only; the
 * client's own parsers are never changed.
 */
import { parse, PGlite, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { PreparedStatements } from './pgliteStatements';

type Parser = (text: string, typeId: number) => unknown;

export class PGliteWithOneCallQueries extends PGlite {
  override query<T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return isPlainQuery(params, options)
      ? this.#queryInOneCall<T>(query, params, options)
      : super.query<T>(query, params, options);
  }

  /** A transaction's plain queries take the one-call path too (saving a restaurant runs seven statements in one). */
  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => callback(this.#withOneCallQueries(tx)));
  }

  /** Outside a transaction a statement found unusable is parsed afresh and run again at once. */
  async #queryInOneCall<T>(query: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this.#runInOneCall<T>(query, params, options, true).catch((error: unknown) => {
        if (isUnusableStatement(error)) return this.#runInOneCall<T>(query, params, options, true);
        throw error;
      }),
    );
  }

  /**
   * `tx` with its plain queries in one call. Inside it PGlite's transaction lock is held already,
   * so only the query lock is taken, and, as PGlite does, the files are synced at its end only.
   */
  #withOneCallQueries(tx: Transaction): Transaction {
    const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
      isPlainQuery(params, options) && !tx.closed
        ? this.#runInOneCall<T>(text, params, options, false)
        : tx.query<T>(text, params, options);
    // Object.create keeps the transaction's own getter (`closed`) and every other method.
    return Object.create(tx, { query: { value: query } }) as Transaction;
  }

  readonly #statements = new PreparedStatements();

  #runInOneCall<T>(
    query: string,
    params: unknown[],
    options: QueryOptions | undefined,
    syncToFs: boolean,
  ): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      const statement = this.#statements.messagesFor(query);
      const message = concat([
        ...statement.before,
        protocol.serialize.bind({
          statement: statement.name,
          values: params.map((value) => (value === null ? null : String(value))),
        }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]);
      const chunks: Uint8Array[] = [];
      await this.execProtocolRawStream(message, { syncToFs, onRawData: (data) => chunks.push(data.slice()) });
      const bytes = concat(chunks);
      if (statement.parsing && holdsMessage(bytes, PARSE_COMPLETE)) this.#statements.parsed(query, statement.name);
      const given = options?.parsers as Record<number, Parser> | undefined;
      const parserOf = (typeId: number): Parser | undefined => given?.[typeId] ?? this.parsers[typeId];
      const result = readResult(bytes, parserOf, options?.rowMode === 'array');
      return (result ?? this.#parseSlowly(bytes, query, params, options)) as Results<T>;
    });
  }

  #parseSlowly(bytes: Uint8Array, query: string, params: unknown[], options: QueryOptions | undefined): Results {
    const messages: Parameters<Parameters<protocol.Parser['parse']>[1]>[0][] = [];
    new protocol.Parser().parse(bytes, (message) => messages.push(message));
    const error = messages.find((message) => message instanceof protocol.messages.DatabaseError);
    if (isUnusableStatement(error)) this.#statements.forget(query);
    // As PGlite's query() does: the statement travels with the database error.
    if (error) throw Object.assign(error, { query, params, queryOptions: options });
    return parse.parseResults(messages, { ...this.parsers, ...options?.parsers }, options)[0];
  }
}

/** A named statement that no longer exists (26000), or whose cached plan no longer fits its tables (0A000). */
const isUnusableStatement = (error: unknown) =>
  error instanceof protocol.messages.DatabaseError && ['26000', '0A000'].includes(error.code ?? '');

const PARSE_COMPLETE = 0x31;

/** Whether the answer holds a message of this type. */
function holdsMessage(bytes: Uint8Array, code: number): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at < bytes.length; at += 1 + view.getUint32(at + 1)) if (bytes[at] === code) return true;
  return false;
}

const decoder = new TextDecoder();

/**
 * The result of one extended-protocol exchange, as PGlite's parseResults builds it, read from
 * the raw answer; undefined when the answer holds anything but the usual messages.
 */
function readResult(
  bytes: Uint8Array,
  parserOf: (typeId: number) => Parser | undefined,
  arrayRows: boolean,
): Results | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fields: { name: string; dataTypeID: number }[] = [];
  const parsers: (Parser | undefined)[] = [];
  const rows: unknown[] = [];
  let result: Results | undefined;
  for (let at = 0; at < bytes.length;) {
    const code = bytes[at];
    const end = at + 1 + view.getUint32(at + 1);
    let p = at + 5;
    switch (code) {
      case 0x31: // ParseComplete
      case 0x32: // BindComplete
      case 0x33: // CloseComplete
      case 0x6e: // NoData
      case 0x49: // EmptyQueryResponse
      case 0x5a: // ReadyForQuery
        break;
      case 0x54: {
        // RowDescription
        const count = view.getUint16(p);
        p += 2;
        for (let i = 0; i < count; i++) {
          const nul = bytes.indexOf(0, p);
          const name = decoder.decode(bytes.subarray(p, nul));
          p = nul + 1;
          const dataTypeID = view.getInt32(p + 6);
          if (view.getInt16(p + 16) !== 0) return undefined; // binary
          p += 18;
          fields.push({ name, dataTypeID });
          parsers.push(parserOf(dataTypeID));
        }
        break;
      }
      case 0x44: {
        // DataRow
        const count = view.getUint16(p);
        p += 2;
        const values: unknown[] = new Array(count);
        for (let i = 0; i < count; i++) {
          const length = view.getInt32(p);
          p += 4;
          if (length < 0) {
            values[i] = null;
            continue;
          }
          const text = decoder.decode(bytes.subarray(p, p + length));
          p += length;
          const parser = parsers[i];
          values[i] = parser ? parser(text, fields[i].dataTypeID) : text;
        }
        if (arrayRows) rows.push(values);
        else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < count; i++) row[fields[i].name] = values[i];
          rows.push(row);
        }
        break;
      }
      case 0x43: {
        // CommandComplete
        if (result) return undefined; // a second statement: not ours
        const parts = decoder.decode(bytes.subarray(p, end - 1)).split(' ');
        const command = parts[0];
        const rowCount = parseInt(parts[parts.length - 1], 10);
        const counted = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
        result = { rows, fields, command, affectedRows: counted ? rowCount : 0 } as Results;
        if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
        break;
      }
      default:
        return undefined;
    }
    at = end;
  }
  return result ?? ({ affectedRows: 0, rows: [], fields: [] } as Results);
}

/** A query whose parameters need no serializer, and without PGlite's rarer options. */
function isPlainQuery(params: unknown[], options: QueryOptions | undefined): boolean {
  if (options && (options.blob || options.paramTypes || options.serializers || options.onNotice)) return false;
  for (const value of params) {
    const type = typeof value;
    if (value !== null && type !== 'string' && type !== 'number' && type !== 'boolean') return false;
  }
  return true;
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
