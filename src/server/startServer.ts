/**
 * Starts the whole server in this process: database (lock, migrations, demo seed), GraphQL and
 * the SPA on one port. main.ts uses it with the environment's settings; tests, the browser suite
 * and the benchmarks use it with their own (`port: 0` picks a free port).
 */
import http from 'node:http';
import type { DestinationStream } from 'pino';
import type { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { MAIL_LIMITS } from './accounts/mailLimits';
import { createAnalyticsHandler } from './analytics/analyticsHandler';
import { LoginLimiter } from './auth/loginLimiter';
import { createViewerResolver } from './auth/requestViewer';
import { ViewerCache } from './auth/viewerCache';
import { isViewEnded } from './viewAs/endedViews';
import { BackgroundTasks } from './backgroundTasks';
import { ConfigError, DEFAULT_SETTINGS, resolveConfig, type Config, type Settings } from './config';
import type { Database, DatabaseHandle } from './db/database';
import { demoAccountsIn, DemoAccountsError } from './db/demoAccounts';
import { openDatabase } from './db/openDatabase';
import { openReadDatabase, type ReadDatabase } from './db/readDatabase';
import { seedDemoData } from './db/seed';
import { statementsRunning, watchStatements } from './db/statementSpans';
import { TableWrites } from './db/tableWrites';
import type { ServerResource } from './graphql/resource';
import { RESOURCES } from './graphql/resources';
import { installOutsideWriteTriggers, outsideAudited } from './audit/outsideWriteTriggers';
import { operationsOf } from './graphql/operations';
import { buildSchema } from './graphql/schema';
import { metricsPlugin } from './graphql/metricsPlugin';
import { createGraphQLHandler } from './graphql/yoga';
import { createGuestEvents } from './guestEvents/guestEvents';
import type { GuestStreamLimits } from './guestEvents/guestStreams';
import { clientAddressResolver, trustedPeerResolver } from './http/clientAddress';
import { answerClientError } from './http/clientError';
import { InFlight } from './http/inFlight';
import { createProbes } from './http/probes';
import { createRequestListener } from './requestListener';
import { createStaticFiles } from './http/staticFiles';
import { countedRefusals } from './limits/countedRefusals';
import { limitStoreFor } from './limits/limitStore';
import { createLogger, type Logger, type RequestLine, type ServerLogger } from './log';
import { createMailer } from './mail/mailer';
import { configuredStorage } from './media/configuredStorage';
import { createMediaHandler } from './media/mediaHandler';
import { createMetrics, listenForMetrics, type MetricsListener } from './metrics/metrics';
import type { MediaStorage } from './media/storage';
import { ORDERS_EXPORT } from './orders/exportHandler';
import { AUDIT_EXPORT } from './audit/auditCsv';
import { DAY_CLOSES_EXPORT } from './dayClose/dayClosesCsv';
import { createCsvExport } from './exports/csvExport';
import { createPushNotifier } from './push/pushNotifier';
import { readinessChecks } from './readiness';
import { vapidKeys } from './push/vapidKeys';
import { localOrderEvents, postgresOrderEvents } from './realtime/orderEvents';
import { attachSubscriptions, type LiveCounts } from './realtime/subscriptions';
import { listenForTableWrites } from './realtime/tableWriteNotices';
import { relayGuestMenuWrites } from './realtime/guestMenuNotices';
import { ScanWriter } from './scans/scanWriter';
import { createRetention, type Retention, type RetentionOptions } from './retention/retention';

export interface RunningServer {
  /** e.g. `http://localhost:4000` */
  url: string;
  config: Config;
  /** The server's log (LOG_FORMAT, LOG_LEVEL): what main.ts says goes there too. */
  log: ServerLogger;
  database: DatabaseHandle;
  /** Where writes made around the CRUD layer (tests, scripts in process) announce their tables. */
  tableWrites: TableWrites;
  /** The sign-in brakes of this server (tests read what it holds). */
  loginLimiter: LoginLimiter;
  /** What its live sockets hold now (tests wait for a subscription to be in place, a socket's close to be seen). */
  live: LiveCounts;
  /** Its open guest menu streams, and the looks its watch of their menus has made (tests wait on both). */
  guestStreams: { open(): number; looks(): number };
  /** Resolves once the work requests left running (account mails) is done. */
  settled(): Promise<void>;
  /** Where the metrics are served (METRICS_PORT, METRICS_HOST), or undefined with METRICS_PORT=off. */
  metricsUrl?: string;
  /** The requests being answered now (a stop waits for them). */
  requestsInFlight(): number;
  /** The retention sweep (src/server/retention): scheduled by the server, run at once by a test or a script. */
  retention: Pick<Retention, 'sweep'>;
  /**
   * The stop (docs/operations.md): readiness turns 503, no new connection is taken, idle ones close,
   * live sockets get 1001, the requests in flight finish (within SHUTDOWN_TIMEOUT, then what is left
   * is cut off), then the database closes and its lock is released. Calling it again waits for the same stop.
   */
  close(): Promise<void>;
}

/** Seeds the demo data where the settings say so; outside APP_ENV=local, refuses a database holding demo accounts. */
async function prepareData(db: Database, config: Config, log: Logger, storage: MediaStorage): Promise<void> {
  await installOutsideWriteTriggers(db, outsideAudited(RESOURCES, operationsOf()));
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
  /** Where the log lines go instead of stdout (a test reads them). */
  logDestination?: DestinationStream;
  /**
   * How long /readyz waits for each check (READINESS_TIMEOUT_MS): a test holding the database longer on purpose sets
   * more.
   */
  readinessTimeoutMs?: number;
  /**
   * The clock (ms, only forward) /readyz reuses a check's result by for READINESS_REUSE_MS: a test moves it instead of
   * waiting.
   */
  readinessClock?: () => number;
  /** Told each request's line as the log and the metrics are (a test reads what they count). */
  onAnswered?: (line: RequestLine) => void;
  /** Bounds of the guest menu streams other than GUEST_STREAM_LIMITS (a test reaches them with a few). */
  guestStreamLimits?: GuestStreamLimits;
  /** When the watch of open guest menus may look again (a test holds it to see a burst make one look). */
  guestMenuPace?: () => Promise<void>;
  /** The retention sweep's batches and pause (a test holds a sweep between two batches). */
  retention?: Pick<RetentionOptions, 'batchSize' | 'pause'>;
  /** How often the replica (DATABASE_REPLICA_URL) is checked, in ms (a test sees a change sooner). */
  replicaCheckEveryMs?: number;
}

export async function startServer(options: Partial<Settings> = {}, extras: ServerExtras = {}): Promise<RunningServer> {
  const config = resolveConfig({ ...DEFAULT_SETTINGS, ...options });
  const log = createLogger(config.logLevel, { format: config.logFormat, destination: extras.logDestination });
  const storage = await configuredStorage(config);
  const database = await openDatabase(config, (db) => prepareData(db, config, log, storage.on(db)));
  let unwatchStatements: (() => void) | undefined;
  let reads: ReadDatabase | undefined;
  try {
    const tableWrites = new TableWrites();
    const viewers = new ViewerCache(database.db, tableWrites);
    const now = extras.now ?? (() => new Date());
    const metrics = config.metricsPort === 'off' ? undefined : createMetrics();
    unwatchStatements = metrics && watchStatements((verb, seconds) => metrics.statement(verb, seconds));
    reads = await openReadDatabase({
      primary: database,
      replicaUrl: config.databaseReplicaUrl,
      maxLagMs: config.databaseReplicaMaxLagMs,
      statementTimeoutMs: config.statementTimeoutMs,
      log,
      metrics,
      checkEveryMs: extras.replicaCheckEveryMs,
    });
    const limitStore = await limitStoreFor(config, database.db, log);
    const limits = metrics ? countedRefusals(limitStore, metrics) : limitStore;
    const loginLimiter = new LoginLimiter(limits);
    const background = new BackgroundTasks(log);
    const mailer = createMailer({ config, db: database.db, log, background, now });
    let url = config.appUrl ?? '';
    const mailLimiter = new LoginLimiter(limits, MAIL_LIMITS, 'mail');
    // On PostgreSQL one connection of the process listens: order events, the writes that change who is signed in, and
    // other processes' writes of what guests' menus show.
    const notices = config.databaseUrl
      ? postgres(config.databaseUrl, { max: 1, onnotice: () => undefined })
      : undefined;
    if (notices) await listenForTableWrites(notices, tableWrites);
    const guestRelay =
      notices && (await relayGuestMenuWrites(notices, tableWrites, (error) => log.error('guest menu notice', error)));
    const orderEvents = notices
      ? await postgresOrderEvents(notices, (error) => log.error('order event', error))
      : localOrderEvents();
    const keys = vapidKeys(config);
    if (!keys) log.warn('No VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: this server sends no Web Push.');
    const push = createPushNotifier({
      db: database.db,
      viewers,
      background,
      log,
      keys,
      pushServiceHosts: config.pushServiceHosts,
      agent: extras.pushAgent,
      metrics,
    });
    const services = {
      metrics,
      db: database.db,
      reads,
      config,
      log,
      loginLimiter,
      mailLimiter,
      limits,
      mailer,
      background,
      appUrl: () => url,
      tableWrites,
      viewers,
      now,
      orderEvents,
      push,
      scans: new ScanWriter(database.db),
    };
    const schema = buildSchema(extras.resources && [...RESOURCES, ...extras.resources]);
    const graphql = createGraphQLHandler(services, schema, metrics ? [metricsPlugin(metrics)] : []);
    const viewerOf = createViewerResolver(config, viewers, (digest) => isViewEnded(database.db, digest));
    const media = createMediaHandler({ ...services, storage: storage.on(database.db), viewerOf });
    const exports = new Map(
      [ORDERS_EXPORT, AUDIT_EXPORT, DAY_CLOSES_EXPORT].map((kind) => [
        kind.path,
        createCsvExport(kind, { ...services, database, viewerOf, schema }),
      ]),
    );
    const analytics = createAnalyticsHandler({ ...services, database, viewerOf });
    const inFlight = new InFlight();
    const guestEvents = createGuestEvents({
      ...services,
      addressOf: clientAddressResolver(config.trustProxy),
      streamLimits: extras.guestStreamLimits,
      pace: extras.guestMenuPace,
    });
    const readiness = readinessChecks({
      db: database.db,
      timeoutMs: extras.readinessTimeoutMs,
      clock: extras.readinessClock,
      pingRedis: config.redisUrl ? () => limits.ping?.() ?? Promise.resolve() : undefined,
    });
    const probes = createProbes({ readiness, stopping: () => inFlight.stopping });
    const handlers = {
      graphql,
      serveStatic: createStaticFiles(config.distDir),
      media,
      exports,
      analytics,
      probes,
      guestEvents: guestEvents.handle,
    };
    const server = http.createServer(
      createRequestListener(
        handlers,
        {
          log,
          inFlight,
          trustsPeer: trustedPeerResolver(config.trustProxy),
          answered: (line) => {
            metrics?.request(line);
            extras.onAnswered?.(line);
          },
        },
        config,
      ),
    );
    server.on('clientError', answerClientError);
    const subscriptions = attachSubscriptions(server, {
      viewerOf,
      events: orderEvents,
      tableWrites,
      addressOf: clientAddressResolver(config.trustProxy),
    });
    metrics?.gauge('restoboard_live_sockets', 'Live sockets (graphql-ws on /graphql) open on this process.', () =>
      subscriptions.sockets(),
    );
    metrics?.gauge('restoboard_live_subscriptions', 'Live order histories subscribed on this process.', () =>
      subscriptions.subscriptions(),
    );
    metrics?.gauge('restoboard_guest_streams', 'Guest menu event streams (/guest-events) open on this process.', () =>
      guestEvents.open(),
    );
    metrics?.gauge(
      'restoboard_db_statements_running',
      "Database statements sent and not yet answered in this process (past the pool's connections, the rest wait for one).",
      statementsRunning,
    );
    metrics?.gauge('restoboard_push_waiting', 'Web pushes waiting or being sent by this process.', () =>
      push.waiting(),
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new ConfigError([`PORT ${config.port} is already in use: stop what uses it, or choose another PORT.`])
            : error,
        ),
      );
      server.listen(config.port, () => resolve());
    });
    let metricsListener: MetricsListener | undefined;
    if (metrics && config.metricsPort !== 'off') {
      const { metricsPort, metricsHost } = config;
      metricsListener = await listenForMetrics(metrics, metricsHost, metricsPort).catch(
        (error: NodeJS.ErrnoException) => {
          server.close();
          throw error.code === 'EADDRINUSE'
            ? new ConfigError([
                `METRICS_PORT ${metricsPort} is already in use: choose another METRICS_PORT (0: any free port), or METRICS_PORT=off.`,
              ])
            : error;
        },
      );
    }
    const { port } = server.address() as AddressInfo;
    url ||= `http://localhost:${port}`;
    const retention = createRetention({
      db: database.db,
      databaseUrl: config.databaseUrl,
      statementTimeoutMs: config.statementTimeoutMs,
      periods: config.retention,
      now,
      log,
      metrics,
      ...extras.retention,
    });
    retention.schedule();
    let stopped: Promise<void> | undefined;
    const stop = async () => {
      // From here readiness answers 503 and every response closes its connection when done.
      inFlight.stop(() => server.closeIdleConnections());
      // A retention sweep under way ends after its batch in hand; the database closes once it has.
      const retentionClosed = retention.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // The live sockets are the server's connections too: it has closed only once they have (1001, going away).
      const socketsClosed = subscriptions.close();
      // So are the guest pages' event streams: they end at once, and their browsers reconnect elsewhere.
      const guestEventsClosed = guestEvents.close();
      if (!(await inFlight.drained(config.shutdownTimeoutMs))) {
        log.warn(
          `Stopping: ${inFlight.size} requests were still running after SHUTDOWN_TIMEOUT (${config.shutdownTimeoutMs} ms); their connections are cut.`,
        );
      }
      // Nothing is in flight now (or what is left was given up on): whatever is still connected is idle or cut off.
      server.closeAllConnections();
      await socketsClosed;
      await guestEventsClosed;
      await closed;
      await graphql.dispose();
      push.close();
      await background.settled();
      await retentionClosed;
      mailer.close();
      await orderEvents.close();
      guestRelay?.close();
      await notices?.end({ timeout: 5 });
      await limits.close();
      await metricsListener?.close();
      unwatchStatements?.();
      // Like the primary, the replica's connections close once nothing in flight reads them.
      await reads?.close();
      await database.close();
    };
    return {
      url: `http://localhost:${port}`,
      config,
      log,
      database,
      tableWrites,
      loginLimiter,
      live: { sockets: () => subscriptions.sockets(), subscriptions: () => subscriptions.subscriptions() },
      guestStreams: { open: () => guestEvents.open(), looks: () => guestEvents.looks() },
      settled: () => background.settled(),
      metricsUrl: metricsListener?.url,
      requestsInFlight: () => inFlight.size,
      retention: { sweep: () => retention.sweep() },
      close() {
        stopped ??= stop();
        return stopped;
      },
    };
  } catch (error) {
    unwatchStatements?.();
    await reads?.close();
    await database.close();
    throw error;
  }
}
