/**
 * The embedded database: PGlite in DATA_DIR/pglite, guarded by the lock file. A first start
 * builds the cluster in a side folder and renames it into place, so an interrupted first start
 * never leaves a half-made database behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, type DatabaseHandle, type PrepareDatabase } from './database';
import { acquirePgliteLock } from './pgliteLock';
import { pgliteCopyOut } from './pgliteCopyOut';
import { PGliteWithOneCallQueries } from './pgliteOneCall';
import { shareTheLoop } from './pgliteTurns';
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

async function createCluster(folder: string): Promise<void> {
  const building = `${folder}${INITIALIZING_SUFFIX}`;
  fs.rmSync(building, { recursive: true, force: true }); // left by an interrupted first start
  const fresh = await PGlite.create(building);
  await fresh.close();
  fs.renameSync(building, folder);
}

async function openCluster(folder: string, oneCallQueries: boolean): Promise<PGlite> {
  if (!fs.existsSync(path.join(folder, 'PG_VERSION')))
    throw new DatabaseFolderError(folder, new Error('PG_VERSION is missing'));
  try {
    const client = oneCallQueries ? new PGliteWithOneCallQueries(folder) : new PGlite(folder);
    // Before the budget, so that a request's turn given to others is not counted as its database time.
    shareTheLoop(client);
    budgetStatements(client);
    await client.waitReady;
    await client.query('select 1');
    // The app is the only writer of its embedded database: the triggers auditing writes made outside it stand aside
    // (postgres.ts).
    await client.query(`set restoboard.app = 'on'`);
    return client;
  } catch (error) {
    throw new DatabaseFolderError(folder, error);
  }
}

/** `oneCallQueries`: the faster query path of pgliteOneCall.ts (the PGLITE_ONE_CALL setting). */
export async function openPglite(
  dataDir: string,
  prepare: PrepareDatabase,
  oneCallQueries = true,
): Promise<DatabaseHandle> {
  const release = acquirePgliteLock(dataDir);
  try {
    const folder = path.join(dataDir, PGLITE_FOLDER);
    if (!fs.existsSync(folder)) await createCluster(folder);
    const client = await openCluster(folder, oneCallQueries);
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
      copyOut: (statement) => pgliteCopyOut(client, statement),
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
