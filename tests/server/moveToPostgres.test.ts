/**
 * `npm run db:move` (moveToPostgres.ts): the embedded database and its images land in an empty
 * PostgreSQL whole — every table's rows, a menu's reference to its source menu, the hourly totals as
 * they were, the images byte for byte — and a server on it signs the same accounts in. A database in use
 * is refused, and a move that fails leaves the target as empty as it was.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/database';
import { menus } from '../../src/server/db/schema';
import { moveToPostgres, MoveError } from '../../src/server/db/moveToPostgres';
import { startServer } from '../../src/server/startServer';
import { DEMO_PASSWORD } from '../support/graphql';
import { onDatabase, pgliteCopy, type DatabaseCopy } from './support/databaseCopy';
import { ADMIN, DEMO_RESTAURANT_IDS } from './support/demo';
import { postgresSkipReason, withPostgresDatabase } from './support/postgresDatabase';
import { client, TEST_SERVER_SETTINGS } from './support/testServer';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const copies: DatabaseCopy[] = [];
afterEach(async () => {
  for (const copy of copies.splice(0)) await copy.cleanup();
});

/** The template's embedded database, with a menu copied from another and an image in DATA_DIR/media. */
async function embedded(): Promise<{ dataDir: string; copyId: string; sourceId: string; image: string }> {
  const copy = pgliteCopy();
  copies.push(copy);
  const { dataDir } = copy.settings;
  const { copyId, sourceId } = await onDatabase(copy.settings, async (db) => {
    const [source] = await db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.restaurantId, DEMO_RESTAURANT_IDS.warungNusantara))
      .limit(1);
    const [copied] = await db
      .insert(menus)
      .values({
        restaurantId: DEMO_RESTAURANT_IDS.harbourBistro,
        name: 'Copied Satay',
        price: 1000,
        sourceMenuId: source.id,
      })
      .returning({ id: menus.id });
    return { copyId: copied.id, sourceId: source.id };
  });
  const image = `${createHash('sha256').update(PNG).digest('hex')}.png`;
  fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'media', image), PNG);
  return { dataDir, copyId, sourceId, image };
}

const tableCount = async (url: string) => {
  const target = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    return (
      await target<{ n: number }[]>`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`
    )[0].n;
  } finally {
    await target.end({ timeout: 5 });
  }
};

describe.skipIf(postgresSkipReason !== undefined)(
  `db:move${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`,
  () => {
    it('copies every row and image into an empty PostgreSQL, where a server signs the same accounts in', async () => {
      const { dataDir, copyId, sourceId, image } = await embedded();
      await withPostgresDatabase('empty', async (url) => {
        const report = await moveToPostgres(dataDir, url);
        expect(report.images).toBe(1);
        expect(report.rows.orders).toBeGreaterThan(1000);
        const sourceCounts = await onDatabase({ dataDir }, async (db) => {
          const counts: Record<string, number> = {};
          for (const table of Object.keys(report.rows))
            counts[table] = rowsOf<{ n: number }>(
              await db.execute(sql.raw(`select count(*)::int as n from "${table}"`)),
            )[0].n;
          return counts;
        });
        expect(report.rows).toEqual(sourceCounts);

        const server = await startServer({
          ...TEST_SERVER_SETTINGS,
          dataDir: fs.mkdtempSync(`${dataDir}-server-`),
          databaseUrl: url,
          demoSeed: false,
        });
        try {
          const db = server.database.db;
          const [copied] = await db
            .select({ sourceMenuId: menus.sourceMenuId })
            .from(menus)
            .where(eq(menus.id, copyId));
          expect(copied.sourceMenuId).toBe(sourceId);
          const served = await fetch(`${server.url}/media/${image}`);
          expect([served.status, Buffer.from(await served.arrayBuffer()).equals(PNG)]).toEqual([200, true]);
          const login = await client(server).gql<{ login: { jwtToken: string; profile: { role: string } } }>(
            'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { jwtToken profile { role } } }',
            { email: ADMIN.email, password: DEMO_PASSWORD },
          );
          expect(login.data?.login.profile.role).toBe('ADMIN');
          // The admin sees the same menus as before the move.
          const listed = await client(server).gql<{ allMenus: { name: string }[] }>(
            '{ allMenus(perPage: 100, sortField: "name", sortOrder: "ASC") { name } }',
            {},
            { token: login.data?.login.jwtToken },
          );
          const before = await onDatabase({ dataDir }, (db) =>
            db
              .select({ name: menus.name })
              .from(menus)
              .where(eq(menus.restaurantId, DEMO_RESTAURANT_IDS.warungNusantara)),
          );
          expect(listed.data?.allMenus.map((menu) => menu.name).sort()).toEqual(before.map((menu) => menu.name).sort());
        } finally {
          await server.close();
        }
      });
    });

    it('refuses a database that is not empty, changing nothing', async () => {
      const { dataDir } = await embedded();
      await withPostgresDatabase('template', async (url) => {
        const before = await tableCount(url);
        await expect(moveToPostgres(dataDir, url)).rejects.toThrow(/is not empty/);
        expect(await tableCount(url)).toBe(before);
      });
    });

    it('leaves the target empty when the move fails part-way (an image that is not what its name says)', async () => {
      const { dataDir } = await embedded();
      fs.writeFileSync(path.join(dataDir, 'media', `${'0'.repeat(64)}.png`), PNG);
      await withPostgresDatabase('empty', async (url) => {
        await expect(moveToPostgres(dataDir, url)).rejects.toBeInstanceOf(MoveError);
        expect(await tableCount(url)).toBe(0);
      });
    });
  },
);
