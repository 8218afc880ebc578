/**
 * PGlite is one process per folder and has no lock of its own: two processes would silently lose
 * writes. The lock file holds the owner's pid; a lock whose owner is dead is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'pglite.lock';

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by another Restoboard process (pid ${ownerPid}). ` +
        `Stop that process first, or start this one with another DATA_DIR (or with DATABASE_URL for PostgreSQL).`,
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock of `dataDir` for this process; returns the function that releases it. */
export function acquirePgliteLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        if (readOwner(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockFile);
    // The owner may be this very process (a second open of the same folder): refused as well.
    if (owner !== undefined && isAlive(owner)) throw new DatabaseLockedError(lockFile, owner);
    fs.rmSync(lockFile, { force: true }); // stale: its owner is gone
  }
  throw new Error(`Could not take the lock ${lockFile}: another process keeps taking it over.`);
}
