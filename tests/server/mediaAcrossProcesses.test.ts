/**
 * Several server processes serve the same media (docs/architecture.md §1: nothing a second process needs lives
 * in one process): on PostgreSQL through the database storage, and with a bucket whatever the
 * database. Whichever process stored a file, every process serves it, byte for byte.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../src/server/config';
import { media, menus } from '../../src/server/db/schema';
import { mediaFolderOf } from '../../src/server/media/configuredStorage';
import { startServer, type RunningServer } from '../../src/server/startServer';
import { ADMIN } from './support/demo';
import { getMedia, postMedia } from './support/mediaRequests';
import { pgliteCopies, QUIET_SETTINGS } from './support/pgliteCopy';
import { postgresSkipReason, withPostgresDatabase } from './support/postgresDatabase';
import { startS3Server } from '../toolkit/s3Server';
import { client } from './support/testServer';

const png = (background: string) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * Starts one server per settings, one after the other (the first may seed), each in a data folder of its own (a new one
 * unless given); closes them after `test`.
 */
async function withServers(
  settings: Partial<Settings>[],
  test: (servers: RunningServer[]) => Promise<void>,
): Promise<void> {
  const servers: RunningServer[] = [];
  const folders: string[] = [];
  try {
    for (const own of settings) {
      const dataDir = own.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-media-process-'));
      if (!own.dataDir) folders.push(dataDir);
      servers.push(await startServer({ ...QUIET_SETTINGS, ...own, dataDir }));
    }
    await test(servers);
  } finally {
    for (const server of servers) await server.close();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function uploadAsAdmin(server: RunningServer, image: BodyInit): Promise<string> {
  const response = await postMedia(server.url, image, {
    authorization: `JWT ${await client(server).tokenFor(ADMIN.id)}`,
  });
  expect(response.status).toBe(200);
  return response.body.url;
}

/** Every server answers each URL with the bytes whose sha256 the name is: the same bytes everywhere. */
async function expectServedByEvery(servers: RunningServer[], urls: string[]): Promise<void> {
  for (const url of urls) {
    const hash = url.slice('/media/'.length).split('.')[0];
    for (const server of servers) {
      const { status, bytes } = await getMedia(server.url, url);
      expect({ server: server.url, url, status, sha256: createHash('sha256').update(bytes).digest('hex') }).toEqual({
        server: server.url,
        url,
        status: 200,
        sha256: hash,
      });
    }
  }
}

const noMediaFolder = (servers: RunningServer[]) =>
  servers.map((server) => fs.existsSync(mediaFolderOf(server.config.dataDir)));

describe.skipIf(postgresSkipReason !== undefined)(
  `media on PostgreSQL across server processes${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`,
  () => {
    it('an image uploaded through either of two servers on one database is served by both, and neither keeps it on its disk', () =>
      withPostgresDatabase('template', (databaseUrl) =>
        withServers([{ databaseUrl }, { databaseUrl }], async (servers) => {
          const [first, second] = servers;
          const urls = [
            await uploadAsAdmin(first, await png('#aa3311')),
            await uploadAsAdmin(second, await png('#1133aa')),
          ];
          await expectServedByEvery(servers, urls);
          expect(noMediaFolder(servers)).toEqual([false, false]);
        }),
      ));

    it(
      'the demo images seeded into an empty database are served by every process',
      () =>
        withPostgresDatabase('empty', (databaseUrl) =>
          withServers([{ databaseUrl, demoSeed: true }, { databaseUrl }], async (servers) => {
            const db = servers[0].database.db;
            const urls = (await db.select({ fileName: media.fileName }).from(media)).map(
              (row) => `/media/${row.fileName}`,
            );
            const menuImages = new Set(
              (await db.selectDistinct({ url: menus.imageUrl }).from(menus).where(isNotNull(menus.imageUrl))).map(
                (row) => row.url,
              ),
            );
            expect(urls).toHaveLength(8);
            expect([...menuImages].sort()).toEqual([...urls].sort());
            await expectServedByEvery(servers, urls);
            expect(noMediaFolder(servers)).toEqual([false, false]);
          }),
        ),
      60_000,
    );
  },
);

describe('media in an S3-compatible bucket (s3rver in this process) across server processes', () => {
  const copyOfTemplate = pgliteCopies('restoboard-media-bucket-');

  it('two servers on databases of their own but one bucket each serve what the other stored, and keep nothing on their disks', async () => {
    const s3 = await startS3Server();
    try {
      const settings = { mediaBucket: s3.settings };
      await withServers(
        [
          { ...settings, dataDir: copyOfTemplate() },
          { ...settings, dataDir: copyOfTemplate() },
        ],
        async (servers) => {
          const [first, second] = servers;
          const urls = [
            await uploadAsAdmin(first, await png('#117733')),
            await uploadAsAdmin(second, await png('#771133')),
          ];
          await expectServedByEvery(servers, urls);
          expect(noMediaFolder(servers)).toEqual([false, false]);
        },
      );
    } finally {
      await s3.close();
    }
  });
});
