/** `npm run serve`: the server with the environment's settings, until SIGINT or SIGTERM. */
import { settingsFromEnv } from './config';
import { DEMO_PASSWORD, DEMO_USERS } from './db/demoData';
import { startServer, type RunningServer } from './startServer';
import { reportStartupError } from './startupError';
import { watchStatements } from './db/statementSpans';
import { startTracing } from './tracing';

async function main(): Promise<void> {
  let server: RunningServer;
  let stopTracing: (() => Promise<void>) | undefined;
  try {
    stopTracing = await startTracing();
    if (stopTracing) watchStatements(); // statements become spans (a server with metrics adds its listener)
    server = await startServer(settingsFromEnv(process.env));
  } catch (error) {
    reportStartupError(error);
  }

  const { config, database, url, log } = server;
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  log.announce(
    `Restoboard (${config.appEnv}) is ready at ${url}/ with the ${where}.${stopTracing ? ' Traces go to the OTLP endpoint.' : ''}`,
  );
  if (config.demoSeed) {
    log.announce(
      `Demo logins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => `${u.email} (${u.role})`).join(', ')}`,
    );
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1); // a second signal: give up waiting
    stopping = true;
    log.announce(
      `${signal}: stopping (readiness 503, requests in flight finish within SHUTDOWN_TIMEOUT, then the database closes).`,
    );
    server.close().then(
      async () => {
        await stopTracing?.().catch((error: unknown) => log.error('The last spans could not be sent', error));
        log.announce('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        log.error('The stop failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main();
