/**
 * How long one request may keep the database. PostgreSQL cancels a statement after
 * STATEMENT_TIMEOUT. PGlite cannot interrupt a statement (it runs on the main thread), so there a
 * request has a budget of database time, its statements run one after another behind those of
 * other requests, and once it is busy the event loop serves others between its statements.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/database';
import { QueryBudgetExceeded, withQueryBudget } from '../../src/server/db/queryBudget';
import { startServer, type RunningServer } from '../../src/server/startServer';
import { ADMIN } from './support/demo';
import { pgliteCopies, QUIET_SETTINGS, startOnCopy } from './support/pgliteCopy';
import { postgresSkipReason, withPostgresDatabase } from './support/postgresDatabase';
import { client } from './support/testServer';

/** The PostgreSQL error code of a failure, through drizzle's wrapping. */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Runs the test on the server once it has started, then closes it. */
async function closing(
  starting: Promise<RunningServer>,
  test: (server: RunningServer) => Promise<void>,
): Promise<void> {
  const server = await starting;
  try {
    await test(server);
  } finally {
    await server.close();
  }
}

const sleep = (server: RunningServer, seconds: number) => server.database.db.execute(sql`select pg_sleep(${seconds})`);

describe.skipIf(postgresSkipReason !== undefined)(
  `STATEMENT_TIMEOUT on PostgreSQL${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`,
  () => {
    it('a statement running longer is cancelled (query_canceled); a shorter one is not', () =>
      withPostgresDatabase('template', async (databaseUrl) => {
        // Wide margins both ways, so a loaded machine cannot turn one outcome into the other: 5 s against 1 s, 10 ms
        // against 1 s.
        await closing(
          startServer({ ...QUIET_SETTINGS, dataDir: os.tmpdir(), databaseUrl, statementTimeout: '1s' }),
          async (server) => {
            const error = await sleep(server, 5).then(
              () => undefined,
              (e: unknown) => e,
            );
            expect(sqlState(error)).toBe('57014');
            await expect(sleep(server, 0.01)).resolves.toBeDefined();
          },
        );
      }));
  },
);

describe('the database time of a request on PGlite', () => {
  const copy = pgliteCopies('restoboard-budget-');

  it('statements started together run one after another, and those beyond the budget are refused', () =>
    closing(startOnCopy(copy), async (server) => {
      // A budget of a second: the first statement (10 ms) leaves it nearly whole however loaded the machine, so the
      // second
      // (2 s) starts; it spends the budget whatever the machine, so the third and fourth never start. Run together (not
      // one
      // after another), all four would start with the budget untouched.
      const outcomes = await withQueryBudget(1000, () =>
        Promise.allSettled([sleep(server, 0.01), sleep(server, 2), sleep(server, 0.01), sleep(server, 0.01)]),
      );
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
      // Drizzle wraps it.
      expect(((outcomes[2] as PromiseRejectedResult).reason as Error).cause).toBeInstanceOf(QueryBudgetExceeded);
      await expect(sleep(server, 0.01)).resolves.toBeDefined(); // outside a request: no budget
    }));

  it('a transaction under way when the budget runs out is let finish whole, and leaves the one connection outside it', () =>
    closing(startOnCopy(copy), async (server) => {
      const { db } = server.database;
      const budgetTags = async () =>
        rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from tags where name like 'budget %'`))[0]
          .n;
      // Its second insert comes after the budget is spent: refusing it (and then the ROLLBACK) left the transaction
      // open.
      await withQueryBudget(200, () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into tags (name) values ('budget one')`);
          await tx.execute(sql`select pg_sleep(0.4)`);
          await tx.execute(sql`insert into tags (name) values ('budget two')`);
        }),
      );
      expect(await budgetTags()).toBe(2);
      // Committed, not merely visible from inside a transaction still open: another one rolled back does not take them
      // along.
      await db
        .transaction(async (tx) => {
          await tx.execute(sql`delete from tags where name like 'budget %'`);
          tx.rollback();
        })
        .catch(() => undefined);
      expect(await budgetTags()).toBe(2);
      // The budget still refuses what the request starts afterwards.
      const next = withQueryBudget(200, () =>
        db.transaction(async (tx) => tx.execute(sql`select pg_sleep(0.4)`)).then(() => sleep(server, 0.01)),
      );
      expect(
        (
          (await next.then(
            () => undefined,
            (e: unknown) => e,
          )) as Error
        ).cause,
      ).toBeInstanceOf(QueryBudgetExceeded);
    }));

  it('while one request runs many statements at once (as aliases do), other requests, with and without a database query, are answered in between', () =>
    closing(startOnCopy(copy), async (server) => {
      const finished: string[] = [];
      // 100 statements of 30 ms: a hundred turns in which the others can be served, so even a loaded machine answers
      // them first.
      const busy = withQueryBudget(60_000, async () => {
        await Promise.all(Array.from({ length: 100 }, () => sleep(server, 0.03)));
        finished.push('busy request');
      });
      const me = async (label: string, token?: string) => {
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
          body: JSON.stringify({ query: '{ me { id } }' }),
        });
        expect(await response.json()).toEqual({ data: { me: token ? { id: ADMIN.id } : null } });
        finished.push(label);
      };
      const token = await client(server).tokenFor(ADMIN.id);
      await Promise.all([busy, me('anonymous'), me('signed in', token)]);
      expect(finished.at(-1)).toBe('busy request');
    }));
});
