/**
 * PostgreSQL through postgres.js. Several server processes may start at once against one
 * database, so migrating and seeding run under an advisory lock on one dedicated connection
 * (without a time limit: a migration may take long). The serving connections cancel any
 * statement that runs longer than STATEMENT_TIMEOUT.
 */
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { finished } from 'node:stream/promises';
import postgres from 'postgres';
import { MIGRATIONS_FOLDER, type DatabaseHandle, type PrepareDatabase } from './database';
import * as schema from './schema';

/** Any fixed number: the key of the advisory lock that serialises start-ups. */
const MIGRATION_LOCK_KEY = 7_365_201;

const quiet = { onnotice: () => undefined };

/** The serving pool's connections per process (docs/production.md, "Connections"). */
export const POOL_CONNECTIONS = 10;

/**
 * Said by each of the app's connections: its writes are audited by the app, not by the triggers that see writes made
 * outside it (migration 0013).
 */
export const APP_CONNECTION = { 'restoboard.app': 'on' };

async function prepareUnderLock(url: string, prepare: PrepareDatabase): Promise<void> {
  const client = postgres(url, { ...quiet, max: 1, connection: APP_CONNECTION });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await prepare(db);
  } finally {
    await client.end({ timeout: 5 }); // ending the session releases the advisory lock
  }
}

/** `statementTimeoutMs`: statements running longer are cancelled (0, PostgreSQL's own default: never). */
export async function openPostgres(
  url: string,
  prepare: PrepareDatabase,
  statementTimeoutMs = 0,
): Promise<DatabaseHandle> {
  await prepareUnderLock(url, prepare);
  return servingHandle(url, statementTimeoutMs);
}

/**
 * The pool a process serves from: at most POOL_CONNECTIONS connections, each statement cancelled past
 * `statementTimeoutMs`. Opened as is (no migration): a streaming replica's (readDatabase.ts) is read-only.
 */
export function servingHandle(
  url: string,
  statementTimeoutMs: number,
  { connectTimeoutSeconds }: { connectTimeoutSeconds?: number } = {},
): DatabaseHandle {
  const client = postgres(url, {
    ...quiet,
    max: POOL_CONNECTIONS,
    ...(connectTimeoutSeconds === undefined ? {} : { connect_timeout: connectTimeoutSeconds }),
    connection: { ...APP_CONNECTION, statement_timeout: statementTimeoutMs, standard_conforming_strings: 'on' },
  });
  return {
    db: drizzle(client, { schema }),
    kind: 'postgres',
    async copyOut(statement) {
      // Read in flowing mode: paused reading of a COPY stream can stall the connection for good
      // (porsager/postgres#917, #499), and a page is small enough to take whole.
      const stream = await client.unsafe(statement).readable();
      // Copied as it comes into one buffer (a row arrives as a message of its own): less garbage than keeping each.
      let out = Buffer.allocUnsafe(1 << 20);
      let length = 0;
      stream.on('data', (part: Buffer) => {
        if (length + part.length > out.length) {
          const larger = Buffer.allocUnsafe(Math.max(out.length * 2, length + part.length));
          out.copy(larger, 0, 0, length);
          out = larger;
        }
        length += part.copy(out, length);
      });
      await finished(stream);
      return out.subarray(0, length);
    },
    close: () => client.end({ timeout: 5 }),
  };
}
