/**
 * A PostgreSQL database of its own for a test that starts servers with settings of its own: empty or a copy of the
 * template, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { databaseUrl } from './provided';

const target = (() => {
  const pg = inject('postgres');
  return 'target' in pg ? pg.target : undefined;
})();

/** Why the PostgreSQL tests are skipped, or undefined when PostgreSQL answers. */
export const postgresSkipReason: string | undefined = (() => {
  const pg = inject('postgres');
  return 'skipReason' in pg ? pg.skipReason : undefined;
})();

export async function withPostgresDatabase(
  kind: 'empty' | 'template',
  test: (url: string) => Promise<void>,
): Promise<void> {
  if (!target) throw new Error(`PostgreSQL is not available: ${postgresSkipReason}`);
  const name = `${target.prefix}${kind}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(target.adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(
    kind === 'empty' ? `create database "${name}"` : `create database "${name}" template "${target.template}"`,
  );
  try {
    await test(databaseUrl(target.adminUrl, name));
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
  }
}
