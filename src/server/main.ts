/** `npm run serve`: the server with the environment's settings, until SIGINT or SIGTERM. */
import { settingsFromEnv } from './config';
import { DEMO_PASSWORD, DEMO_USERS } from './db/demoData';
import { startServer, type RunningServer } from './startServer';
import { reportStartupError } from './startupError';

async function main(): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer(settingsFromEnv(process.env));
  } catch (error) {
    reportStartupError(error);
  }

  const { config, database, url } = server;
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`[restoboard] Restoboard (${config.appEnv}) is ready at ${url}/ with the ${where}.`);
  if (config.demoSeed) {
    console.log(`[restoboard] Demo logins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => `${u.email} (${u.role})`).join(', ')}`);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1); // a second signal: give up waiting
    stopping = true;
    console.log(`[restoboard] ${signal}: closing.`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main();
