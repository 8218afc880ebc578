/** Settings (docs/architecture.md §1): defaults, checks with clear messages, the generated local secret. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseDuration, resolveConfig, settingsFromEnv } from '../../src/server/config';
import webpush from 'web-push';
import { JWT_SECRET_FILE } from '../../src/server/localJwtSecret';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../src/server/push/pushServices';
import { VAPID_KEYS_FILE, vapidKeys } from '../../src/server/push/vapidKeys';

const SECRET = 'a-secret-that-is-at-least-32-bytes-long!';

describe('settings', () => {
  it('has safe defaults', () => {
    expect(settingsFromEnv({})).toEqual({
      port: 4000,
      dataDir: './data',
      databaseUrl: undefined,
      appEnv: 'local',
      jwtSecret: undefined,
      jwtTtl: '12h',
      smtpUrl: undefined,
      mailFrom: 'Restoboard <no-reply@restoboard.local>',
      appUrl: undefined,
      demoSeed: undefined,
      distDir: './dist',
      logLevel: 'info',
      logFormat: 'text',
      shutdownTimeout: '25s',
      metricsPort: 9464,
      metricsHost: '127.0.0.1',
      pgliteOneCall: true,
      trustProxy: undefined,
      corsOrigins: [],
      pushServiceHosts: DEFAULT_PUSH_SERVICE_HOSTS,
      statementTimeout: '5s',
      databaseReplicaMaxLag: '30s',
      retention: { auditEntries: 730, tableScans: 400, orderStatusHistory: 730, sentMail: 30 },
    });
  });

  it('reads STATEMENT_TIMEOUT as a duration, in milliseconds too', () => {
    const timeoutMs = (STATEMENT_TIMEOUT: string) =>
      resolveConfig({ ...settingsFromEnv({ STATEMENT_TIMEOUT }), jwtSecret: SECRET }).statementTimeoutMs;
    expect([timeoutMs('5s'), timeoutMs('2500ms'), timeoutMs('1m'), timeoutMs('10')]).toEqual([
      5_000, 2_500, 60_000, 10_000,
    ]);
    expect(() => timeoutMs('0')).toThrow(/STATEMENT_TIMEOUT must be a positive duration/);
    expect(() => timeoutMs('soon')).toThrow(/STATEMENT_TIMEOUT/);
  });

  it('reads DATABASE_REPLICA_URL (only beside DATABASE_URL) and DATABASE_REPLICA_MAX_LAG (30 s by default)', () => {
    const primary = { DATABASE_URL: 'postgres://app@primary:5432/app', JWT_SECRET: SECRET };
    const resolved = (env: NodeJS.ProcessEnv) => resolveConfig(settingsFromEnv(env));
    const config = resolved({ ...primary, DATABASE_REPLICA_URL: 'postgres://app@replica:5432/app' });
    expect(config.databaseReplicaUrl).toBe('postgres://app@replica:5432/app');
    expect(config.databaseReplicaMaxLagMs).toBe(30_000);
    expect(resolved({ ...primary, DATABASE_REPLICA_MAX_LAG: '2m' }).databaseReplicaMaxLagMs).toBe(120_000);
    expect(resolved(primary).databaseReplicaUrl).toBeUndefined();
    expect(() => resolved({ JWT_SECRET: SECRET, DATABASE_REPLICA_URL: 'postgres://app@replica:5432/app' })).toThrow(
      /DATABASE_REPLICA_URL is a replica of DATABASE_URL: set DATABASE_URL too/,
    );
    expect(() => resolved({ ...primary, DATABASE_REPLICA_URL: 'mysql://replica/app' })).toThrow(
      /DATABASE_REPLICA_URL must be a PostgreSQL URL/,
    );
    expect(() => resolved({ ...primary, DATABASE_REPLICA_MAX_LAG: 'soon' })).toThrow(
      /DATABASE_REPLICA_MAX_LAG must be a positive duration/,
    );
    expect(() => resolved({ ...primary, DATABASE_REPLICA_MAX_LAG: '0' })).toThrow(/DATABASE_REPLICA_MAX_LAG/);
  });

  it('reads SHUTDOWN_TIMEOUT as a duration (25 s by default), LOG_FORMAT as text or json, METRICS_PORT as a port or off', () => {
    const resolved = (env: Record<string, string>) => resolveConfig({ ...settingsFromEnv(env), jwtSecret: SECRET });
    expect([
      resolved({}).shutdownTimeoutMs,
      resolved({ SHUTDOWN_TIMEOUT: '500ms' }).shutdownTimeoutMs,
      resolved({ SHUTDOWN_TIMEOUT: '1m' }).shutdownTimeoutMs,
    ]).toEqual([25_000, 500, 60_000]);
    expect(() => resolved({ SHUTDOWN_TIMEOUT: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT must be a positive duration/);
    // Past Node's longest timer (2^31 - 1 ms) setTimeout would fire after 1 ms: refused, never cut short.
    expect(resolved({ SHUTDOWN_TIMEOUT: '2147483647ms' }).shutdownTimeoutMs).toBe(2_147_483_647);
    expect(() => resolved({ SHUTDOWN_TIMEOUT: '2147483648ms' })).toThrow(ConfigError);
    expect(() => resolved({ SHUTDOWN_TIMEOUT: '25d' })).toThrow(/SHUTDOWN_TIMEOUT must be at most 2147483647 ms/);
    expect(() => resolved({ STATEMENT_TIMEOUT: '4w' })).toThrow(/STATEMENT_TIMEOUT must be at most 2147483647 ms/);
    expect(settingsFromEnv({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect([
      settingsFromEnv({ METRICS_PORT: '0' }).metricsPort,
      settingsFromEnv({ METRICS_PORT: 'off' }).metricsPort,
      settingsFromEnv({ METRICS_HOST: '0.0.0.0' }).metricsHost,
    ]).toEqual([0, 'off', '0.0.0.0']);
    expect(() => settingsFromEnv({ METRICS_PORT: 'on', METRICS_HOST: 'a host' })).toThrow(
      /METRICS_PORT must be a whole number from 0 to 65535, or off[\s\S]*METRICS_HOST must be/,
    );
    expect(() => settingsFromEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be one of text, json \(got "xml"\)/);
  });

  it('reads CORS_ORIGINS as a list of origins, and nothing else', () => {
    expect(settingsFromEnv({ CORS_ORIGINS: 'https://admin.example.com, http://localhost:5173' }).corsOrigins).toEqual([
      'https://admin.example.com',
      'http://localhost:5173',
    ]);
    expect(() => settingsFromEnv({ CORS_ORIGINS: 'https://admin.example.com/, *' })).toThrow(
      /CORS_ORIGINS must be a comma-separated list of origins[^\n]*"https:\/\/admin.example.com\/", "\*"/,
    );
  });

  it("reads PUSH_SERVICE_HOSTS as host names (or *.domain), never addresses; by default the browsers' push services", () => {
    expect(settingsFromEnv({}).pushServiceHosts).toContain('fcm.googleapis.com');
    expect(settingsFromEnv({ PUSH_SERVICE_HOSTS: 'Push.Example.com, *.notify.windows.com' }).pushServiceHosts).toEqual([
      'push.example.com',
      '*.notify.windows.com',
    ]);
    expect(() => settingsFromEnv({ PUSH_SERVICE_HOSTS: '10.0.0.7, localhost, https://push.example.com' })).toThrow(
      /PUSH_SERVICE_HOSTS must be[^\n]*"10\.0\.0\.7"[^\n]*"localhost"[^\n]*"https:\/\/push\.example\.com"/,
    );
  });

  it('reads TRUST_PROXY as a number of hops or a list of proxy addresses and networks', () => {
    expect(settingsFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(settingsFromEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(() => settingsFromEnv({ TRUST_PROXY: 'the-proxy' })).toThrow(
      /TRUST_PROXY must be a number of proxy hops or a comma-separated list/,
    );
  });

  it('reports every bad value at once, each saying what is allowed', () => {
    expect(() => settingsFromEnv({ PORT: 'eighty', APP_ENV: 'prod', DEMO_SEED: 'yes', LOG_LEVEL: 'loud' })).toThrow(
      /PORT must be a whole number[\s\S]*APP_ENV must be one of local, development, staging, production[\s\S]*LOG_LEVEL[\s\S]*DEMO_SEED must be 0/,
    );
  });

  it('reads SMTP_URL, APP_URL and MAIL_FROM for mail, refusing what is no SMTP or web address', () => {
    const settings = settingsFromEnv({
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      APP_URL: 'https://admin.example.com/',
      MAIL_FROM: 'Admin <a@example.com>',
    });
    expect([settings.smtpUrl, settings.appUrl, settings.mailFrom]).toEqual([
      'smtps://u:p@mail.example.com:465',
      'https://admin.example.com',
      'Admin <a@example.com>',
    ]);
    expect(() => settingsFromEnv({ SMTP_URL: 'mail.example.com', APP_URL: 'admin.example.com' })).toThrow(
      /APP_URL must be the address[\s\S]*SMTP_URL must be an SMTP URL/,
    );
  });

  it('PGLITE_ONE_CALL=0 turns the faster PGlite query path off; anything but 0 or 1 is refused', () => {
    expect(settingsFromEnv({ PGLITE_ONE_CALL: '0' }).pgliteOneCall).toBe(false);
    expect(settingsFromEnv({ PGLITE_ONE_CALL: '1' }).pgliteOneCall).toBe(true);
    expect(() => settingsFromEnv({ PGLITE_ONE_CALL: 'off' })).toThrow(/PGLITE_ONE_CALL must be 0 \(off\) or 1 \(on\)/);
  });

  it('reads durations for JWT_TTL', () => {
    expect([
      parseDuration('12h'),
      parseDuration('30m'),
      parseDuration('90'),
      parseDuration('7d'),
      parseDuration('0'),
      parseDuration('soon'),
      parseDuration('1500ms'),
    ]).toEqual([43_200, 1_800, 90, 604_800, undefined, undefined, undefined]);
  });

  it('requires a JWT_SECRET of at least 32 bytes, and one at all with DATABASE_URL', () => {
    const base = settingsFromEnv({});
    expect(() => resolveConfig({ ...base, jwtSecret: 'short' })).toThrow(/at least 32 bytes/);
    expect(() => resolveConfig({ ...base, databaseUrl: 'postgres://db/restoboard' })).toThrow(
      /JWT_SECRET is required when DATABASE_URL is set/,
    );
    expect(() => resolveConfig({ ...base, jwtSecret: SECRET, databaseUrl: 'mysql://db' })).toThrow(ConfigError);
    expect(() => resolveConfig({ ...base, jwtSecret: SECRET, jwtTtl: 'forever' })).toThrow(/JWT_TTL/);
  });

  it('without JWT_SECRET, generates one into DATA_DIR (mode 0600) once and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-config-'));
    const first = resolveConfig({ ...settingsFromEnv({}), dataDir });
    const second = resolveConfig({ ...settingsFromEnv({}), dataDir });
    expect(Buffer.from(first.jwtSecret).length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toEqual(first.jwtSecret);
    expect(fs.statSync(path.join(dataDir, JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('checks the VAPID keys: both or neither, P-256 in URL-safe base64, a mailto: or https: subject', () => {
    const base = { ...settingsFromEnv({}), jwtSecret: SECRET };
    const pair = webpush.generateVAPIDKeys();
    expect(() => resolveConfig({ ...base, vapidPublicKey: pair.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/,
    );
    expect(() => resolveConfig({ ...base, vapidPublicKey: 'short', vapidPrivateKey: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY must be a P-256 public key/,
    );
    expect(() => resolveConfig({ ...base, vapidSubject: 'ops@example.com' })).toThrow(
      /VAPID_SUBJECT must be a mailto: or https:/,
    );
    const config = resolveConfig({
      ...base,
      ...settingsFromEnv({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }),
      jwtSecret: SECRET,
    });
    expect(vapidKeys(config)).toEqual({ ...pair, subject: 'mailto:no-reply@restoboard.local' });
  });

  it('without VAPID keys, the embedded database generates a pair into DATA_DIR once; PostgreSQL sends no push', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-config-'));
    const config = resolveConfig({ ...settingsFromEnv({}), dataDir, jwtSecret: SECRET });
    const first = vapidKeys(config);
    expect(first?.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(vapidKeys(config)).toEqual(first);
    expect(fs.statSync(path.join(dataDir, VAPID_KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect(vapidKeys({ ...config, databaseUrl: 'postgres://db/restoboard' })).toBeUndefined();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds demo data only in local: by default into the embedded database, into PostgreSQL with DEMO_SEED=1', () => {
    const seeds = (env: NodeJS.ProcessEnv) => resolveConfig({ ...settingsFromEnv(env), jwtSecret: SECRET }).demoSeed;
    const postgres = 'postgres://db/restoboard';
    expect(seeds({})).toBe(true);
    expect(seeds({ DEMO_SEED: '0' })).toBe(false);
    expect(seeds({ DATABASE_URL: postgres })).toBe(false);
    expect(seeds({ DATABASE_URL: postgres, DEMO_SEED: '1' })).toBe(true);
    for (const appEnv of ['development', 'staging', 'production']) {
      expect(seeds({ APP_ENV: appEnv })).toBe(false);
      expect(() => seeds({ APP_ENV: appEnv, DEMO_SEED: '1' })).toThrow(
        /DEMO_SEED=1 is only allowed with APP_ENV=local/,
      );
    }
  });
});
