/** A database role with exactly what cube/grants.sql grants Cube's user, to run Cube's side of a test as. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import { CUBE_DIR } from './cubeConfig';

/** Roles belong to the whole PostgreSQL server: each has a name of its own, and `drop` removes it. */
export async function createCubeRole(db: Database): Promise<{ role: string; drop(): Promise<void> }> {
  const role = `restoboard_test_cube_${randomBytes(4).toString('hex')}`;
  await db.execute(sql.raw(`CREATE ROLE "${role}"`));
  const grants = fs.readFileSync(path.join(CUBE_DIR, 'grants.sql'), 'utf8').replaceAll(':"cube_user"', `"${role}"`);
  const statements = grants.split(/;\s*(?:\n|$)/).filter((statement) => statement.replace(/--.*$/gm, '').trim());
  for (const statement of statements) await db.execute(sql.raw(statement));
  return {
    role,
    async drop() {
      await db.execute(sql.raw(`DROP OWNED BY "${role}"`));
      await db.execute(sql.raw(`DROP ROLE "${role}"`));
    },
  };
}
