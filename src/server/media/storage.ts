/**
 * Where uploaded files live, by name. Names are content addresses (`{sha256}.{ext}`), so a name
 * always means the same bytes: `put` of an existing name changes nothing. The filesystem
 * implementation is fileStorage.ts; an S3-compatible one would implement the same three calls.
 */
import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  stream(): Readable;
}

export interface MediaStorage {
  put(fileName: string, bytes: Buffer): Promise<void>;
  exists(fileName: string): Promise<boolean>;
  /** Undefined when no file has that name. */
  get(fileName: string): Promise<StoredFile | undefined>;
}
