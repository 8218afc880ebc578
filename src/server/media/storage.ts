/**
 * Where uploaded files live, by name: a folder (fileStorage.ts), PostgreSQL (databaseStorage.ts)
 * or an S3-compatible bucket (bucketStorage.ts); configuredStorage.ts picks one. Names are content
 * addresses (`{sha256}.{ext}`), so a name always means the same bytes: a file is written once and
 * `put` of a name already there changes nothing. The checks live here, once, in front of every
 * place: a place only ever sees well-formed names, and bytes that match them.
 */
import { LIMITS } from '../../domain';
import { contentTypeOfFileName, storedFileName } from './imageFormats';

/**
 * No stored file is larger than an upload may be (normalizeImage.ts refuses larger results), so serving one holds at
 * most this.
 */
export const MAX_STORED_BYTES = LIMITS.uploadBytes;

export interface MediaStorage {
  /**
   * Stores `bytes` unless `fileName` is there already; true when written now. Throws for a name that is not the bytes'
   * content address, or bytes over MAX_STORED_BYTES.
   */
  put(fileName: string, bytes: Buffer): Promise<boolean>;
  exists(fileName: string): Promise<boolean>;
  /** The file's bytes; undefined when no file has that name (or the name is no stored file's). */
  get(fileName: string): Promise<Buffer | undefined>;
}

/**
 * What each place does with names already checked; `read` never holds more than MAX_STORED_BYTES (a larger file reads
 * as absent).
 */
export interface StoragePlace {
  write(fileName: string, bytes: Buffer): Promise<void>;
  has(fileName: string): Promise<boolean>;
  read(fileName: string): Promise<Buffer | undefined>;
}

export class UnstorableFile extends Error {
  constructor(fileName: string, why: string) {
    super(`Cannot store "${fileName}": ${why}.`);
    this.name = 'UnstorableFile';
  }
}

const isStoredName = (fileName: string) => contentTypeOfFileName(fileName) !== undefined;

export function mediaStorage(place: StoragePlace): MediaStorage {
  return {
    async put(fileName, bytes) {
      if (!isStoredName(fileName))
        throw new UnstorableFile(fileName, 'not a stored file name ({sha256}.jpg, .png or .webp)');
      if (storedFileName(bytes, fileName.split('.')[1]) !== fileName)
        throw new UnstorableFile(fileName, 'the name is not the sha256 of these bytes');
      if (bytes.length > MAX_STORED_BYTES)
        throw new UnstorableFile(
          fileName,
          `${bytes.length} bytes, more than the ${MAX_STORED_BYTES} a stored file may hold`,
        );
      if (await place.has(fileName)) return false;
      await place.write(fileName, bytes);
      return true;
    },
    exists: async (fileName) => isStoredName(fileName) && place.has(fileName),
    get: async (fileName) => (isStoredName(fileName) ? place.read(fileName) : undefined),
  };
}
