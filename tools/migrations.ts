/** Migrations as this repository names them: for what they do, not drizzle-kit's random words. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** A migration's name: what it does, in snake_case words (`table_write_notices`, `add_reservations`). */
export const MIGRATION_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/** drizzle-kit writes the migration for the schema's changes in `root`, named `NNNN_<name>.sql`. */
export const generateMigration = (root: string, name: string, stdio: 'inherit' | 'pipe') =>
  spawnSync(process.execPath, [path.join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', `--name=${name}`], {
    cwd: root,
    stdio,
    encoding: 'utf8',
  });
