/** What the global setup hands to every test file (vitest's provide/inject). */

export interface PostgresTarget {
  /** A connection to a database used only to create and drop the test databases. */
  adminUrl: string;
  /** The migrated and seeded database each test file copies (CREATE DATABASE … TEMPLATE). */
  template: string;
  /** Prefix of the databases of this run, so the teardown can drop leftovers. */
  prefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder holding a migrated, seeded PGlite database (DATA_DIR layout) to copy per file. */
    pgliteTemplateDir: string;
    postgres: { target: PostgresTarget } | { skipReason: string };
  }
}

/** Every test server signs tokens with this secret, so tests can make tokens of any user. */
export const TEST_JWT_SECRET = 'test-secret-of-restoboard-server-tests-0123456789';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The URL of another database on the same server. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
