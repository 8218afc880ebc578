/**
 * `npm run db:generate -- <name>`: drizzle-kit writes the migration for a change to the schema,
 * named for what it does (`0013_<name>.sql`, like the others) rather than with drizzle-kit's random
 * words. Without a name, or with one that is not snake_case words, it writes nothing and says how.
 */
import { spawnSync } from 'node:child_process';

const SNAKE_CASE_WORDS = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const USAGE = 'Usage: npm run db:generate -- <name>, where <name> says what the migration does in snake_case words (e.g. table_write_notices).';

const args = process.argv.slice(2);
const [name] = args;
if (args.length !== 1 || name === undefined || !SNAKE_CASE_WORDS.test(name)) {
  console.error(args.length === 0 ? `A migration needs a descriptive name. ${USAGE}` : `Not a migration name: "${args.join(' ')}". ${USAGE}`);
  process.exit(1);
}
const generated = spawnSync('drizzle-kit', ['generate', '--name', name], { stdio: 'inherit' });
process.exit(generated.status ?? 1);
