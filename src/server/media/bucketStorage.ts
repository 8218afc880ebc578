/**
 * Media files in an S3-compatible bucket (MEDIA_S3_* settings), through the AWS SDK's S3 client:
 * the AWS-maintained client, which signs (SigV4), retries and speaks to AWS S3 and the compatible
 * servers alike (MinIO, Cloudflare R2, Garage, Ceph…). It is loaded only when a bucket is
 * configured (configuredStorage.ts), so other servers pay nothing for it. One object per file,
 * named by the file name at the bucket's root.
 */
import { createHash } from 'node:crypto';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaBucketSettings } from './bucketSettings';
import { contentTypeOfFileName } from './imageFormats';
import { MAX_STORED_BYTES, mediaStorage, type MediaStorage } from './storage';
import { inSpan, SpanKind } from '../tracing';

/**
 * A HEAD's answer has no body to say what is missing: 404 is taken as "no such file" (a missing bucket fails the next
 * write or read).
 */
const headMissing = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

export function createBucketStorage({
  bucket,
  region,
  endpoint,
  pathStyle,
  accessKeyId,
  secretAccessKey,
}: MediaBucketSettings): MediaStorage {
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle: pathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // The SDK's default checksums (a trailing CRC32 on every upload) are refused by several
    // S3-compatible servers; Content-MD5 below checks each upload's bytes on all of them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const object = (fileName: string) => ({ Bucket: bucket, Key: fileName });

  return mediaStorage({
    async write(fileName, bytes) {
      const md5 = createHash('md5').update(bytes).digest('base64');
      await inSpan(
        's3 PutObject',
        { 'aws.s3.bucket': bucket },
        () =>
          client.send(
            new PutObjectCommand({
              ...object(fileName),
              Body: bytes,
              ContentType: contentTypeOfFileName(fileName),
              ContentMD5: md5,
            }),
          ),
        SpanKind.CLIENT,
      );
    },
    async has(fileName) {
      try {
        await inSpan(
          's3 HeadObject',
          { 'aws.s3.bucket': bucket },
          () => client.send(new HeadObjectCommand(object(fileName))),
          SpanKind.CLIENT,
        );
        return true;
      } catch (error) {
        if (headMissing(error)) return false;
        throw error;
      }
    },
    async read(fileName) {
      try {
        const { Body: body, ContentLength: size } = await inSpan(
          's3 GetObject',
          { 'aws.s3.bucket': bucket },
          () => client.send(new GetObjectCommand(object(fileName))),
          SpanKind.CLIENT,
        );
        if (!body) return undefined;
        if (size === undefined || size > MAX_STORED_BYTES) {
          await body.transformToWebStream().cancel(); // never read: not one of ours
          return undefined;
        }
        return Buffer.from(await body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
  });
}
