/**
 * The demo accounts share a published password: outside APP_ENV=local a server refuses to start
 * while any of them exists, and `npm run seed -- --remove-demo-accounts` deletes them.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from './database';
import { DEMO_USERS } from './demoData';
import { users } from './schema';

const DEMO_EMAILS = DEMO_USERS.map((u) => u.email);

export const REMOVE_DEMO_ACCOUNTS_COMMAND = 'npm run seed -- --remove-demo-accounts';

export class DemoAccountsError extends Error {
  constructor(
    readonly appEnv: string,
    readonly emails: string[],
  ) {
    super(
      `The database holds demo accounts whose password is published (${emails.join(', ')}). ` +
        `With APP_ENV=${appEnv} the server does not start while they exist. Remove them with ` +
        `\`${REMOVE_DEMO_ACCOUNTS_COMMAND}\` (run with the same DATABASE_URL or DATA_DIR), or delete those users yourself.`,
    );
    this.name = 'DemoAccountsError';
  }
}

/** The emails of the demo accounts present in the database. */
export async function demoAccountsIn(db: Database): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, DEMO_EMAILS));
  return rows.map((r) => r.email).sort();
}

/** Deletes the demo accounts (their restaurant links go with them); says which there were. */
export async function removeDemoAccounts(db: Database): Promise<string[]> {
  const rows = await db.delete(users).where(inArray(users.email, DEMO_EMAILS)).returning({ email: users.email });
  return rows.map((r) => r.email).sort();
}
