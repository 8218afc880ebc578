/** The media storages (src/server/media/): each keeps the storage contract. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBucketStorage } from '../../src/server/media/bucketStorage';
import { createDatabaseStorage } from '../../src/server/media/databaseStorage';
import { createFileStorage } from '../../src/server/media/fileStorage';
import type { MediaStorage } from '../../src/server/media/storage';
import { mediaStorageContract, someFile } from './support/mediaStorageContract';
import { startS3Server, type S3Server } from '../toolkit/s3Server';
import { describeOnEachDatabase } from './support/testServer';

const temporaryFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-media-'));

describe('media storage in a folder', () => {
  const parent = temporaryFolder();
  const folder = path.join(parent, 'media');
  const storage = createFileStorage(folder);
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  mediaStorageContract(() => storage);

  it('serves nothing but its own stored files: not a file beside the folder, not another file inside it', async () => {
    const outside = someFile();
    fs.writeFileSync(path.join(parent, outside.fileName), outside.bytes);
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'not an image');
    expect(await storage.get(`../${outside.fileName}`)).toBeUndefined();
    expect(await storage.get('notes.txt')).toBeUndefined();
  });
});

describeOnEachDatabase('media storage in the database', (server) => {
  mediaStorageContract(() => createDatabaseStorage(server().server.database.db));
});

describe('media storage in an S3-compatible bucket (s3rver in this process)', () => {
  let s3: S3Server;
  let storage: MediaStorage;
  beforeAll(async () => {
    s3 = await startS3Server();
    storage = createBucketStorage(s3.settings);
  });
  afterAll(() => s3.close());

  mediaStorageContract(() => storage);

  it('a bucket that does not exist is an error when a file is read or written, not a missing file', async () => {
    const missing = createBucketStorage({ ...s3.settings, bucket: 'no-such-bucket' });
    const file = someFile();
    await expect(missing.get(file.fileName)).rejects.toThrow();
    await expect(missing.put(file.fileName, file.bytes)).rejects.toThrow();
  });
});
