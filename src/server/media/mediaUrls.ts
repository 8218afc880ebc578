/**
 * Uploaded images are served under `/media/{sha256}.{ext}`. A record may point only at images
 * uploaded through the API: this tells which of the URLs it names are not.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { media } from '../db/schema';

export const MEDIA_PATH = '/media/';

export const mediaUrlOf = (fileName: string) => `${MEDIA_PATH}${fileName}`;

/** The URLs among `urls` that are not images uploaded here (empty values are fine). */
export async function unknownMediaUrls(db: Database, urls: readonly unknown[]): Promise<unknown[]> {
  const given = urls.filter((url) => url !== null && url !== undefined && url !== '');
  const fileNames = given.map((url) =>
    typeof url === 'string' && url.startsWith(MEDIA_PATH) ? url.slice(MEDIA_PATH.length) : '',
  );
  const known = fileNames.some(Boolean)
    ? new Set(
        (
          await db
            .select({ fileName: media.fileName })
            .from(media)
            .where(inArray(media.fileName, fileNames.filter(Boolean)))
        ).map((row) => row.fileName),
      )
    : new Set<string>();
  return given.filter((_, i) => !known.has(fileNames[i]));
}
