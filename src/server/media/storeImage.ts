/**
 * An accepted upload, kept: re-encoded (normalizeImage), stored under the sha256 of the stored
 * bytes, and recorded in `media`. The same image uploaded twice is the same file and the same row
 * (re-encoding is deterministic), so it gets the same URL; the row keeps its first uploader.
 * The file is written before the row, so a row never names a missing file.
 */
import type { Database } from '../db/database';
import { media } from '../db/schema';
import { storedFileName } from './imageFormats';
import { mediaUrlOf } from './mediaUrls';
import { normalizeImage } from './normalizeImage';
import type { MediaStorage } from './storage';

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

export async function storeImage(
  db: Database,
  storage: MediaStorage,
  upload: Buffer,
  uploadedBy: string,
): Promise<StoredImage> {
  const image = await normalizeImage(upload);
  const fileName = storedFileName(image.bytes, image.ext);
  await storage.put(fileName, image.bytes);
  await db
    .insert(media)
    .values({
      fileName,
      contentType: image.contentType,
      bytes: image.bytes.length,
      width: image.width,
      height: image.height,
      uploadedBy,
    })
    .onConflictDoNothing({ target: media.fileName });
  return { url: mediaUrlOf(fileName), width: image.width, height: image.height };
}
