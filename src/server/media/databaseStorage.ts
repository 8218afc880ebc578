/**
 * Media files in PostgreSQL (`media_blobs`), the storage with DATABASE_URL: every server process
 * on the database serves every file, and nothing lives on one machine's disk. A file is one row
 * written once (a second writer of the same name changes nothing); a read fetches one row, and
 * never one over MAX_STORED_BYTES.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mediaBlobs } from '../db/schema';
import { MAX_STORED_BYTES, mediaStorage, type MediaStorage } from './storage';

export function createDatabaseStorage(db: Database): MediaStorage {
  return mediaStorage({
    async write(fileName, bytes) {
      await db.insert(mediaBlobs).values({ fileName, bytes }).onConflictDoNothing({ target: mediaBlobs.fileName });
    },
    async has(fileName) {
      const rows = await db
        .select({ fileName: mediaBlobs.fileName })
        .from(mediaBlobs)
        .where(eq(mediaBlobs.fileName, fileName));
      return rows.length > 0;
    },
    async read(fileName) {
      const [row] = await db
        .select({ bytes: mediaBlobs.bytes })
        .from(mediaBlobs)
        .where(and(eq(mediaBlobs.fileName, fileName), sql`octet_length(${mediaBlobs.bytes}) <= ${MAX_STORED_BYTES}`));
      return row?.bytes;
    },
  });
}
