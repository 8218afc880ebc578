/**
 * The signed-in viewers of this process, by user id, kept for a few seconds so that a request
 * does not cost a database query before its own. The trade-off:
 * - In this process a change applies at once: every write to a table the viewer is made of
 *   (users, user_restaurants, restaurants) announced through TableWrites empties the cache,
 *   and the generic CRUD layer announces all of its writes.
 * - Another process (several API processes on PostgreSQL) or a write made around TableWrites
 *   (psql, a script) is seen within VIEWER_TTL_MS: a role taken away or a restaurant removed
 *   may still be used for that long. A token's own expiry is checked on every request.
 * Entries hold the load's promise, so concurrent requests of one user share one query, and an
 * emptying during a load drops that load's (possibly stale) answer.
 */
import type { Database } from '../db/database';
import type { TableWrites } from '../db/tableWrites';
import { loadViewer, type Viewer } from './viewer';

export const VIEWER_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
/** The tables loadViewer reads. */
const VIEWER_TABLES = new Set(['users', 'user_restaurants', 'restaurants']);

interface Entry {
  viewer: Promise<Viewer | undefined>;
  expiresAt: number;
}

export class ViewerCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly db: Database,
    tableWrites: TableWrites,
    private readonly ttlMs = VIEWER_TTL_MS,
  ) {
    tableWrites.subscribe((table) => {
      if (VIEWER_TABLES.has(table)) this.clear();
    });
  }

  /** The user as loadViewer returns it (undefined: no such user), at most ttlMs old. */
  get(userId: string): Promise<Viewer | undefined> {
    const now = Date.now();
    const cached = this.#entries.get(userId);
    if (cached && cached.expiresAt > now) return cached.viewer;
    if (cached) this.#entries.delete(userId);
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string);
    const entry: Entry = { viewer: loadViewer(this.db, userId), expiresAt: now + this.ttlMs };
    this.#entries.set(userId, entry);
    entry.viewer.catch(() => {
      if (this.#entries.get(userId) === entry) this.#entries.delete(userId); // a failed load is not kept
    });
    return entry.viewer;
  }

  clear(): void {
    this.#entries.clear();
  }
}
