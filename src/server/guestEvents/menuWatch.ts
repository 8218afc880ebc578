/**
 * Which open guest pages show a menu that is no longer the menu (docs/features.md, "Live guest menus"). Writes are
 * announced by table, not by restaurant (an order says `menus`), so a write makes every watched menu worth a look:
 * once the pace allows (one look a second at most, so a thousand orders in a second make one), the menu of each
 * slug with pages open is read through the rows every guest shares, `concurrency` at a time, and its version
 * compared with the one its pages were last told; a changed one is told to them. Every REVIEW_MS the menus are
 * looked at anyway: a sold-out mark whose time has passed, a business day that made a daily count whole, a write no
 * process announced (psql).
 */
import { AsyncResource } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import pLimit from 'p-limit';

export const COALESCE_MS = 1_000;
export const REVIEW_MS = 60_000;

export interface MenuWatchOptions {
  /** The version of the menu of `slug` now, or null when no restaurant has that slug. */
  versionOf(slug: string): Promise<string | null>;
  /** Tells the pages of `slug` that its menu is now `version` (null: gone). */
  tell(slug: string, version: string | null): void;
  /** The slugs with pages open. */
  slugs(): string[];
  /** Menus read at once by a look. */
  concurrency: number;
  /** Resolves when the next look may begin (default: COALESCE_MS after the last one began); tests hold it. */
  pace?: () => Promise<void>;
  onError(error: unknown): void;
}

export class MenuWatch {
  /** The version each watched slug's pages were last told (or opened on). */
  readonly #known = new Map<string, string>();
  readonly #stop = new AbortController();
  readonly #look: () => void;
  #dirty = false;
  #running: Promise<void> | undefined;
  #looking: Promise<void> | undefined;
  #lastLook = -Infinity;
  #review: NodeJS.Timeout | undefined;

  /** Looks made so far (tests wait on it). */
  looks = 0;

  constructor(private readonly options: MenuWatchOptions) {
    // A look runs in the context the watch was made in, never in that of the request whose write set it off (that
    // request's database budget, its trace).
    this.#look = AsyncResource.bind(() => {
      this.#running ??= this.#run().finally(() => (this.#running = undefined));
    });
  }

  /** A write that may have changed guests' menus. */
  changed(): void {
    if (this.#stop.signal.aborted) return;
    this.#dirty = true;
    if (!this.#running) this.#look();
  }

  /** A page opened on `version` of `slug`'s menu: another version than its pages were told is news for them. */
  opened(slug: string, version: string): void {
    const known = this.#known.get(slug);
    this.#known.set(slug, version);
    if (known !== undefined && known !== version) this.options.tell(slug, version);
    this.#review ??= setInterval(() => this.changed(), REVIEW_MS).unref();
  }

  /** The last page of `slug` has gone. */
  forget(slug: string): void {
    this.#known.delete(slug);
    if (this.#known.size > 0) return;
    clearInterval(this.#review);
    this.#review = undefined;
  }

  async #run(): Promise<void> {
    while (this.#dirty && !this.#stop.signal.aborted) {
      await this.#pace();
      if (this.#stop.signal.aborted) return;
      this.#dirty = false;
      this.#looking = this.#lookAtAll();
      await this.#looking;
      this.looks += 1;
    }
  }

  async #pace(): Promise<void> {
    if (this.options.pace) return this.options.pace();
    const wait = this.#lastLook + COALESCE_MS - performance.now();
    if (wait > 0) await delay(wait, undefined, { signal: this.#stop.signal }).catch(() => undefined);
    this.#lastLook = performance.now();
  }

  async #lookAtAll(): Promise<void> {
    const limit = pLimit(this.options.concurrency);
    await Promise.all(
      this.options.slugs().map((slug) =>
        limit(async () => {
          const version = await this.options.versionOf(slug).catch((error: unknown) => this.options.onError(error));
          const known = this.#known.get(slug);
          if (version === undefined || known === undefined || known === version || this.#stop.signal.aborted) return;
          if (version === null) this.#known.delete(slug);
          else this.#known.set(slug, version);
          this.options.tell(slug, version);
        }),
      ),
    );
  }

  /** The stop: no more looks; waits for the one under way (it reads the database, which closes after). */
  async close(): Promise<void> {
    this.#stop.abort();
    clearInterval(this.#review);
    await this.#looking;
  }
}
