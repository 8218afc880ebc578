/**
 * The rows of guests' menus, kept briefly: a menu behind QR codes is opened by a crowd at once (a
 * full room, a flood from many addresses), and every guest gets the same rows. One read per slug is
 * shared by everyone asking while it runs and for FRESH_MS after; what depends on the instant (sold
 * out, open now, today's hours) is decided per request from them. A write this process makes to
 * what a guest menu shows (announced through TableWrites) drops them at once, and so does another
 * process's once PostgreSQL's notice of it arrives; a write nobody announced (psql) shows within
 * FRESH_MS (docs/operations.md). placeOrder reads the database itself, so an order never goes by
 * what is kept here.
 */
import { performance } from 'node:perf_hooks';
import type { TableWrites } from '../../../db/tableWrites';

export const FRESH_MS = 1000;
/** Slugs kept at most (each a whole menu): past it the oldest is dropped. */
export const MAX_KEPT = 500;
export const GUEST_MENU_TABLES: ReadonlySet<string> = new Set([
  'restaurants',
  'menus',
  'menu_categories',
  'menu_option_groups',
  'menu_options',
  'package_menus',
  'package_menu_groups',
]);

interface Kept<T> {
  read: Promise<T>;
  /** performance.now() until which a settled read is served; Infinity while it runs. */
  freshUntil: number;
}

export class GuestRowsCache<T> {
  readonly #kept = new Map<string, Kept<T>>();
  /** Moves on at every write: a read begun before it is shared while it runs, never kept after. */
  #generation = 0;

  constructor(
    tableWrites: TableWrites,
    private readonly clock: () => number = () => performance.now(),
  ) {
    tableWrites.subscribe((table) => {
      if (!GUEST_MENU_TABLES.has(table)) return;
      this.#generation += 1;
      this.#kept.clear();
    });
  }

  /** The rows of `slug`: kept ones while fresh, else those `load` reads (once for everyone asking meanwhile). */
  read(slug: string, load: () => Promise<T>): Promise<T> {
    const kept = this.#kept.get(slug);
    if (kept && kept.freshUntil > this.clock()) return kept.read;
    if (kept) this.#kept.delete(slug);
    if (this.#kept.size >= MAX_KEPT) this.#kept.delete(this.#kept.keys().next().value as string);
    const generation = this.#generation;
    const entry: Kept<T> = { read: load(), freshUntil: Infinity };
    this.#kept.set(slug, entry);
    entry.read.then(
      () => {
        if (generation === this.#generation) entry.freshUntil = this.clock() + FRESH_MS;
        else if (this.#kept.get(slug) === entry) this.#kept.delete(slug);
      },
      () => {
        if (this.#kept.get(slug) === entry) this.#kept.delete(slug);
      },
    );
    return entry.read;
  }
}

const caches = new WeakMap<TableWrites, GuestRowsCache<unknown>>();

/** The cache of the server whose writes `tableWrites` announces. */
export function guestRowsCache<T>(tableWrites: TableWrites): GuestRowsCache<T> {
  let cache = caches.get(tableWrites);
  if (!cache) caches.set(tableWrites, (cache = new GuestRowsCache<unknown>(tableWrites)));
  return cache as GuestRowsCache<T>;
}
