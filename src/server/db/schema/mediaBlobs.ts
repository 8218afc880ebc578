/**
 * The bytes of uploaded images where PostgreSQL keeps them (src/server/media/databaseStorage.ts):
 * one row per stored file, under the same content-addressed name as its `media` row, written once.
 * A table of its own rather than a column of `media`: the storage is name → bytes like the folder
 * and the bucket (a file is stored before its row is written, and the move command stores files
 * without touching rows), and reads of `media`, which every image URL check makes, never carry bytes.
 */
import { customType, pgTable, text } from 'drizzle-orm/pg-core';

/** postgres.js reads bytea as a Buffer, PGlite as a Uint8Array: both come out as a Buffer (no copy). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const mediaBlobs = pgTable('media_blobs', {
  /** `{sha256 of bytes}.{ext}`. */
  fileName: text('file_name').primaryKey(),
  bytes: bytea('bytes').notNull(),
});
