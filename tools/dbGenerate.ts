/**
 * `npm run db:generate -- <name>`: drizzle-kit writes the migration for a change to the schema,
 * named for what it does (`0013_<name>.sql`, like the others) rather than with drizzle-kit's random
 * words. Without a name, or with one that is not snake_case words, it writes nothing and says how.
 */
import { generateMigration, MIGRATION_NAME } from './migrations';

const USAGE =
  'Usage: npm run db:generate -- <name>, where <name> says what the migration does in snake_case words (e.g. table_write_notices).';

const args = process.argv.slice(2);
const [name] = args;
if (args.length !== 1 || name === undefined || !MIGRATION_NAME.test(name)) {
  console.error(
    args.length === 0
      ? `A migration needs a descriptive name. ${USAGE}`
      : `Not a migration name: "${args.join(' ')}". ${USAGE}`,
  );
  process.exit(1);
}
process.exit(generateMigration(process.cwd(), name, 'inherit').status ?? 1);
