/**
 * The media storage settings (MEDIA_S3_*): read from the environment, checked with messages that say how to fix them,
 * and which storage they choose.
 */
import { describe, expect, it } from 'vitest';
import { resolveConfig, settingsFromEnv } from '../../src/server/config';
import { configuredStorage } from '../../src/server/media/configuredStorage';

const SECRET = 'a-secret-that-is-at-least-32-bytes-long!';
const BUCKET = { MEDIA_S3_BUCKET: 'restoboard-media', MEDIA_S3_REGION: 'eu-west-1' };

const resolved = (env: Record<string, string>) => resolveConfig({ ...settingsFromEnv(env), jwtSecret: SECRET });

describe('media storage settings', () => {
  it('reads the bucket settings; path-style is off unless MEDIA_S3_PATH_STYLE=1', () => {
    expect(settingsFromEnv(BUCKET).mediaBucket).toEqual({
      bucket: 'restoboard-media',
      region: 'eu-west-1',
      endpoint: undefined,
      pathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    const full = {
      ...BUCKET,
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
      MEDIA_S3_PATH_STYLE: '1',
      MEDIA_S3_ACCESS_KEY_ID: 'key',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(resolved(full).mediaBucket).toEqual({
      bucket: 'restoboard-media',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      pathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(settingsFromEnv({}).mediaBucket).toBeUndefined();
  });

  it('refuses MEDIA_S3_* settings without MEDIA_S3_BUCKET, naming them, rather than keeping media elsewhere unsaid', () => {
    expect(() =>
      settingsFromEnv({ MEDIA_S3_REGION: 'eu-west-1', MEDIA_S3_ENDPOINT: 'https://s3.example.com' }),
    ).toThrow(
      'MEDIA_S3_REGION, MEDIA_S3_ENDPOINT are set without MEDIA_S3_BUCKET: set MEDIA_S3_BUCKET to keep media in that bucket, or unset them.',
    );
  });

  it('checks each bucket setting with a message that says what is expected', () => {
    expect(() => resolved({ MEDIA_S3_BUCKET: 'restoboard-media' })).toThrow(
      /MEDIA_S3_REGION is required with MEDIA_S3_BUCKET: the bucket's region, such as eu-west-1/,
    );
    expect(() => resolved({ ...BUCKET, MEDIA_S3_BUCKET: 'Restoboard_Media' })).toThrow(
      /MEDIA_S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens \(got "Restoboard_Media"\)/,
    );
    expect(() => resolved({ ...BUCKET, MEDIA_S3_REGION: 'eu west' })).toThrow(
      /MEDIA_S3_REGION is required .*\(got "eu west"\)/,
    );
    expect(() => resolved({ ...BUCKET, MEDIA_S3_ENDPOINT: 's3.example.com' })).toThrow(
      /MEDIA_S3_ENDPOINT must be the S3-compatible server's address/,
    );
    expect(() => resolved({ ...BUCKET, MEDIA_S3_ENDPOINT: 'https://key:secret@s3.example.com' })).toThrow(
      /without credentials/,
    );
    expect(() => resolved({ ...BUCKET, MEDIA_S3_ENDPOINT: 'https://key:secret@s3.example.com' })).not.toThrow(
      /secret@/,
    );
    expect(() => resolved({ ...BUCKET, MEDIA_S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => settingsFromEnv({ ...BUCKET, MEDIA_S3_PATH_STYLE: 'yes' })).toThrow(
      /MEDIA_S3_PATH_STYLE must be 0 .* or 1/,
    );
  });

  it('keeps media in the bucket when one is set, else in PostgreSQL with DATABASE_URL, else in DATA_DIR/media', async () => {
    const kind = async (env: Record<string, string>) => (await configuredStorage(resolved(env))).kind;
    const postgres = { DATABASE_URL: 'postgres://app@db.example.com/restoboard' };
    expect([await kind({}), await kind(postgres), await kind(BUCKET), await kind({ ...BUCKET, ...postgres })]).toEqual([
      'folder',
      'database',
      'bucket',
      'bucket',
    ]);
  });
});
