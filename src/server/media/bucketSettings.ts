/**
 * The S3-compatible bucket media live in when one is configured (MEDIA_S3_* settings): read from
 * the environment, and checked at start-up with messages that say how to fix them.
 */

export interface MediaBucketSettings {
  bucket: string;
  /** The bucket's region (`eu-west-1`; `us-east-1` for most self-hosted servers, `auto` for Cloudflare R2). */
  region: string;
  /**
   * The S3-compatible server's address (`https://s3.example.com`, `http://127.0.0.1:9000`); unset: AWS S3 in `region`.
   */
  endpoint?: string;
  /**
   * Name the bucket in the path (`{endpoint}/{bucket}/{file}`) rather than in the host name; most self-hosted servers
   * need it.
   */
  pathStyle: boolean;
  /**
   * Both or neither; neither: the AWS SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, an instance or task
   * role…).
   */
  accessKeyId?: string;
  secretAccessKey?: string;
}

const OTHER_SETTINGS = [
  'MEDIA_S3_REGION',
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_PATH_STYLE',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
];

/**
 * The bucket settings of the environment; undefined without MEDIA_S3_BUCKET. `value` reads a variable (unset and empty
 * alike as undefined).
 */
export function mediaBucketFromEnv(
  value: (name: string) => string | undefined,
  problems: string[],
): MediaBucketSettings | undefined {
  const bucket = value('MEDIA_S3_BUCKET');
  const pathStyle = value('MEDIA_S3_PATH_STYLE');
  if (pathStyle !== undefined && pathStyle !== '0' && pathStyle !== '1')
    problems.push(
      `MEDIA_S3_PATH_STYLE must be 0 (the bucket in the host name) or 1 (in the path) (got "${pathStyle}").`,
    );
  if (bucket === undefined) {
    const stray = OTHER_SETTINGS.filter((name) => value(name) !== undefined);
    if (stray.length)
      problems.push(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set without MEDIA_S3_BUCKET: set MEDIA_S3_BUCKET to keep media in that bucket, or unset ${stray.length > 1 ? 'them' : 'it'}.`,
      );
    return undefined;
  }
  return {
    bucket,
    region: value('MEDIA_S3_REGION') ?? '',
    endpoint: value('MEDIA_S3_ENDPOINT'),
    pathStyle: pathStyle === '1',
    accessKeyId: value('MEDIA_S3_ACCESS_KEY_ID'),
    secretAccessKey: value('MEDIA_S3_SECRET_ACCESS_KEY'),
  };
}

function isServerAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      !url.search &&
      !url.hash
    );
  } catch {
    return false;
  }
}

/** What is wrong with the bucket settings, if anything. */
export function mediaBucketProblems(settings: MediaBucketSettings | undefined): string[] {
  if (!settings) return [];
  const { bucket, region, endpoint, accessKeyId, secretAccessKey } = settings;
  const problems: string[] = [];
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push(
      `MEDIA_S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "${bucket}").`,
    );
  if (!/^[A-Za-z0-9_-]+$/.test(region)) {
    problems.push(
      `MEDIA_S3_REGION is required with MEDIA_S3_BUCKET: the bucket's region, such as eu-west-1 (us-east-1 for most self-hosted servers, auto for Cloudflare R2)${region ? ` (got "${region}")` : ''}.`,
    );
  }
  if (endpoint !== undefined && !isServerAddress(endpoint))
    problems.push(
      `MEDIA_S3_ENDPOINT must be the S3-compatible server's address, such as https://s3.example.com or http://127.0.0.1:9000, without credentials (the keys go in MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY).`,
    );
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push(
      "MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's own credentials (AWS_ACCESS_KEY_ID…, an instance role).",
    );
  }
  return problems;
}
