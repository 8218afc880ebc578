/**
 * Work a request starts but does not wait for (mail to deliver, an account flow whose answer must
 * not depend on it). Failures are logged; the server waits for what is under way before it closes
 * its database, and tests wait for it with `settled()`.
 */
import type { Logger } from './log';

export class BackgroundTasks {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly log: Logger) {}

  /** Runs `task` once `after` has settled (at once by default). */
  run(name: string, task: () => Promise<unknown>, after: Promise<void> = Promise.resolve()): void {
    const running: Promise<void> = after
      .then(async () => {
        await task();
      })
      .catch((error: unknown) => this.log.error(`${name} failed`, error))
      .finally(() => this.#pending.delete(running));
    this.#pending.add(running);
  }

  /** Resolves once nothing is under way, tasks started meanwhile included. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }
}
