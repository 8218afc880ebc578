/** A query the analytics API refuses (400): a message key of the catalogue and its parameters, never SQL. */
export class QueryError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'QueryError';
  }
}
