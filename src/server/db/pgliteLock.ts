/**
 * PGlite is one process per folder and has no lock of its own: two processes would silently lose
 * writes. The lock file holds the owner's pid; a lock whose owner is dead is taken over.
 *
 * A lock naming this very pid was left by an earlier process that had the same pid: the normal
 * case after a container restart, where the server is pid 1 every time. It is stale, unless this
 * process holds it itself (a second open of the same folder), which the set below remembers.
 * (Pids are only meaningful within one host and pid namespace: one PGlite folder must never be
 * shared between containers or machines.)
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'pglite.lock';

/** The lock files this process holds. */
const heldHere = new Set<string>();

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

/** Whether the lock's owner is still using it: alive, and, when that is this process, holding it here. */
function isHeld(lockFile: string, owner: number | undefined): owner is number {
  if (owner === undefined) return false;
  return owner === process.pid ? heldHere.has(lockFile) : isAlive(owner);
}

/** Takes the lock of `dataDir` for this process; returns the function that releases it. */
export function acquirePgliteLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(path.resolve(dataDir), LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        if (readOwner(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockFile);
    if (isHeld(lockFile, owner)) throw new DatabaseLockedError(lockFile, owner);
    fs.rmSync(lockFile, { force: true }); // stale: its owner is gone, or was an earlier process with this pid
  }
  throw new Error(`Could not take the lock ${lockFile}: another process keeps taking it over.`);
}
