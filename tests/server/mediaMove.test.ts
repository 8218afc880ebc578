/** Moving a media folder (DATA_DIR/media) into the configured storage: `npm run media:move` and what it runs. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createBucketStorage } from '../../src/server/media/bucketStorage';
import { createDatabaseStorage } from '../../src/server/media/databaseStorage';
import { mediaFolderOf } from '../../src/server/media/configuredStorage';
import { storedFileName } from '../../src/server/media/imageFormats';
import { moveMediaFolder } from '../../src/server/media/moveMediaFolder';
import { startServer } from '../../src/server/startServer';
import { getMedia } from './support/mediaRequests';
import { someFile } from './support/mediaStorageContract';
import { QUIET_SETTINGS } from './support/pgliteCopy';
import { postgresSkipReason, withPostgresDatabase } from './support/postgresDatabase';
import { TEST_JWT_SECRET } from './support/provided';
import { startS3Server } from '../toolkit/s3Server';
import { describeOnEachDatabase } from './support/testServer';

const temporaryFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-media-move-'));

/** `npm run media:move` with these settings (and no others from this environment); what it printed. */
async function mediaMove(env: Record<string, string>): Promise<string> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(DATABASE_URL|DATA_DIR|MEDIA_S3_\w+|JWT_SECRET)$/.test(name)),
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/server/media/moveMediaCli.ts'],
    { env: { ...clean, ...env } },
  );
  return stdout;
}

describeOnEachDatabase('moving a media folder into the database storage', (server) => {
  it('moves each image file once, skips what is no image file, refuses a file whose bytes are not its name, and leaves the folder', async () => {
    const folder = temporaryFolder();
    try {
      const [first, second, damaged] = [someFile(), someFile(2000, 'jpg'), someFile()];
      fs.writeFileSync(path.join(folder, first.fileName), first.bytes);
      fs.writeFileSync(path.join(folder, second.fileName), second.bytes);
      fs.writeFileSync(path.join(folder, damaged.fileName), Buffer.from('not the bytes this name promises'));
      fs.writeFileSync(path.join(folder, '.0d7c6a.part'), 'left by a crash');
      fs.mkdirSync(path.join(folder, 'thumbnails'));
      const storage = createDatabaseStorage(server().server.database.db);

      const report = await moveMediaFolder(folder, storage);
      expect(report).toEqual({
        moved: 2,
        present: 0,
        skipped: expect.arrayContaining(['.0d7c6a.part', 'thumbnails']),
        refused: [{ fileName: damaged.fileName, why: expect.stringContaining('not the sha256 of these bytes') }],
      });
      expect(report.skipped).toHaveLength(2);
      expect((await storage.get(first.fileName))?.equals(first.bytes)).toBe(true);
      expect((await storage.get(second.fileName))?.equals(second.bytes)).toBe(true);
      expect(await storage.exists(damaged.fileName)).toBe(false);

      expect(await moveMediaFolder(folder, storage)).toMatchObject({ moved: 0, present: 2 });
      expect(fs.readdirSync(folder)).toHaveLength(5);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('npm run media:move', () => {
  it('without DATABASE_URL or a bucket the folder is the storage: nothing is moved', async () => {
    const dataDir = temporaryFolder();
    try {
      expect(await mediaMove({ DATA_DIR: dataDir })).toBe(
        `Media are kept in ${mediaFolderOf(dataDir)} (neither DATABASE_URL nor MEDIA_S3_BUCKET is set): nothing to move.\n`,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with MEDIA_S3_BUCKET it moves the images into the bucket, whatever the database', async () => {
    const s3 = await startS3Server();
    const dataDir = temporaryFolder();
    try {
      const file = someFile();
      fs.mkdirSync(mediaFolderOf(dataDir));
      fs.writeFileSync(path.join(mediaFolderOf(dataDir), file.fileName), file.bytes);
      const { bucket, region, endpoint = '', accessKeyId = '', secretAccessKey = '' } = s3.settings;
      const env = {
        DATA_DIR: dataDir,
        MEDIA_S3_BUCKET: bucket,
        MEDIA_S3_REGION: region,
        MEDIA_S3_ENDPOINT: endpoint,
        MEDIA_S3_PATH_STYLE: '1',
        MEDIA_S3_ACCESS_KEY_ID: accessKeyId,
        MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey,
      };

      expect(await mediaMove(env)).toBe(
        `Moved 1 file into the S3 bucket ${bucket} at ${endpoint}; 0 were there already.\n`,
      );
      expect((await createBucketStorage(s3.settings).get(file.fileName))?.equals(file.bytes)).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await s3.close();
    }
  });
});

describe.skipIf(postgresSkipReason !== undefined)(
  `npm run media:move on PostgreSQL${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`,
  () => {
    it(
      'moves the images of DATA_DIR/media into the database once, says what it did, and a server on the database then serves them',
      () =>
        withPostgresDatabase('template', async (databaseUrl) => {
          const dataDir = temporaryFolder();
          try {
            const image = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#336699' } })
              .png()
              .toBuffer();
            const fileName = storedFileName(image, 'png');
            fs.mkdirSync(mediaFolderOf(dataDir));
            fs.writeFileSync(path.join(mediaFolderOf(dataDir), fileName), image);
            const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: TEST_JWT_SECRET };

            expect(await mediaMove(env)).toBe(
              'Moved 1 file into PostgreSQL (table media_blobs); 0 were there already.\n',
            );
            expect(await mediaMove(env)).toBe(
              'Moved 0 files into PostgreSQL (table media_blobs); 1 was there already.\n',
            );
            expect(fs.readdirSync(mediaFolderOf(dataDir))).toEqual([fileName]);

            const server = await startServer({ ...QUIET_SETTINGS, dataDir: temporaryFolder(), databaseUrl });
            try {
              const served = await getMedia(server.url, `/media/${fileName}`);
              expect([served.status, served.bytes.equals(image)]).toEqual([200, true]);
            } finally {
              fs.rmSync(server.config.dataDir, { recursive: true, force: true });
              await server.close();
            }
          } finally {
            fs.rmSync(dataDir, { recursive: true, force: true });
          }
        }),
      60_000,
    );
  },
);
