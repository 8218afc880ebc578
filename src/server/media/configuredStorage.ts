/**
 * Which storage holds the media (docs/architecture.md §1: nothing a second process needs lives in one process):
 * the bucket when MEDIA_S3_BUCKET is set; else PostgreSQL with DATABASE_URL, so every process on
 * the database serves every file; else the embedded database's folder, DATA_DIR/media.
 */
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createDatabaseStorage } from './databaseStorage';
import { createFileStorage } from './fileStorage';
import type { MediaStorage } from './storage';

export const MEDIA_FOLDER = 'media';

export const mediaFolderOf = (dataDir: string) => path.join(dataDir, MEDIA_FOLDER);

interface Placed {
  /** Where, in words (`PostgreSQL (table media_blobs)`), for people. */
  where: string;
  /**
   * The storage, reached through `db` where it is the database (the one opened for start-up work, or the serving one).
   */
  on(db: Database): MediaStorage;
}

export type ConfiguredStorage =
  (Placed & { kind: 'database' }) | (Placed & { kind: 'folder' | 'bucket'; storage: MediaStorage });

export async function configuredStorage({
  mediaBucket,
  databaseUrl,
  dataDir,
}: Pick<Config, 'mediaBucket' | 'databaseUrl' | 'dataDir'>): Promise<ConfiguredStorage> {
  if (mediaBucket) {
    const { createBucketStorage } = await import('./bucketStorage');
    const storage = createBucketStorage(mediaBucket);
    return {
      kind: 'bucket',
      where: `the S3 bucket ${mediaBucket.bucket}${mediaBucket.endpoint ? ` at ${mediaBucket.endpoint}` : ''}`,
      storage,
      on: () => storage,
    };
  }
  if (databaseUrl) return { kind: 'database', where: 'PostgreSQL (table media_blobs)', on: createDatabaseStorage };
  const folder = mediaFolderOf(dataDir);
  const storage = createFileStorage(folder);
  return { kind: 'folder', where: folder, storage, on: () => storage };
}
