/**
 * Starts the whole server in this process: database (lock, migrations, demo seed), GraphQL and
 * the SPA on one port. main.ts uses it with the environment's settings; tests, the browser suite
 * and the benchmarks use it with their own (`port: 0` picks a free port).
 */
import http from 'node:http';
import type { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { MAIL_LIMITS } from './accounts/mailLimits';
import { createAnalyticsHandler } from './analytics/analyticsHandler';
import { LoginLimiter } from './auth/loginLimiter';
import { createViewerResolver } from './auth/requestViewer';
import { ViewerCache } from './auth/viewerCache';
import { BackgroundTasks } from './backgroundTasks';
import { ConfigError, DEFAULT_SETTINGS, resolveConfig, type Config, type Settings } from './config';
import type { Database, DatabaseHandle } from './db/database';
import { demoAccountsIn, DemoAccountsError } from './db/demoAccounts';
import { openDatabase } from './db/openDatabase';
import { seedDemoData } from './db/seed';
import { TableWrites } from './db/tableWrites';
import type { ServerResource } from './graphql/resource';
import { RESOURCES } from './graphql/resources';
import { buildSchema } from './graphql/schema';
import { createGraphQLHandler } from './graphql/yoga';
import { clientAddressResolver } from './http/clientAddress';
import { answerClientError } from './http/clientError';
import { createRequestListener } from './http/requestListener';
import { createStaticFiles } from './http/staticFiles';
import { limitStoreFor } from './limits/limitStore';
import { createLogger, type Logger } from './log';
import { createMailer } from './mail/mailer';
import { configuredStorage } from './media/configuredStorage';
import { createMediaHandler } from './media/mediaHandler';
import type { MediaStorage } from './media/storage';
import { ORDERS_EXPORT } from './orders/exportHandler';
import { AUDIT_EXPORT } from './audit/auditCsv';
import { createCsvExport } from './exports/csvExport';
import { createPushNotifier } from './push/pushNotifier';
import { vapidKeys } from './push/vapidKeys';
import { localOrderEvents, postgresOrderEvents } from './realtime/orderEvents';
import { attachSubscriptions, type LiveCounts } from './realtime/subscriptions';
import { listenForTableWrites } from './realtime/tableWriteNotices';
import { ScanWriter } from './scans/scanWriter';

export interface RunningServer {
  /** e.g. `http://localhost:4000` */
  url: string;
  config: Config;
  database: DatabaseHandle;
  /** Where writes made around the CRUD layer (tests, scripts in process) announce their tables. */
  tableWrites: TableWrites;
  /** The sign-in brakes of this server (tests read what it holds). */
  loginLimiter: LoginLimiter;
  /** What its live sockets hold now (tests wait for a subscription to be in place, a socket's close to be seen). */
  live: LiveCounts;
  /** Resolves once the work requests left running (account mails) is done. */
  settled(): Promise<void>;
  /** Stops accepting requests, closes the database and releases its lock. */
  close(): Promise<void>;
}

/** Seeds the demo data where the settings say so; outside APP_ENV=local, refuses a database holding demo accounts. */
async function prepareData(db: Database, config: Config, log: Logger, storage: MediaStorage): Promise<void> {
  if (config.demoSeed && (await seedDemoData(db, storage))) log.info('Seeded the demo data.');
  if (config.appEnv === 'local') return;
  const demoAccounts = await demoAccountsIn(db);
  if (demoAccounts.length > 0) throw new DemoAccountsError(config.appEnv, demoAccounts);
}

/** What tests put in beside the settings: extra resources (the kernel's test-only ones) and a clock they control. */
export interface ServerExtras {
  resources?: readonly ServerResource[];
  now?: () => Date;
  /** The TLS agent Web Push uses (a test's stand-in push service has a certificate of its own). */
  pushAgent?: Agent;
}

export async function startServer(options: Partial<Settings> = {}, extras: ServerExtras = {}): Promise<RunningServer> {
  const config = resolveConfig({ ...DEFAULT_SETTINGS, ...options });
  const log = createLogger(config.logLevel);
  const storage = await configuredStorage(config);
  const database = await openDatabase(config, (db) => prepareData(db, config, log, storage.on(db)));
  try {
    const tableWrites = new TableWrites();
    const viewers = new ViewerCache(database.db, tableWrites);
    const now = extras.now ?? (() => new Date());
    const limits = await limitStoreFor(config, database.db, log);
    const loginLimiter = new LoginLimiter(limits);
    const background = new BackgroundTasks(log);
    const mailer = createMailer({ config, db: database.db, log, background, now });
    let url = config.appUrl ?? '';
    const mailLimiter = new LoginLimiter(limits, MAIL_LIMITS, 'mail');
    // On PostgreSQL one connection of the process listens: order events, and the writes that change who is signed in.
    const notices = config.databaseUrl ? postgres(config.databaseUrl, { max: 1, onnotice: () => undefined }) : undefined;
    if (notices) await listenForTableWrites(notices, tableWrites);
    const orderEvents = notices ? await postgresOrderEvents(notices, (error) => log.error('order event', error)) : localOrderEvents();
    const keys = vapidKeys(config);
    if (!keys) log.warn('No VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: this server sends no Web Push.');
    const push = createPushNotifier({ db: database.db, viewers, background, log, keys, pushServiceHosts: config.pushServiceHosts, agent: extras.pushAgent });
    const services = { db: database.db, config, log, loginLimiter, mailLimiter, limits, mailer, background, appUrl: () => url, tableWrites, viewers, now, orderEvents, push, scans: new ScanWriter(database.db) };
    const schema = buildSchema(extras.resources && [...RESOURCES, ...extras.resources]);
    const graphql = createGraphQLHandler(services, schema);
    const viewerOf = createViewerResolver(config, viewers);
    const media = createMediaHandler({ ...services, storage: storage.on(database.db), viewerOf });
    const exports = new Map([ORDERS_EXPORT, AUDIT_EXPORT].map((kind) => [kind.path, createCsvExport(kind, { ...services, database, viewerOf, schema })]));
    const analytics = createAnalyticsHandler({ ...services, database, viewerOf });
    const server = http.createServer(createRequestListener(graphql, createStaticFiles(config.distDir), log, media, exports, analytics, config));
    server.on('clientError', answerClientError);
    const subscriptions = attachSubscriptions(server, { viewerOf, events: orderEvents, tableWrites, addressOf: clientAddressResolver(config.trustProxy) });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'EADDRINUSE' ? new ConfigError([`PORT ${config.port} is already in use: stop what uses it, or choose another PORT.`]) : error),
      );
      server.listen(config.port, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    url ||= `http://localhost:${port}`;
    return {
      url: `http://localhost:${port}`,
      config,
      database,
      tableWrites,
      loginLimiter,
      live: { sockets: () => subscriptions.sockets(), subscriptions: () => subscriptions.subscriptions() },
      settled: () => background.settled(),
      async close() {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        // The live sockets are the server's connections too: it has closed only once they have (1001, going away).
        await subscriptions.close();
        await closed;
        await graphql.dispose();
        push.close();
        await background.settled();
        mailer.close();
        await orderEvents.close();
        await notices?.end({ timeout: 5 });
        await limits.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
