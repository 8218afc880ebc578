/**
 * The signed-in viewers of this process, by user id, kept for a few seconds so that a request
 * does not cost a database query before its own. The trade-off:
 * - In this process a change applies at once: every write to a table the viewer is made of
 *   (users, user_restaurants, restaurants) announced through TableWrites applies to the next
 *   request, and the generic CRUD layer announces all of its writes.
 * - Another process (several API processes on PostgreSQL) or a write made around TableWrites
 *   (psql, a script) is seen within VIEWER_TTL_MS: a role taken away or a restaurant removed
 *   may still be used for that long. A token's own expiry is checked on every request.
 * A write of users or user_restaurants empties the cache. A write of restaurants (each save of a
 * restaurant's settings) can only rename or remove restaurants: the viewers holding one of the
 * restaurants written (any of them, when the writer does not say which) read their restaurants'
 * names again, by their keys, before they are used; one that has lost a restaurant is loaded whole
 * again (the removal took its link, and with it its session).
 * Entries hold the load's promise, so concurrent requests of one user share one query, and an
 * emptying during a load drops that load's (possibly stale) answer.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { restaurants } from '../db/schema';
import type { TableWrites } from '../db/tableWrites';
import { loadViewer, type Viewer } from './viewer';

export const VIEWER_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
/** The tables of a viewer's user and its links: a write of one empties the cache. */
const VIEWER_TABLES = new Set(['users', 'user_restaurants']);

interface Entry {
  viewer: Promise<Viewer | undefined>;
  /** The viewer once loaded. */
  loaded?: Viewer;
  expiresAt: number;
  /** The count of restaurant writes its restaurants' names were read after. */
  namesAsOf: number;
}

/** The viewer with its restaurants' names as stored now, in loadViewer's order; loaded whole again when one is gone. */
async function withCurrentNames(db: Database, viewer: Viewer): Promise<Viewer | undefined> {
  const ids = viewer.restaurants.map((restaurant) => restaurant.uuid);
  if (ids.length === 0) return viewer;
  const current = await db
    .select({ uuid: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(inArray(restaurants.id, ids))
    .orderBy(sql`${restaurants.id} = ${viewer.restoUuid} desc`, sql`lower(${restaurants.name}) collate "C"`);
  return current.length === ids.length ? { ...viewer, restaurants: current } : loadViewer(db, viewer.id);
}

/** When restaurants were last written, counted in restaurant writes: each one, or all at once. */
class RestaurantWrites {
  count = 0;
  #allAt = 0;
  readonly #at = new Map<string, number>();

  written(rows: readonly string[] | undefined): void {
    this.count += 1;
    if (!rows || this.#at.size + rows.length > MAX_ENTRIES) {
      this.#allAt = this.count;
      this.#at.clear();
    } else for (const id of rows) this.#at.set(id, this.count);
  }

  /** Whether any of the viewer's restaurants was written after the `since`th write. */
  since(since: number, viewer: Viewer): boolean {
    return this.#allAt > since || viewer.restaurants.some((restaurant) => (this.#at.get(restaurant.uuid) ?? 0) > since);
  }
}

export class ViewerCache {
  readonly #entries = new Map<string, Entry>();
  readonly #restaurantWrites = new RestaurantWrites();

  constructor(
    private readonly db: Database,
    tableWrites: TableWrites,
    private readonly ttlMs = VIEWER_TTL_MS,
  ) {
    tableWrites.subscribe((table, rows) => {
      if (VIEWER_TABLES.has(table)) this.clear();
      else if (table === 'restaurants') this.#restaurantWrites.written(rows);
    });
  }

  /** The user as loadViewer returns it (undefined: no such user), at most ttlMs old. */
  get(userId: string): Promise<Viewer | undefined> {
    const now = Date.now();
    const cached = this.#entries.get(userId);
    if (cached && cached.expiresAt > now) {
      const { loaded, namesAsOf } = cached;
      if (!loaded || !this.#restaurantWrites.since(namesAsOf, loaded)) return cached.viewer;
      return this.#keep(userId, withCurrentNames(this.db, loaded), cached.expiresAt).viewer;
    }
    if (cached) this.#entries.delete(userId);
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string);
    return this.#keep(userId, loadViewer(this.db, userId), now + this.ttlMs).viewer;
  }

  #keep(userId: string, viewer: Promise<Viewer | undefined>, expiresAt: number): Entry {
    const entry: Entry = { viewer, expiresAt, namesAsOf: this.#restaurantWrites.count };
    this.#entries.set(userId, entry);
    viewer.then(
      (loaded) => (entry.loaded = loaded),
      () => {
        if (this.#entries.get(userId) === entry) this.#entries.delete(userId); // a failed load is not kept
      },
    );
    return entry;
  }

  clear(): void {
    this.#entries.clear();
  }
}
