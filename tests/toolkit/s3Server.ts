/**
 * An S3-compatible server in this process (s3rver on 127.0.0.1, a free port, a temporary folder) holding one empty
 * bucket.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { MediaBucketSettings } from '../../src/server/media/bucketSettings';

export interface S3Server {
  /** The settings that point the media storage at its bucket. */
  settings: MediaBucketSettings;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'restoboard-media'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      pathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
