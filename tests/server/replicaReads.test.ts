/**
 * Reads on a replica (docs/production.md): a scratch primary and a streaming replica of it
 * (support/postgresCluster.ts), never the machine's own server. The server migrates and seeds the primary through its
 * own code; once the replica has caught up, an order history export, an analytics query and the audit list, made by a
 * super admin, are counted by pg_stat_statements on the replica and not on the primary (without pg_stat_statements:
 * each side's own table reads); with the replica stopped, the same requests answer from the primary, with one log line
 * and the metrics saying so; a replica further behind than its bound is left until it has caught up.
 */
import type { DestinationStream } from 'pino';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { startServer, type RunningServer } from '../../src/server/startServer';
import { DEMO_RESTAURANT_IDS } from './support/demo';
import {
  clusterFolder,
  clusterSkipReason,
  hasPgStatStatements,
  startPrimary,
  startReplica,
  type Cluster,
} from './support/postgresCluster';
import { TEST_SERVER_SETTINGS } from './support/testServer';
import { WAIT_FOR } from '../support/waitBudget';

const DAY = 86_400_000;
/** `REPLICA_TEST_TABLE_COUNTERS=1` measures by table counters even where pg_stat_statements is installed. */
const statements = hasPgStatStatements() && process.env.REPLICA_TEST_TABLE_COUNTERS !== '1';
/** Table counters arrive once the backends that read flush them: when idle, within 10 s (PostgreSQL 15). */
const countersSettle = () => (statements ? Promise.resolve() : sleep(11_000));

/** What each side has run of the three reads: by pg_stat_statements, else by its own table reads. */
async function readsOn(client: postgres.Sql): Promise<{ exports: number; analytics: number; audit: number }> {
  if (statements) {
    const [row] = await client<{ exports: number; analytics: number; audit: number }[]>`
      select coalesce(sum(calls) filter (where query ilike 'copy (%orders%'), 0)::int as exports,
        coalesce(sum(calls) filter (where query like '%as "c0"%'), 0)::int as analytics,
        coalesce(sum(calls) filter (where query ~* '^select .* from "audit_entries"'), 0)::int as audit
      from pg_stat_statements s join pg_database d on d.oid = s.dbid where d.datname = 'app'`;
    return row;
  }
  await client`select pg_stat_force_next_flush()`;
  const [row] = await client<{ exports: number; audit: number }[]>`
    select coalesce(sum(seq_scan + coalesce(idx_scan, 0)) filter (where relname = 'orders'), 0)::int as exports,
      coalesce(sum(seq_scan + coalesce(idx_scan, 0)) filter (where relname = 'audit_entries'), 0)::int as audit
    from pg_stat_user_tables`;
  return { ...row, analytics: row.exports };
}

function logLines(): { destination: DestinationStream; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  };
}

describe.skipIf(clusterSkipReason !== undefined)(
  clusterSkipReason ? `reads on a replica (skipped: ${clusterSkipReason})` : 'reads on a replica',
  () => {
    const folder = clusterSkipReason ? undefined : clusterFolder();
    let primary: Cluster | undefined;
    let replica: Cluster | undefined;
    let server: RunningServer | undefined;
    let onPrimary: postgres.Sql;
    let onReplica: postgres.Sql;
    let token: string;
    const { lines, destination } = logLines();
    const settings = () => ({
      ...TEST_SERVER_SETTINGS,
      logLevel: 'info' as const,
      logFormat: 'json' as const,
      databaseUrl: primary?.url('app'),
      databaseReplicaUrl: replica?.url('app'),
      metricsPort: 0,
    });

    beforeAll(async () => {
      const root = (folder as { root: string }).root;
      primary = await startPrimary(root, { statements });
      const admin = postgres(primary.url(), { max: 1, onnotice: () => undefined });
      await admin`create database app`;
      await admin.end();
      onPrimary = postgres(primary.url('app'), { max: 1, onnotice: () => undefined });
      if (statements) await onPrimary`create extension pg_stat_statements`;
      replica = await startReplica(root, primary);
      onReplica = postgres(replica.url('app'), { max: 1, onnotice: () => undefined });
      // Migrated and seeded through the server's own start, on the primary.
      // Checked once a minute: within this file only the first check (at start) and a failed read change the state.
      server = await startServer(
        { ...settings(), demoSeed: true },
        { logDestination: destination, replicaCheckEveryMs: 60_000 },
      );
      // The replica has replayed all the primary wrote.
      const [{ lsn }] = await onPrimary<{ lsn: string }[]>`select pg_current_wal_lsn()::text as lsn`;
      await vi.waitFor(async () => {
        const [row] = await onReplica<
          { behind: boolean }[]
        >`select pg_last_wal_replay_lsn() < ${lsn}::pg_lsn as behind`;
        expect(row.behind).toBe(false);
      }, WAIT_FOR);
      await vi.waitFor(async () => expect(await metric('restoboard_replica_in_use')).toBe(1), WAIT_FOR);
      const login = await graphql<{ login: { jwtToken: string } }>(
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { jwtToken } }',
        { email: 'superadmin@restoboard.test', password: DEMO_PASSWORD },
      );
      token = login.data.login.jwtToken;
    }, 120_000);

    afterAll(async () => {
      await server?.close().catch(() => undefined);
      await onPrimary?.end().catch(() => undefined);
      await onReplica?.end().catch(() => undefined);
      await replica?.kill();
      await primary?.kill();
      folder?.remove();
    });

    async function graphql<T>(query: string, variables: Record<string, unknown> = {}, auth?: string) {
      const response = await fetch(`${server?.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: `JWT ${auth}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: T; errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      return body;
    }

    async function metric(name: string, labels = '', of = server): Promise<number | undefined> {
      const text = await (await fetch(of?.metricsUrl as string)).text();
      const line = text.split('\n').find((entry) => entry.startsWith(`${name}${labels} `));
      return line === undefined ? undefined : Number(line.split(' ')[1]);
    }

    /** An order history export, an analytics query and the audit list, as the super admin; the CSV and the count. */
    async function reads(): Promise<{ csv: string; count: unknown; audit: number }> {
      const filter = {
        restaurantId: DEMO_RESTAURANT_IDS.warungNusantara,
        createdFrom: new Date(Date.now() - 180 * DAY).toISOString(),
        createdBefore: new Date(Date.now() + DAY).toISOString(),
      };
      const exported = await fetch(
        `${server?.url}/exports/orders.csv?filter=${encodeURIComponent(JSON.stringify(filter))}`,
        {
          headers: { authorization: `JWT ${token}` },
        },
      );
      expect(exported.status).toBe(200);
      const csv = await exported.text();
      const query = { measures: ['Orders.count'] };
      const analytics = await fetch(
        `${server?.url}/cubejs-api/v1/load?query=${encodeURIComponent(JSON.stringify(query))}`,
        { headers: { authorization: token } },
      );
      expect(analytics.status).toBe(200);
      const { data } = (await analytics.json()) as { data: Record<string, unknown>[] };
      const audit = await graphql<{ allAuditEntries: unknown[] }>(
        '{ allAuditEntries(page: 0, perPage: 5) { id } }',
        {},
        token,
      );
      return { csv, count: data[0]?.['Orders.count'], audit: audit.data.allAuditEntries.length };
    }

    let first: Awaited<ReturnType<typeof reads>>;

    it('an export, an analytics query and the audit list read the replica: the primary runs none of them', async () => {
      const before = { primary: await readsOn(onPrimary), replica: await readsOn(onReplica) };
      first = await reads();
      await countersSettle();
      const after = { primary: await readsOn(onPrimary), replica: await readsOn(onReplica) };
      expect(first.csv.split('\n').length).toBeGreaterThan(10);
      expect(Number(first.count)).toBeGreaterThan(0);
      expect(after.primary).toEqual(before.primary);
      expect(after.replica.exports).toBeGreaterThan(before.replica.exports);
      expect(after.replica.analytics).toBeGreaterThan(before.replica.analytics);
      expect(after.replica.audit).toBeGreaterThan(before.replica.audit);
      expect(lines.filter((line) => String(line.msg).startsWith('Reads on the replica'))).toHaveLength(1);
    });

    it('with the replica stopped, the same requests answer from the primary, logged once, and the metrics say so', async () => {
      await replica?.stop();
      const before = await readsOn(onPrimary);
      const again = await reads();
      await countersSettle();
      const after = await readsOn(onPrimary);
      expect(again).toEqual(first);
      expect(after.exports).toBeGreaterThan(before.exports);
      expect(after.analytics).toBeGreaterThan(before.analytics);
      expect(after.audit).toBeGreaterThan(before.audit);
      await reads(); // a second round: no new line
      const fallbacks = lines.filter((line) => String(line.msg).startsWith('Reads on the primary'));
      expect(fallbacks).toHaveLength(1);
      expect(fallbacks[0].level).toBe(40); // warn
      expect(String(fallbacks[0].msg)).toMatch(
        /^Reads on the primary: the replica (lost its connection|does not answer)/,
      );
      expect(String(fallbacks[0].msg)).not.toMatch(/postgres:\/\/|127\.0\.0\.1/); // never its address
      expect(await metric('restoboard_replica_in_use')).toBe(0);
      expect(await metric('restoboard_replica_fallbacks_total', '{reason="down"}')).toBe(1);
    });

    it('a replica further behind than DATABASE_REPLICA_MAX_LAG is left for the primary until it has caught up', async () => {
      await replica?.start();
      // Replay paused: what the primary writes now reaches the replica but is not applied.
      await onReplica`select pg_wal_replay_pause()`;
      await onPrimary`create table lag_probe (id int)`;
      const [{ lsn }] = await onPrimary<{ lsn: string }[]>`select pg_current_wal_lsn()::text as lsn`;
      await vi.waitFor(async () => {
        const [row] = await onReplica<{ received: boolean }[]>`
          select pg_last_wal_receive_lsn() >= ${lsn}::pg_lsn as received`;
        expect(row.received).toBe(true);
      }, WAIT_FOR);
      await sleep(1_100); // its last transaction replayed is now more than 1 s old
      const lagging = logLines();
      const behind = await startServer(
        { ...settings(), demoSeed: false, databaseReplicaMaxLag: '1s' },
        { logDestination: lagging.destination, replicaCheckEveryMs: 100 },
      );
      try {
        const said = () =>
          lagging.lines.map((line) => String(line.msg)).filter((msg) => msg.startsWith('Reads on the'));
        expect(said()).toHaveLength(1);
        expect(said()[0]).toMatch(
          /^Reads on the primary: the replica is \d+\.\d s behind \(more than DATABASE_REPLICA_MAX_LAG, 1 s\)/,
        );
        expect(await metric('restoboard_replica_in_use', '', behind)).toBe(0);
        expect(await metric('restoboard_replica_fallbacks_total', '{reason="lag"}', behind)).toBe(1);
        await onReplica`select pg_wal_replay_resume()`;
        await vi.waitFor(async () => expect(await metric('restoboard_replica_in_use', '', behind)).toBe(1), WAIT_FOR);
        expect(said()).toHaveLength(2);
        expect(said()[1]).toMatch(/^Reads on the replica/);
      } finally {
        await behind.close();
      }
    });
  },
);
