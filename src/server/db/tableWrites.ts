/**
 * A per-table write hook: code that writes rows announces the table once the write is over
 * (committed or not), and in-process caches that depend on the table drop what they hold. The
 * generic CRUD layer announces every write it makes; code writing around it (a custom resolver,
 * a test) announces its own.
 */
/**
 * `rows`: the ids of every row written, when the writer knows them (lower-case); without them, any row may have been.
 */
export type TableWriteListener = (table: string, rows?: readonly string[]) => void;

export class TableWrites {
  readonly #listeners = new Set<TableWriteListener>();

  /** Calls the listener after every announced write; returns the unsubscribe. */
  subscribe(listener: TableWriteListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Announces that rows of `table` (its SQL name) were, or may have been, written: those of `rows` only, when given.
   */
  written(table: string, rows?: readonly string[]): void {
    for (const listener of this.#listeners) listener(table, rows);
  }
}
