/**
 * Where the reads that may be a little behind go (docs/production.md, "Reads on a replica"): the CSV exports of the
 * order history and the audit log, analytics and the audit log's list ask for it, every other read and every write
 * uses the primary. With DATABASE_REPLICA_URL that is the streaming replica while it answers and is at most
 * DATABASE_REPLICA_MAX_LAG behind, else the primary. The replica is checked every few seconds on a connection of its
 * own, never per request; a change of state is logged once and shows in the metrics (docs/operations.md). A read the
 * replica fails to answer (it went down since the last check, or cancelled it for a conflict with recovery) runs again
 * on the primary, and a lost connection takes the replica out at once, until a check finds it back.
 */
import postgres from 'postgres';
import type { Logger } from '../log';
import type { Metrics } from '../metrics/metrics';
import type { DatabaseHandle } from './database';
import { servingHandle } from './postgres';

export interface ReadDatabase {
  /** The database such a read goes to now. */
  current(): DatabaseHandle;
  /**
   * Runs `read` on the current read database; when that is the replica and it fails to answer, runs it again on the
   * primary. `read` must not have answered anything before its statements did (it may run twice).
   */
  run<T>(read: (database: DatabaseHandle) => Promise<T>): Promise<T>;
  /** Whether reads go to the replica now (false without one). */
  onReplica(): boolean;
  /** Ends the checks and the replica's connections (after the requests in flight: the stop). */
  close(): Promise<void>;
}

/** Why reads left the replica: `down` (no answer), `lag` (too far behind), `not_standby` (not in recovery). */
export type FallbackReason = 'down' | 'lag' | 'not_standby';

export const REPLICA_CHECK = {
  /** How often the replica is checked. */
  everyMs: 5_000,
  /** A check that has not answered by then counts as the replica down. */
  timeoutMs: 2_000,
  /** How long a read waits for a new connection to the replica before it is given up as down. */
  connectTimeoutSeconds: 5,
};

/**
 * Seconds the replica is behind, 0 when it has applied all it received and is streaming (an idle primary sends nothing,
 * so the time of the last transaction replayed says nothing then). Not streaming (cut off from the primary), it is as
 * far behind as its last replayed transaction. `pg_stat_wal_receiver` shows its status to roles with pg_read_all_stats
 * only (to others a row without it): without that role, a replica cut off from the primary with everything applied
 * counts as current.
 */
const LAG_SQL = `select pg_is_in_recovery() as standby,
  case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn()
        and coalesce((select coalesce(status, 'streaming') from pg_stat_wal_receiver), 'stopped') = 'streaming' then 0
       else extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 end as lag`;

/** Errors of a connection, not of the statement: the replica is down (or going down). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting, or stopping)
]);

/** The error's own code, or its cause's (drizzle wraps the driver's error). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 4; depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    at = (at as { cause?: unknown }).cause;
  }
  return codes;
}

const isConnectionError = (error: unknown) =>
  codesOf(error).some((code) => CONNECTION_CODES.has(code) || code.startsWith('08'));
/** A standby cancels a statement whose rows recovery must remove (40001): the primary answers it. */
const isRecoveryConflict = (error: unknown) => codesOf(error).includes('40001');

interface Options {
  primary: DatabaseHandle;
  /** DATABASE_REPLICA_URL; undefined: every read on the primary. */
  replicaUrl?: string;
  maxLagMs: number;
  statementTimeoutMs: number;
  log: Logger;
  metrics?: Pick<Metrics, 'gauge' | 'replicaFallback'>;
  /** How often the replica is checked (REPLICA_CHECK.everyMs; a test checks more often). */
  checkEveryMs?: number;
}

/** The read database of a process; with a replica, resolves once its first check has answered (or given up). */
export async function openReadDatabase(options: Options): Promise<ReadDatabase> {
  const { primary, replicaUrl, maxLagMs, statementTimeoutMs, log, metrics } = options;
  if (!replicaUrl)
    return { current: () => primary, run: (read) => read(primary), onReplica: () => false, close: async () => {} };

  const replica = servingHandle(replicaUrl, statementTimeoutMs, {
    connectTimeoutSeconds: REPLICA_CHECK.connectTimeoutSeconds,
  });
  // The checks' own connection: a pool busy with exports never makes a check late.
  const checks = postgres(replicaUrl, {
    max: 1,
    onnotice: () => undefined,
    connect_timeout: REPLICA_CHECK.timeoutMs / 1000,
    connection: { statement_timeout: REPLICA_CHECK.timeoutMs },
  });
  let inUse = false;
  /** Why reads are on the primary; undefined before the first check. */
  let fallback: FallbackReason | undefined;
  metrics?.gauge(
    'restoboard_replica_in_use',
    'Whether the reads that may go to the replica (exports, analytics, the audit list) go there now (1) or to the primary (0).',
    () => (inUse ? 1 : 0),
  );

  const maxLagText = `${maxLagMs / 1000} s`;
  function toReplica(lagSeconds: number): void {
    if (inUse) return;
    inUse = true;
    fallback = undefined;
    log.info(
      `Reads on the replica: it answers, ${lagSeconds.toFixed(1)} s behind (at most DATABASE_REPLICA_MAX_LAG, ${maxLagText}).`,
    );
  }
  function toPrimary(reason: FallbackReason, detail: string): void {
    if (!inUse && fallback === reason) return;
    inUse = false;
    fallback = reason;
    metrics?.replicaFallback(reason);
    log.warn(`Reads on the primary: the replica ${detail}; back on the replica once a check finds it well.`);
  }

  let checking: Promise<void> | undefined;
  async function check(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const [row] = await Promise.race([
        checks.unsafe<{ standby: boolean; lag: number | null }[]>(LAG_SQL),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('no answer')), REPLICA_CHECK.timeoutMs);
        }),
      ]);
      if (!row.standby) return toPrimary('not_standby', 'is not a standby (not in recovery: promoted, or a primary)');
      const lag = row.lag ?? Number.POSITIVE_INFINITY;
      if (lag * 1000 > maxLagMs)
        return toPrimary(
          'lag',
          `is ${Number.isFinite(lag) ? `${lag.toFixed(1)} s` : 'an unknown time'} behind (more than DATABASE_REPLICA_MAX_LAG, ${maxLagText})`,
        );
      toReplica(lag);
    } catch (error) {
      toPrimary('down', `does not answer (${codesOf(error)[0] ?? `nothing within ${REPLICA_CHECK.timeoutMs} ms`})`);
    } finally {
      clearTimeout(timer);
    }
  }
  const checkNow = () => (checking ??= check().finally(() => (checking = undefined)));

  await checkNow();
  const timer = setInterval(() => void checkNow(), options.checkEveryMs ?? REPLICA_CHECK.everyMs);
  timer.unref();

  return {
    current: () => (inUse ? replica : primary),
    onReplica: () => inUse,
    async run(read) {
      if (!inUse) return read(primary);
      try {
        return await read(replica);
      } catch (error) {
        if (isConnectionError(error)) {
          toPrimary('down', `lost its connection (${codesOf(error)[0] ?? 'closed'})`);
          void checkNow();
        } else if (!isRecoveryConflict(error)) throw error;
        return read(primary);
      }
    },
    async close() {
      clearInterval(timer);
      await checking;
      await Promise.all([replica.close(), checks.end({ timeout: 5 })]);
    },
  };
}
