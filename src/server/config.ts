/**
 * Settings (docs/architecture.md §1): environment variables with safe defaults, checked once at start-up with
 * messages that say what is wrong and how to fix it.
 */
import path from 'node:path';
import { ENVIRONMENTS, isEnvironmentName, type EnvironmentName } from '../domain';
import { trustProxyProblem, type TrustProxy } from './http/clientAddress';
import { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from './log';
import { localJwtSecret } from './localJwtSecret';
import { mediaBucketFromEnv, mediaBucketProblems, type MediaBucketSettings } from './media/bucketSettings';
import { DEFAULT_PUSH_SERVICE_HOSTS, pushServiceHostProblem } from './push/pushServices';
import { vapidProblems } from './push/vapidKeys';
import { DEFAULT_RETENTION, retentionFromEnv, type RetentionPeriods } from './retention/retentionSettings';

/** What a server is started with: the environment's values, or a test's. */
export interface Settings {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /**
   * A streaming replica of DATABASE_URL that the exports, analytics and the audit list read from
   * (src/server/db/readDatabase.ts); only with DATABASE_URL.
   */
  databaseReplicaUrl?: string;
  /** How far behind the replica may be before those reads go to the primary (`30s`, `2m`…). */
  databaseReplicaMaxLag: string;
  /** Limits count in this Redis (or Valkey) rather than in PostgreSQL or memory (src/server/limits/). */
  redisUrl?: string;
  appEnv: EnvironmentName;
  jwtSecret?: string;
  jwtTtl: string;
  /** Mail goes through this SMTP server (`smtps://user:pass@host:465`); without it, to the development outbox. */
  smtpUrl?: string;
  /** The sender of every mail. */
  mailFrom: string;
  /**
   * The address people open the app at, for the links in mails; undefined: the server's own `http://localhost:{port}`.
   */
  appUrl?: string;
  /** Undefined: seed the embedded database only (DEMO_SEED unset). Only ever in APP_ENV=local. */
  demoSeed?: boolean;
  distDir: string;
  logLevel: LogLevel;
  /** `text`: a readable line each (the default); `json`: JSON lines for a log collector (log.ts). */
  logFormat: LogFormat;
  /** The metrics listener's port (0: a free one); `off`: no metrics listener (docs/operations.md). */
  metricsPort: number | 'off';
  /** The address the metrics listener binds to: this machine only by default. */
  metricsHost: string;
  /** How long a stop waits for the requests in flight (docs/operations.md); then what is left is cut off. */
  shutdownTimeout: string;
  /** The faster PGlite query path (src/server/db/pgliteOneCall.ts); PGLITE_ONE_CALL=0 turns it off. */
  pgliteOneCall: boolean;
  /** Whom to believe about the client's address in X-Forwarded-For; undefined: nobody. */
  trustProxy?: TrustProxy;
  /** Other origins whose pages may call the API (CORS); the app's own needs none. */
  corsOrigins: readonly string[];
  /**
   * The longest database work: on PostgreSQL each statement (statement_timeout); on PGlite, whose
   * statements cannot be interrupted, a GraphQL request's database time (db/queryBudget.ts).
   */
  statementTimeout: string;
  /** Web Push signing keys (src/server/push/vapidKeys.ts); without them the embedded database's own pair. */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** Where push services can reach the operator: mailto: or https:; default the MAIL_FROM address. */
  vapidSubject?: string;
  /** The push services' host names subscriptions may point at (`*.domain` for its subdomains). */
  pushServiceHosts: readonly string[];
  /**
   * The S3-compatible bucket media live in (MEDIA_S3_*); undefined: PostgreSQL with DATABASE_URL, else DATA_DIR/media.
   */
  mediaBucket?: MediaBucketSettings;
  /** Days each growing table keeps its rows (RETENTION_*; 0: for good): the retention sweep (src/server/retention). */
  retention: RetentionPeriods;
}

/** The settings resolved for use: the secret as bytes, the token lifetime in seconds. */
export interface Config extends Omit<
  Settings,
  'jwtSecret' | 'jwtTtl' | 'demoSeed' | 'statementTimeout' | 'shutdownTimeout' | 'databaseReplicaMaxLag'
> {
  databaseReplicaMaxLagMs: number;
  jwtSecret: Uint8Array;
  statementTimeoutMs: number;
  shutdownTimeoutMs: number;
  /** Whether an empty database gets the demo data. */
  demoSeed: boolean;
  jwtTtlSeconds: number;
}

export const DEFAULT_SETTINGS: Settings = {
  port: 4000,
  dataDir: './data',
  appEnv: 'local',
  jwtTtl: '12h',
  distDir: './dist',
  logLevel: 'info',
  logFormat: 'text',
  shutdownTimeout: '25s',
  // A server started in process (tests, benchmarks) serves no metrics unless asked; the process
  // started from the environment (main.ts) does, on METRICS_PORT_DEFAULT.
  metricsPort: 'off',
  metricsHost: '127.0.0.1',
  pgliteOneCall: true,
  corsOrigins: [],
  pushServiceHosts: DEFAULT_PUSH_SERVICE_HOSTS,
  statementTimeout: '5s',
  databaseReplicaMaxLag: '30s',
  mailFrom: 'Restoboard <no-reply@restoboard.local>',
  retention: DEFAULT_RETENTION,
};

export const MIN_JWT_SECRET_BYTES = 32;

/** METRICS_PORT when unset: the port Prometheus exporters of Node conventionally use. */
export const METRICS_PORT_DEFAULT = 9464;

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DURATION_UNITS_MS: Record<string, number> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

/** `'250ms'`, `'90'` (seconds), `'30m'`, `'12h'`, `'7d'`, `'1w'` → milliseconds; undefined when unreadable or zero. */
export function parseMilliseconds(text: string): number | undefined {
  const match = /^(\d+)\s*(ms|[smhdw]?)$/.exec(text.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * DURATION_UNITS_MS[match[2] || 's'];
  return ms > 0 ? ms : undefined;
}

/**
 * The longest timer Node keeps (2^31 - 1 ms, about 24.8 days; PostgreSQL's statement_timeout has the
 * same bound): setTimeout turns a longer one into 1 ms, which would stop at once or fail every statement.
 */
export const MAX_TIMER_MS = 2_147_483_647;

/** `'90'` (seconds), `'30m'`, `'12h'`, `'7d'`, `'1w'` → whole seconds; undefined when unreadable. */
export function parseDuration(text: string): number | undefined {
  const ms = parseMilliseconds(text);
  return ms !== undefined && ms % 1000 === 0 ? ms / 1000 : undefined;
}

/** Reads the settings from environment variables; unset or empty variables keep their default. */
export function settingsFromEnv(env: NodeJS.ProcessEnv): Settings {
  const problems: string[] = [];
  const value = (name: string) => env[name]?.trim() || undefined;

  const portText = value('PORT');
  const port = portText === undefined ? DEFAULT_SETTINGS.port : Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${portText}").`);

  const metricsPortText = value('METRICS_PORT');
  const metricsPort =
    metricsPortText === undefined ? METRICS_PORT_DEFAULT : metricsPortText === 'off' ? 'off' : Number(metricsPortText);
  if (metricsPort !== 'off' && (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65_535)) {
    problems.push(`METRICS_PORT must be a whole number from 0 to 65535, or off (got "${metricsPortText}").`);
  }
  const metricsHost = value('METRICS_HOST') ?? DEFAULT_SETTINGS.metricsHost;
  if (!/^[A-Za-z0-9.:-]+$/.test(metricsHost))
    problems.push(
      `METRICS_HOST must be an address or a host name such as 127.0.0.1 or 0.0.0.0 (got "${metricsHost}").`,
    );

  const appEnv = value('APP_ENV') ?? DEFAULT_SETTINGS.appEnv;
  if (!isEnvironmentName(appEnv)) problems.push(`APP_ENV must be one of ${ENVIRONMENTS.join(', ')} (got "${appEnv}").`);

  const logLevel = value('LOG_LEVEL') ?? DEFAULT_SETTINGS.logLevel;
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}").`);

  const logFormat = value('LOG_FORMAT') ?? DEFAULT_SETTINGS.logFormat;
  if (!(LOG_FORMATS as readonly string[]).includes(logFormat))
    problems.push(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')} (got "${logFormat}").`);

  const demoSeed = value('DEMO_SEED');
  if (demoSeed !== undefined && demoSeed !== '0' && demoSeed !== '1')
    problems.push(`DEMO_SEED must be 0 (off) or 1 (on) (got "${demoSeed}").`);

  const pgliteOneCall = value('PGLITE_ONE_CALL');
  if (pgliteOneCall !== undefined && pgliteOneCall !== '0' && pgliteOneCall !== '1')
    problems.push(`PGLITE_ONE_CALL must be 0 (off) or 1 (on) (got "${pgliteOneCall}").`);
  const trustProxy = parseTrustProxy(value('TRUST_PROXY'));
  const trustProblem = trustProxy === undefined ? undefined : trustProxyProblem(trustProxy);
  if (trustProblem)
    problems.push(
      `TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses or networks such as 10.0.0.0/8 (${trustProblem}).`,
    );

  const corsOrigins =
    value('CORS_ORIGINS')
      ?.split(',')
      .map((origin) => origin.trim()) ?? DEFAULT_SETTINGS.corsOrigins;
  const badOrigins = corsOrigins.filter((origin) => !isOrigin(origin));
  if (badOrigins.length)
    problems.push(
      `CORS_ORIGINS must be a comma-separated list of origins such as https://admin.example.com (got "${badOrigins.join('", "')}").`,
    );

  const appUrl = value('APP_URL')?.replace(/\/+$/, '');
  if (appUrl !== undefined && !/^https?:\/\/[^\s/]+(\/\S*)?$/.test(appUrl))
    problems.push(
      `APP_URL must be the address people open the app at, such as https://admin.example.com (got "${appUrl}").`,
    );
  const redisUrl = value('REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\/\S+$/.test(redisUrl))
    problems.push(
      'REDIS_URL must be a Redis URL such as redis://127.0.0.1:6379 or rediss://user:password@redis.example.com:6380/0.',
    );
  const smtpUrl = value('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl))
    problems.push(
      'SMTP_URL must be an SMTP URL such as smtps://user:password@mail.example.com:465 or smtp://localhost:1025.',
    );
  const mediaBucket = mediaBucketFromEnv(value, problems);
  const retention = retentionFromEnv(value, problems);
  const pushServiceHosts =
    value('PUSH_SERVICE_HOSTS')
      ?.split(',')
      .map((host) => host.trim().toLowerCase()) ?? DEFAULT_SETTINGS.pushServiceHosts;
  const badHosts = pushServiceHosts.map(pushServiceHostProblem).filter(Boolean);
  if (badHosts.length)
    problems.push(
      `PUSH_SERVICE_HOSTS must be a comma-separated list of push service host names such as fcm.googleapis.com or *.notify.windows.com (${badHosts.join('; ')}).`,
    );

  if (problems.length) throw new ConfigError(problems);
  return {
    port,
    dataDir: value('DATA_DIR') ?? DEFAULT_SETTINGS.dataDir,
    databaseUrl: value('DATABASE_URL'),
    databaseReplicaUrl: value('DATABASE_REPLICA_URL'),
    databaseReplicaMaxLag: value('DATABASE_REPLICA_MAX_LAG') ?? DEFAULT_SETTINGS.databaseReplicaMaxLag,
    redisUrl,
    appEnv: appEnv as EnvironmentName,
    jwtSecret: value('JWT_SECRET'),
    jwtTtl: value('JWT_TTL') ?? DEFAULT_SETTINGS.jwtTtl,
    smtpUrl,
    mailFrom: value('MAIL_FROM') ?? DEFAULT_SETTINGS.mailFrom,
    appUrl,
    demoSeed: demoSeed === undefined ? undefined : demoSeed === '1',
    distDir: value('DIST_DIR') ?? DEFAULT_SETTINGS.distDir,
    logLevel: logLevel as LogLevel,
    logFormat: logFormat as LogFormat,
    shutdownTimeout: value('SHUTDOWN_TIMEOUT') ?? DEFAULT_SETTINGS.shutdownTimeout,
    metricsPort,
    metricsHost,
    pgliteOneCall: pgliteOneCall !== '0',
    trustProxy,
    corsOrigins,
    statementTimeout: value('STATEMENT_TIMEOUT') ?? DEFAULT_SETTINGS.statementTimeout,
    vapidPublicKey: value('VAPID_PUBLIC_KEY'),
    vapidPrivateKey: value('VAPID_PRIVATE_KEY'),
    vapidSubject: value('VAPID_SUBJECT'),
    pushServiceHosts,
    mediaBucket,
    retention,
  };
}

/** `https://host[:port]`, nothing after it. */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
}

/** `2` → 2 hops; `10.0.0.1, 10.1.0.0/16` → those proxies; unset → undefined. */
function parseTrustProxy(text: string | undefined): TrustProxy | undefined {
  if (text === undefined) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((entry) => entry.trim());
}

/**
 * Checks the settings and resolves the JWT secret: the given one (at least 32 bytes), else, for
 * the embedded database only, one generated once into DATA_DIR and reused. Demo data (a published
 * password) is seeded only in APP_ENV=local: by default into the embedded database only, into
 * PostgreSQL with DEMO_SEED=1.
 */
export function resolveConfig(settings: Settings): Config {
  const problems: string[] = [];
  const { jwtSecret, jwtTtl, statementTimeout, shutdownTimeout, databaseReplicaMaxLag, ...rest } = settings;

  const jwtTtlSeconds = parseDuration(jwtTtl);
  if (jwtTtlSeconds === undefined)
    problems.push(`JWT_TTL must be a positive duration such as 3600, 30m, 12h or 7d (got "${jwtTtl}").`);
  const statementTimeoutMs = parseMilliseconds(statementTimeout);
  if (statementTimeoutMs === undefined)
    problems.push(
      `STATEMENT_TIMEOUT must be a positive duration such as 5s, 2500ms or 1m (got "${statementTimeout}").`,
    );
  else if (statementTimeoutMs > MAX_TIMER_MS)
    problems.push(`STATEMENT_TIMEOUT must be at most ${MAX_TIMER_MS} ms (about 24 days) (got "${statementTimeout}").`);
  const shutdownTimeoutMs = parseMilliseconds(shutdownTimeout);
  if (shutdownTimeoutMs === undefined)
    problems.push(`SHUTDOWN_TIMEOUT must be a positive duration such as 25s, 500ms or 1m (got "${shutdownTimeout}").`);
  else if (shutdownTimeoutMs > MAX_TIMER_MS)
    problems.push(`SHUTDOWN_TIMEOUT must be at most ${MAX_TIMER_MS} ms (about 24 days) (got "${shutdownTimeout}").`);

  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret, 'utf8') < MIN_JWT_SECRET_BYTES) {
    problems.push(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes long (got ${Buffer.byteLength(jwtSecret, 'utf8')}).`,
    );
  }
  if (jwtSecret === undefined && settings.databaseUrl) {
    problems.push(
      'JWT_SECRET is required when DATABASE_URL is set, so that every server process signs tokens with the same secret.',
    );
  }
  if (settings.databaseUrl && !/^postgres(ql)?:\/\//.test(settings.databaseUrl)) {
    problems.push('DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database.');
  }
  if (settings.databaseReplicaUrl && !settings.databaseUrl)
    problems.push(
      'DATABASE_REPLICA_URL is a replica of DATABASE_URL: set DATABASE_URL too, or remove DATABASE_REPLICA_URL (the embedded database has no replica).',
    );
  if (settings.databaseReplicaUrl && !/^postgres(ql)?:\/\//.test(settings.databaseReplicaUrl))
    problems.push(
      'DATABASE_REPLICA_URL must be a PostgreSQL URL such as postgres://user:password@replica:5432/database.',
    );
  const databaseReplicaMaxLagMs = parseMilliseconds(databaseReplicaMaxLag);
  if (databaseReplicaMaxLagMs === undefined)
    problems.push(
      `DATABASE_REPLICA_MAX_LAG must be a positive duration such as 30s, 5000ms or 2m (got "${databaseReplicaMaxLag}").`,
    );
  else if (databaseReplicaMaxLagMs > MAX_TIMER_MS)
    problems.push(
      `DATABASE_REPLICA_MAX_LAG must be at most ${MAX_TIMER_MS} ms (about 24 days) (got "${databaseReplicaMaxLag}").`,
    );
  if (settings.demoSeed && settings.appEnv !== 'local') {
    problems.push(
      `DEMO_SEED=1 is only allowed with APP_ENV=local: the demo accounts have a published password, and outside local the server refuses to start while they exist.`,
    );
  }
  problems.push(...vapidProblems(settings));
  problems.push(...mediaBucketProblems(settings.mediaBucket));
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(settings.dataDir);
  return {
    ...rest,
    dataDir,
    distDir: path.resolve(settings.distDir),
    demoSeed: settings.appEnv === 'local' && (settings.demoSeed ?? !settings.databaseUrl),
    jwtSecret: new TextEncoder().encode(jwtSecret ?? localJwtSecret(dataDir)),
    jwtTtlSeconds: jwtTtlSeconds as number,
    statementTimeoutMs: statementTimeoutMs as number,
    shutdownTimeoutMs: shutdownTimeoutMs as number,
    databaseReplicaMaxLagMs: databaseReplicaMaxLagMs as number,
  };
}
