/**
 * A per-table write hook: code that writes rows announces the table once the write is over
 * (committed or not), and in-process caches that depend on the table drop what they hold. The
 * generic CRUD layer announces every write it makes; code writing around it (a custom resolver,
 * a test) announces its own.
 */
export type TableWriteListener = (table: string) => void;

export class TableWrites {
  readonly #listeners = new Set<TableWriteListener>();

  /** Calls the listener after every announced write; returns the unsubscribe. */
  subscribe(listener: TableWriteListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Announces that rows of `table` (its SQL name) were, or may have been, written. */
  written(table: string): void {
    for (const listener of this.#listeners) listener(table);
  }
}
