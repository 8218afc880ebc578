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

/** Whether the environment says this is CI (`CI=true`, or any value but empty, `0` and `false`). */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

/**
 * Which PostgreSQL the server suites run on, and whether it must be there: `TEST_DATABASE_URL`
 * when set (then required), else `TEST_POSTGRES_PROBE_URL` or the default, tried and skipped if
 * it does not answer, except under CI, where the PostgreSQL suite must run.
 */
export function postgresWanted(env: NodeJS.ProcessEnv = process.env): { url: string; requiredBecause?: string } {
  const explicit = env.TEST_DATABASE_URL?.trim();
  if (explicit) return { url: explicit, requiredBecause: 'TEST_DATABASE_URL is set' };
  const url = env.TEST_POSTGRES_PROBE_URL?.trim() || DEFAULT_TEST_DATABASE_URL;
  return isCi(env) ? { url, requiredBecause: `CI=${env.CI ?? ''}` } : { url };
}

/** The URL without its password, for messages. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unparsable URL)';
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
