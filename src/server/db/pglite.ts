/**
 * The embedded database: PGlite in DATA_DIR/pglite, guarded by the lock file. A first start
 * builds the cluster in a side folder and renames it into place, so an interrupted first start
 * never leaves a half-made database behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, type DatabaseHandle, type PrepareDatabase } from './database';
import { acquirePgliteLock } from './pgliteLock';
import { budgetStatements } from './queryBudget';
import * as schema from './schema';

export const PGLITE_FOLDER = 'pglite';
const INITIALIZING_SUFFIX = '.initializing';

export class DatabaseFolderError extends Error {
  constructor(folder: string, cause: unknown) {
    super(
      `The embedded database in ${folder} cannot be opened: it looks incomplete or damaged ` +
        `(for example a first start that was interrupted, or files from another PGlite version). ` +
        `If it holds nothing you need, delete that folder and start again; it will be created afresh.`,
      { cause },
    );
    this.name = 'DatabaseFolderError';
  }
}

/**
 * The client drizzle queries through. Drizzle passes the same result parsers with every query
 * (dates and timestamps as text), and PGlite merges them into its ~300 default parsers each time,
 * which costs ~0.1 ms a query; so they become the client's own parsers, and the query runs
 * without them. (A transaction's queries still pass them: writes are few.)
 */
export class DrizzlePGlite extends PGlite {
  override query<T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.parsers) {
      Object.assign(this.parsers, options.parsers);
      options = { ...options, parsers: undefined };
    }
    return isPlainQuery(params, options) ? this.#queryInOneCall<T>(query, params, options) : super.query<T>(query, params, options);
  }

  /**
   * PGlite's query() crosses into the database six times (parse, describe the statement, bind,
   * describe the portal, execute, sync): the statement is described only to find serializers
   * for the parameters. Parameters that are all text, numbers, booleans or null need none (the
   * server infers their types, as it does for PGlite's own toString()), so the whole exchange
   * goes in one call, and its answer is read by readResult, which decodes each value straight
   * from the bytes (PGlite's parser copies every field first). Same locking and syncing; any
   * answer beyond rows (an error, a notice) goes through PGlite's own parser.
   */
  async #queryInOneCall<T>(query: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        const message = concat([
          protocol.serialize.parse({ text: query }),
          protocol.serialize.bind({ values: params.map((value) => (value === null ? null : String(value))) }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]);
        const chunks: Uint8Array[] = [];
        await this.execProtocolRawStream(message, { onRawData: (data) => chunks.push(data.slice()) });
        const bytes = concat(chunks);
        const result = readResult(bytes, this.parsers, options?.rowMode === 'array');
        return (result ?? this.#parseSlowly(bytes, query, params, options)) as Results<T>;
      }),
    );
  }

  #parseSlowly(bytes: Uint8Array, query: string, params: unknown[], options: QueryOptions | undefined): Results {
    const messages: Parameters<Parameters<protocol.Parser['parse']>[1]>[0][] = [];
    new protocol.Parser().parse(bytes, (message) => messages.push(message));
    const error = messages.find((message) => message instanceof protocol.messages.DatabaseError);
    // As PGlite's query() does: the statement travels with the database error.
    if (error) throw Object.assign(error, { query, params, queryOptions: options });
    return parse.parseResults(messages, this.parsers, options)[0];
  }
}

const decoder = new TextDecoder();

/**
 * The result of one extended-protocol exchange, as PGlite's parseResults builds it, read from
 * the raw answer; undefined when the answer holds anything but the usual messages.
 */
function readResult(bytes: Uint8Array, parsers: Record<number, (text: string, typeId: number) => unknown>, arrayRows: boolean): Results | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fields: { name: string; dataTypeID: number }[] = [];
  const rows: unknown[] = [];
  let result: Results | undefined;
  for (let at = 0; at < bytes.length; ) {
    const code = bytes[at];
    const end = at + 1 + view.getUint32(at + 1);
    let p = at + 5;
    switch (code) {
      case 0x31: // ParseComplete
      case 0x32: // BindComplete
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
          const typeId = fields[i].dataTypeID;
          const parser = parsers[typeId];
          values[i] = parser ? parser(text, typeId) : text;
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

async function createCluster(folder: string): Promise<void> {
  const building = `${folder}${INITIALIZING_SUFFIX}`;
  fs.rmSync(building, { recursive: true, force: true }); // left by an interrupted first start
  const fresh = await PGlite.create(building);
  await fresh.close();
  fs.renameSync(building, folder);
}

async function openCluster(folder: string): Promise<PGlite> {
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) throw new DatabaseFolderError(folder, new Error('PG_VERSION is missing'));
  try {
    const client = new DrizzlePGlite(folder);
    budgetStatements(client);
    await client.waitReady;
    await client.query('select 1');
    return client;
  } catch (error) {
    throw new DatabaseFolderError(folder, error);
  }
}

export async function openPglite(dataDir: string, prepare: PrepareDatabase): Promise<DatabaseHandle> {
  const release = acquirePgliteLock(dataDir);
  try {
    const folder = path.join(dataDir, PGLITE_FOLDER);
    if (!fs.existsSync(folder)) await createCluster(folder);
    const client = await openCluster(folder);
    const db = drizzle(client, { schema });
    try {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await prepare(db);
    } catch (error) {
      await client.close();
      throw error;
    }
    return {
      db,
      kind: 'pglite',
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
