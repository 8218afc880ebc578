/**
 * The retention sweep (docs/production.md, "Retention"): each table loses only the rows past its period, in batches
 * (counted by the sweep's report, never timed), every restaurant keeps its recent rows, orders and unsent mail stay,
 * a table whose setting is off keeps everything, a stop ends a sweep after its batch in hand, and of two sweeps at once
 * (two jobs, or the server's own beside a test's) only one works. The clock is the test's (`now`), never waited on.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { auditEntries, mailOutbox, orders, orderStatusHistory, tableScans } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/log';
import { createMetrics } from '../../src/server/metrics/metrics';
import { createRetention, type RetentionOptions, type SweepReport } from '../../src/server/retention/retention';
import {
  DEFAULT_RETENTION,
  parseRetention,
  retentionFromEnv,
  type Retained,
  type RetentionPeriods,
} from '../../src/server/retention/retentionSettings';
import { ConfigError, settingsFromEnv } from '../../src/server/config';
import { insertOrder, insertRestaurant } from './support/orders';
import { describeOnEachDatabase } from './support/testServer';

/** The test's clock: the template's demo rows (the six months before it was seeded) are all inside every period. */
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const DAY_MS = 86_400_000;
const daysAgo = (days: number, minutes = 0) => new Date(NOW.getTime() - days * DAY_MS + minutes * 60_000);
const OFF: RetentionPeriods = { auditEntries: 0, tableScans: 0, orderStatusHistory: 0, sentMail: 0 };
const only = (table: Retained, days: number): RetentionPeriods => ({ ...OFF, [table]: days });
const quiet = createLogger('silent');
const counts = (report: SweepReport, table: Retained) => ({
  deleted: report.tables[table].deleted,
  batches: report.tables[table].batches,
});

describe('retention settings', () => {
  it('reads days, weeks and years; 0 and off keep every row; by default 2 years, 400 days, 2 years, 30 days', () => {
    expect(settingsFromEnv({}).retention).toEqual(DEFAULT_RETENTION);
    expect(DEFAULT_RETENTION).toEqual({ auditEntries: 730, tableScans: 400, orderStatusHistory: 730, sentMail: 30 });
    expect(['30d', '104w', '2y', '2Y', '0', 'off', 'OFF', '0d'].map(parseRetention)).toEqual([
      30, 728, 730, 730, 0, 0, 0, 0,
    ]);
    const env = {
      RETENTION_AUDIT_ENTRIES: '5y',
      RETENTION_TABLE_SCANS: 'off',
      RETENTION_ORDER_STATUS_HISTORY: '0',
      RETENTION_SENT_MAIL: '',
    };
    expect(settingsFromEnv(env).retention).toEqual({
      auditEntries: 1825,
      tableScans: 0,
      orderStatusHistory: 0,
      sentMail: 30,
    });
  });

  it('refuses a number without its unit (30 would read as seconds elsewhere), other units and over 100 years', () => {
    expect(['30', '12h', '2 years', '101y', '-1d', 'never'].map(parseRetention)).toEqual(Array(6).fill(undefined));
    expect(() => settingsFromEnv({ RETENTION_SENT_MAIL: '30', RETENTION_TABLE_SCANS: '200y' })).toThrow(ConfigError);
    // The database keeps the last 90 days of the audit trail whatever is set: a shorter period is refused at start.
    expect(() => settingsFromEnv({ RETENTION_AUDIT_ENTRIES: '89d' })).toThrow(ConfigError);
    expect(settingsFromEnv({ RETENTION_AUDIT_ENTRIES: '90d' }).retention.auditEntries).toBe(90);
    const problems: string[] = [];
    retentionFromEnv((name) => ({ RETENTION_SENT_MAIL: '30' })[name], problems);
    expect(problems).toEqual([
      'RETENTION_SENT_MAIL must be a number of days, weeks or years such as 30d, 104w or 2y (at most 100y), or 0 or off to keep every row (got "30").',
    ]);
  });
});

describeOnEachDatabase('the retention sweep', (server) => {
  const db = (): Database => server().server.database.db;
  /** A sweeper of the test's: 2 rows a batch, no pause unless the test holds one. */
  const sweeper = (periods: RetentionPeriods, extra: Partial<RetentionOptions> = {}) => {
    const { config } = server().server;
    return createRetention({
      db: db(),
      databaseUrl: config.databaseUrl,
      statementTimeoutMs: config.statementTimeoutMs,
      periods,
      now: () => NOW,
      log: quiet,
      batchSize: 2,
      pause: async () => undefined,
      ...extra,
    });
  };
  const sweep = (periods: RetentionPeriods, extra?: Partial<RetentionOptions>) => sweeper(periods, extra).sweep();
  /** The details of the newest audit entry a sweep wrote. */
  const lastRecord = async () => {
    const [entry] = await db()
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'retention'))
      .orderBy(sql`${auditEntries.at} desc, ${auditEntries.id} desc`)
      .limit(1);
    return entry && { ...entry, details: JSON.parse(entry.details ?? 'null') as Record<string, unknown> };
  };

  it('table scans: deletes those past 400 days of every restaurant, 2 a batch, and keeps the recent ones', async () => {
    const first = await insertRestaurant(db(), 'Retention Scans One');
    const second = await insertRestaurant(db(), 'Retention Scans Two');
    const scan = (restaurantId: string, days: number) => ({ restaurantId, tableNumber: 1, scannedAt: daysAgo(days) });
    await db()
      .insert(tableScans)
      .values([
        ...[401, 500, 900].map((days) => scan(first, days)),
        ...[410, 2000].map((days) => scan(second, days)),
        ...[399, 10, 0].map((days) => scan(first, days)),
        ...[399, 1].map((days) => scan(second, days)),
      ]);

    const report = await sweep(only('tableScans', 400));
    expect(report.outcome).toBe('swept');
    expect(counts(report, 'tableScans')).toEqual({ deleted: 5, batches: 3 });
    expect(report.tables.tableScans.before).toEqual(daysAgo(400));
    const left = await db()
      .select({ restaurantId: tableScans.restaurantId, at: tableScans.scannedAt })
      .from(tableScans)
      .where(inArray(tableScans.restaurantId, [first, second]));
    expect(left.filter((row) => row.restaurantId === first).map((row) => row.at.getTime())).toEqual(
      expect.arrayContaining([399, 10, 0].map((days) => daysAgo(days).getTime())),
    );
    expect(left.map((row) => row.at.getTime()).sort()).toEqual(
      [399, 10, 0, 399, 1].map((days) => daysAgo(days).getTime()).sort(),
    );
    // Every other table untouched: their settings were off.
    expect(report.tables.auditEntries).toEqual({ deleted: 0, batches: 0 });
    expect((await lastRecord())?.details).toMatchObject({
      outcome: 'swept',
      deleted: { audit_entries: 0, table_scans: 5, order_status_history: 0, mail_outbox: 0 },
      before: { table_scans: daysAgo(400).toISOString(), audit_entries: null },
    });
  });

  it('order status history: deletes the timelines of orders older than the period, never an order', async () => {
    const restaurantId = await insertRestaurant(db(), 'Retention Orders');
    const other = await insertRestaurant(db(), 'Retention Orders Too');
    const old = await insertOrder(db(), { restaurantId, number: 1, createdAt: daysAgo(800) });
    const older = await insertOrder(db(), { restaurantId: other, number: 1, createdAt: daysAgo(1500) });
    const recent = await insertOrder(db(), { restaurantId: other, number: 2, createdAt: daysAgo(700) });
    const history = (orderId: string, days: number, minutes: number) => ({
      orderId,
      status: 'DONE',
      paymentStatus: 'PAID',
      changedAt: daysAgo(days, minutes),
    });
    // 3 entries for the old order and 2 for the older (with their first ones: 5), 3 for the recent one.
    await db()
      .insert(orderStatusHistory)
      .values([history(old, 800, 5), history(old, 800, 30), history(older, 1500, 10), history(recent, 700, 20)]);
    await db()
      .insert(orderStatusHistory)
      .values(history(recent, 700, 40));

    const report = await sweep(only('orderStatusHistory', 730));
    expect(counts(report, 'orderStatusHistory')).toEqual({ deleted: 5, batches: 3 });
    const left = await db()
      .select({ orderId: orderStatusHistory.orderId })
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, [old, older, recent]));
    expect(left.map((row) => row.orderId)).toEqual([recent, recent, recent]);
    const kept = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.restaurantId, [restaurantId, other]));
    expect(kept.map((row) => row.id).sort()).toEqual([old, older, recent].sort());
  });

  it('sent mail: deletes what was sent over 30 days ago; mail never sent (outbox, failed) stays whatever its age', async () => {
    const mail = (subject: string, createdDays: number, sentDays?: number, error?: string) => ({
      to: 'retention@example.test',
      subject,
      text: 'text',
      html: '<p>html</p>',
      createdAt: daysAgo(createdDays),
      sentAt: sentDays === undefined ? null : daysAgo(sentDays),
      error: error ?? null,
    });
    await db()
      .insert(mailOutbox)
      .values([
        ...[31, 40, 90, 400, 800].map((days) => mail('retention old', days, days)),
        mail('retention recent', 29, 29),
        mail('retention recent', 40, 5),
        mail('retention unsent', 900),
        mail('retention failed', 900, undefined, 'connection refused'),
      ]);

    const report = await sweep(only('sentMail', 30));
    expect(counts(report, 'sentMail')).toEqual({ deleted: 5, batches: 3 });
    const left = await db()
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'retention@example.test'));
    expect(left.map((row) => row.subject).sort()).toEqual([
      'retention failed',
      'retention recent',
      'retention recent',
      'retention unsent',
    ]);
  });

  it('audit entries: deletes those past the period (the trail allows no other DELETE), and records the sweep', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const entry = (days: number, restaurantId: string) => ({
      at: daysAgo(days),
      action: 'update',
      operation: 'retentionTest',
      restaurantId,
    });
    const written = await db()
      .insert(auditEntries)
      .values([
        ...[731, 800, 900].map((days) => entry(days, first)),
        ...[1000, 5000].map((days) => entry(days, second)),
        ...[729, 100, 10].map((days) => entry(days, first)),
        entry(0, second),
      ])
      .returning({ id: auditEntries.id, at: auditEntries.at });
    const oldest = written.find((row) => row.at.getTime() === daysAgo(5000).getTime())?.id ?? '';
    const newest = written.find((row) => row.at.getTime() === daysAgo(0).getTime())?.id ?? '';
    const recent = written.find((row) => row.at.getTime() === daysAgo(10).getTime())?.id ?? '';
    // Without the sweep's setting, or naming a moment before the entry, a DELETE is still refused.
    await expect(db().execute(sql`delete from audit_entries where id = ${oldest}`)).rejects.toThrow();
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`select set_config('restoboard.retention_before', ${daysAgo(1).toISOString()}, true)`);
        await tx.execute(sql`delete from audit_entries where id = ${newest}`);
      }),
    ).rejects.toThrow();
    // Nor can a session that names a later moment delete an entry of the last 90 days.
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`select set_config('restoboard.retention_before', ${NOW.toISOString()}, true)`);
        await tx.execute(sql`delete from audit_entries where id = ${recent}`);
      }),
    ).rejects.toThrow();

    const report = await sweep(only('auditEntries', 730));
    expect(counts(report, 'auditEntries')).toEqual({ deleted: 5, batches: 3 });
    const left = await db()
      .select({ at: auditEntries.at, restaurantId: auditEntries.restaurantId })
      .from(auditEntries)
      .where(eq(auditEntries.operation, 'retentionTest'))
      .orderBy(auditEntries.at);
    expect(left).toEqual([
      { at: daysAgo(729), restaurantId: first },
      { at: daysAgo(100), restaurantId: first },
      { at: daysAgo(10), restaurantId: first },
      { at: daysAgo(0), restaurantId: second },
    ]);
    const record = await lastRecord();
    expect(record).toMatchObject({ operation: 'retention', actorId: null, resource: null, restaurantId: null });
    expect(record?.details).toMatchObject({ deleted: { audit_entries: 5 } });
    // An UPDATE stays refused, with the setting too.
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`select set_config('restoboard.retention_before', ${NOW.toISOString()}, true)`);
        await tx.execute(sql`update audit_entries set details = 'x' where id = ${newest}`);
      }),
    ).rejects.toThrow();
  });

  it('a table whose setting is off keeps every row; set again, the next sweep deletes them', async () => {
    const restaurantId = await insertRestaurant(db(), 'Retention Off');
    await db()
      .insert(tableScans)
      .values([3000, 3001, 3002].map((days) => ({ restaurantId, tableNumber: 2, scannedAt: daysAgo(days) })));
    const scans = async () =>
      (await db().select().from(tableScans).where(eq(tableScans.restaurantId, restaurantId))).length;
    const records = async () =>
      (await db().select().from(auditEntries).where(eq(auditEntries.action, 'retention'))).length;
    const recordsBefore = await records();

    const off = await sweep(OFF);
    expect(off.outcome).toBe('swept');
    expect(Object.values(off.tables)).toEqual(Array(4).fill({ deleted: 0, batches: 0 }));
    expect(await scans()).toBe(3);
    expect(await records()).toBe(recordsBefore); // a sweep that deleted nothing writes no audit entry

    expect(counts(await sweep(only('tableScans', 400)), 'tableScans')).toEqual({ deleted: 3, batches: 2 });
    expect(await scans()).toBe(0);
  });

  it('a stop ends the sweep after its batch in hand', async () => {
    const restaurantId = await insertRestaurant(db(), 'Retention Stop');
    await db()
      .insert(tableScans)
      .values([1, 2, 3, 4, 5].map((n) => ({ restaurantId, tableNumber: n, scannedAt: daysAgo(1000) })));
    let closed: Promise<void> | undefined;
    const job = sweeper(only('tableScans', 400), {
      pause: async () => {
        closed = job.close();
      },
    });
    const report = await job.sweep();
    await closed;
    expect(report.outcome).toBe('stopped');
    expect(counts(report, 'tableScans')).toEqual({ deleted: 2, batches: 1 });
    expect((await lastRecord())?.details).toMatchObject({ outcome: 'stopped', deleted: { table_scans: 2 } });
    expect((await job.sweep()).outcome).toBe('stopped'); // a closed job sweeps no more
    expect(counts(await sweep(only('tableScans', 400)), 'tableScans')).toEqual({ deleted: 3, batches: 2 });
  });

  it('of two sweeps at once only one works: another job and the server are skipped while it holds the lock', async () => {
    const restaurantId = await insertRestaurant(db(), 'Retention Together');
    await db()
      .insert(tableScans)
      .values([1, 2, 3, 4, 5].map((n) => ({ restaurantId, tableNumber: n, scannedAt: daysAgo(1000) })));
    let pausing = () => undefined as void;
    const paused = new Promise<void>((resolve) => (pausing = resolve));
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = sweeper(only('tableScans', 400), {
      pause: async () => {
        pausing();
        await released;
      },
    });
    const first = holder.sweep();
    await paused;

    const second = await sweep(only('tableScans', 400));
    expect(second.outcome).toBe('skipped');
    expect(counts(second, 'tableScans')).toEqual({ deleted: 0, batches: 0 });
    expect((await server().server.retention.sweep()).outcome).toBe('skipped');
    release();
    const report = await first;
    expect(report.outcome).toBe('swept');
    expect(counts(report, 'tableScans')).toEqual({ deleted: 5, batches: 3 });
    // The lock is free again.
    expect((await sweep(only('tableScans', 400))).outcome).toBe('swept');
  });

  it('counts the rows deleted per table in the metrics, and writes one log line per sweep', async () => {
    const restaurantId = await insertRestaurant(db(), 'Retention Metrics');
    await db()
      .insert(tableScans)
      .values([1, 2, 3].map((n) => ({ restaurantId, tableNumber: n, scannedAt: daysAgo(1000) })));
    const metrics = createMetrics();
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('info', {
      format: 'json',
      destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    await sweep(only('tableScans', 400), { metrics, log });
    const { body } = await metrics.render();
    expect(body).toContain('restoboard_retention_deleted_rows_total{table="table_scans"} 3');
    expect(body).toContain('restoboard_retention_sweeps_total{outcome="swept"} 1');
    expect(body).toContain('restoboard_retention_sweep_duration_seconds_count 1');
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'Retention sweep',
        detail: {
          outcome: 'swept',
          deleted: { audit_entries: 0, table_scans: 3, order_status_history: 0, mail_outbox: 0 },
          batches: 2,
          durationMs: expect.any(Number),
        },
      }),
    ]);
    const left = await db().select().from(tableScans).where(eq(tableScans.restaurantId, restaurantId));
    expect(left).toEqual([]);
  });
});

/** Where the server's own sweep waits between two batches: until the test lets it, or a stop. */
const held = { pausing: () => undefined as void };

describeOnEachDatabase(
  "the server's retention sweep",
  (server) => {
    it('with the default periods the demo data (its six months) stays whole', async () => {
      const report = await server().server.retention.sweep();
      expect(report.outcome).toBe('swept');
      expect(Object.values(report.tables).map((table) => table.deleted)).toEqual([0, 0, 0, 0]);
      expect(report.tables.auditEntries.before).toEqual(daysAgo(730));
    });

    it('stops with the server: the sweep under way ends after its batch in hand, before the database closes', async () => {
      const { db } = server().server.database;
      const restaurantId = await insertRestaurant(db, 'Retention Server Stop');
      await db
        .insert(tableScans)
        .values([1, 2, 3, 4, 5].map((n) => ({ restaurantId, tableNumber: n, scannedAt: daysAgo(1000) })));
      const paused = new Promise<void>((resolve) => (held.pausing = resolve));
      const sweeping = server().server.retention.sweep();
      await paused;
      const closing = server().server.close();
      const report = await sweeping;
      await closing;
      // `failed` had its audit entry found the database closed.
      expect(report.outcome).toBe('stopped');
      expect(counts(report, 'tableScans')).toEqual({ deleted: 2, batches: 1 });
    });
  },
  {
    now: () => NOW,
    retention: {
      batchSize: 2,
      pause: (_ms, signal) =>
        new Promise<void>((resolve) => {
          held.pausing();
          signal.addEventListener('abort', () => resolve());
        }),
    },
  },
);
