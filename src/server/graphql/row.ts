/** A row as the kernel handles it: column (or GraphQL field) names to values. */
export type Row = Record<string, unknown>;
