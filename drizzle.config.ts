import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- <name>` writes a new migration after a change to the schema (named, by
// tools/dbGenerate.ts); the server applies them at start-up (openPglite / openPostgres in src/server/db/).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
