/**
 * The image formats an upload may be (docs/architecture.md §5: JPEG, PNG, WebP, checked by content), the
 * extension and Content-Type each is stored and served with, and the shape of a stored file's
 * name: `{sha256 of its bytes}.{ext}`.
 */
import { createHash } from 'node:crypto';

export const IMAGE_FORMATS = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
} as const;

export type ImageFormat = keyof typeof IMAGE_FORMATS;

export const isImageFormat = (format: string | undefined): format is ImageFormat =>
  format !== undefined && Object.hasOwn(IMAGE_FORMATS, format);

const FILE_NAME = /^[0-9a-f]{64}\.(jpg|png|webp)$/;

/** The name `bytes` are stored under: `{sha256 of bytes}.{ext}`. */
export const storedFileName = (bytes: Uint8Array, ext: string) =>
  `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;

/** The Content-Type of a stored file's name; undefined for anything that is not such a name (so never a path). */
export function contentTypeOfFileName(fileName: string): string | undefined {
  const match = FILE_NAME.exec(fileName);
  return match ? Object.values(IMAGE_FORMATS).find((format) => format.ext === match[1])?.contentType : undefined;
}
