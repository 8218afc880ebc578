/**
 * Named statements for the one-call path (pgliteOneCall.ts): each query text is parsed once, under
 * a name of its own, then run by that name, as postgres.js prepares every query on PostgreSQL.
 * The database then skips parsing and analysing it, and after five runs plans it once, unless plans
 * made for the values given look cheaper (plan_cache_mode auto, as on PostgreSQL). For a screen's
 * small queries that is a third (a page of 25 rows) to three quarters (a row by its key) of the
 * database's time. A statement outlives the transaction it was parsed in, also one rolled back.
 * At most MAX_STATEMENTS are kept; the least recently used is closed with the next exchange.
 */
import { protocol } from '@electric-sql/pglite';

export const MAX_STATEMENTS = 200;

/** The messages that run a query text, up to its Bind. */
export interface StatementMessages {
  name: string;
  /** Closes of statements dropped since the last exchange, then the Parse of this one when it has none yet. */
  before: Uint8Array[];
  parsing: boolean;
}

export class PreparedStatements {
  /** Name by query text, the most recently used last. */
  readonly #names = new Map<string, string>();
  #made = 0;
  #closing: string[] = [];

  /** To be called under the query lock, for the exchange about to run `text`. */
  messagesFor(text: string): StatementMessages {
    const before = this.#closing.map((name) => protocol.serialize.close({ type: 'S', name }));
    this.#closing = [];
    const known = this.#names.get(text);
    if (known !== undefined) {
      this.#names.delete(text);
      this.#names.set(text, known);
      return { name: known, before, parsing: false };
    }
    this.#made += 1;
    const name = `restoboard_${this.#made}`;
    before.push(protocol.serialize.parse({ name, text }));
    return { name, before, parsing: true };
  }

  /** `text` was parsed under `name` (its ParseComplete came back, whatever followed). */
  parsed(text: string, name: string): void {
    this.#names.set(text, name);
    if (this.#names.size <= MAX_STATEMENTS) return;
    const [oldest, oldestName] = this.#names.entries().next().value as [string, string];
    this.#names.delete(oldest);
    this.#closing.push(oldestName);
  }

  /** The statement of `text` cannot be run again (gone, or its tables changed under it): parsed afresh next time. */
  forget(text: string): void {
    const name = this.#names.get(text);
    if (name === undefined) return;
    this.#names.delete(text);
    this.#closing.push(name);
  }
}
