/**
 * The retention sweep (docs/production.md, "Retention"): every hour each process asks to sweep; the one that gets
 * the lock (sweepLock.ts) deletes, table by table, the rows past their period (RETENTION_*) in batches
 * (retentionBatches.ts), each its own short transaction, with a pause between them so that requests keep their turn,
 * until none is left.
 * A stop ends the sweep after its batch in hand. Each sweep that ran is a log line and metrics; one that deleted
 * anything is one audit entry with the counts.
 */
import type { Database } from '../db/database';
import { auditEntries } from '../db/schema';
import type { Logger } from '../log';
import type { Metrics } from '../metrics/metrics';
import { deleteBatch, RETAINED_TABLES } from './retentionBatches';
import { RETAINED, type Retained, type RetentionPeriods } from './retentionSettings';
import { advisoryLock, inProcessLock, type SweepLock } from './sweepLock';

export const RETENTION_SCHEDULE = {
  /** The first sweep, after a start (not during it). */
  firstAfterMs: 5 * 60_000,
  everyMs: 60 * 60_000,
};

/** Rows a batch deletes at most: PGlite runs a statement on the main thread, so its batches are shorter. */
export const BATCH_SIZE = { postgres: 5_000, pglite: 1_000 } as const;
/** The pause between two batches. */
export const PAUSE_MS = 200;

const DAY_MS = 86_400_000;

export type SweepOutcome = 'swept' | 'stopped' | 'skipped' | 'failed';

export interface TableSweep {
  /** Rows older than this went; undefined: the table keeps its rows (its setting is 0 or off). */
  before?: Date;
  deleted: number;
  batches: number;
}

export interface SweepReport {
  /** `skipped`: another sweep (of this process or another) held the lock, and this one did nothing. */
  outcome: SweepOutcome;
  tables: Record<Retained, TableSweep>;
  durationMs: number;
  /** What made it fail (`failed`): also in the log. */
  error?: unknown;
}

export interface RetentionOptions {
  db: Database;
  /** PostgreSQL: the lock and the sweep's statements on a connection of its own; unset: the embedded database. */
  databaseUrl?: string;
  statementTimeoutMs: number;
  periods: RetentionPeriods;
  /** The clock the periods are counted back from. */
  now: () => Date;
  log: Logger;
  metrics?: Pick<Metrics, 'retentionDeleted' | 'retentionSweep'>;
  /** Rows per batch; default BATCH_SIZE of the database. */
  batchSize?: number;
  pauseMs?: number;
  /** Waits between two batches; by default `pauseMs`, cut short by a stop (a test holds a sweep here). */
  pause?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Another lock than the database's (a test's). */
  lock?: SweepLock;
}

export interface Retention {
  /** Sweeps now (the schedule calls it); resolves with what it did. */
  sweep(): Promise<SweepReport>;
  /** Sweeps on RETENTION_SCHEDULE until closed. */
  schedule(): void;
  /** Stops the schedule and the sweep under way (after its batch in hand), and waits for it. */
  close(): Promise<void>;
}

const waitFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

const emptyTables = (): Record<Retained, TableSweep> =>
  Object.fromEntries(RETAINED.map((table) => [table, { deleted: 0, batches: 0 }])) as Record<Retained, TableSweep>;

export function createRetention(options: RetentionOptions): Retention {
  const { db, log, metrics, periods } = options;
  const batchSize = options.batchSize ?? (options.databaseUrl ? BATCH_SIZE.postgres : BATCH_SIZE.pglite);
  const pause = options.pause ?? waitFor;
  const pauseMs = options.pauseMs ?? PAUSE_MS;
  const lock =
    options.lock ??
    (options.databaseUrl ? advisoryLock(options.databaseUrl, options.statementTimeoutMs) : inProcessLock(db));
  const stopping = new AbortController();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<SweepReport>>();

  /** The sweep itself, on the lock's database; `tables` fills as it goes (a failure keeps what was done). */
  async function sweepTables(on: Database, tables: Record<Retained, TableSweep>): Promise<SweepOutcome> {
    const now = options.now().getTime();
    for (const table of RETAINED) {
      if (periods[table] <= 0) continue;
      const done = tables[table];
      done.before = new Date(now - periods[table] * DAY_MS);
      for (;;) {
        if (stopping.signal.aborted) return 'stopped';
        const deleted = await deleteBatch(on, table, done.before, batchSize);
        done.batches += 1;
        done.deleted += deleted;
        if (deleted > 0) metrics?.retentionDeleted(RETAINED_TABLES[table], deleted);
        if (deleted < batchSize) break;
        await pause(pauseMs, stopping.signal);
      }
    }
    return 'swept';
  }

  /** One audit entry for a sweep that deleted anything (the audit sweep trims these too). */
  async function record(on: Database, report: SweepReport): Promise<void> {
    const deleted = Object.fromEntries(RETAINED.map((table) => [RETAINED_TABLES[table], report.tables[table].deleted]));
    if (!Object.values(deleted).some((n) => n > 0)) return;
    const before = Object.fromEntries(
      RETAINED.map((table) => [RETAINED_TABLES[table], report.tables[table].before?.toISOString() ?? null]),
    );
    await on.insert(auditEntries).values({
      action: 'retention',
      operation: 'retention',
      details: JSON.stringify({ outcome: report.outcome, deleted, before }),
    });
  }

  function logged(report: SweepReport): SweepReport {
    metrics?.retentionSweep(report.outcome, report.durationMs / 1000);
    const deleted = Object.fromEntries(RETAINED.map((table) => [RETAINED_TABLES[table], report.tables[table].deleted]));
    const batches = RETAINED.reduce((sum, table) => sum + report.tables[table].batches, 0);
    const line = { outcome: report.outcome, deleted, batches, durationMs: Math.round(report.durationMs) };
    if (report.outcome === 'skipped') log.debug('Retention sweep skipped: another sweep holds the lock', line);
    else if (report.outcome === 'failed') log.error('Retention sweep failed', report.error);
    if (report.outcome !== 'skipped') log.info('Retention sweep', line);
    return report;
  }

  async function sweepOnce(): Promise<SweepReport> {
    const started = performance.now();
    const tables = emptyTables();
    const report = (outcome: SweepOutcome, error?: unknown): SweepReport => ({
      outcome,
      tables,
      durationMs: performance.now() - started,
      ...(error === undefined ? {} : { error }),
    });
    if (stopping.signal.aborted) return report('stopped');
    try {
      const held = await lock(async (on) => {
        let done: SweepReport;
        try {
          done = report(await sweepTables(on, tables));
        } catch (error) {
          done = report('failed', error);
        }
        await record(on, done);
        return done;
      });
      return logged(held.held ? held.value : report('skipped'));
    } catch (error) {
      return logged(report('failed', error));
    }
  }

  function sweep(): Promise<SweepReport> {
    const under = sweepOnce().finally(() => running.delete(under));
    running.add(under);
    return under;
  }

  return {
    sweep,
    schedule() {
      const first = setTimeout(() => {
        void sweep();
        const every = setInterval(() => void sweep(), RETENTION_SCHEDULE.everyMs);
        every.unref();
        timers.push(every);
      }, RETENTION_SCHEDULE.firstAfterMs);
      first.unref();
      timers.push(first);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      stopping.abort();
      await Promise.all([...running]);
    },
  };
}
