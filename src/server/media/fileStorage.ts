/**
 * Media files in one folder (`DATA_DIR/media/`): the embedded database's storage. A file is
 * written under a temporary name and renamed into place, so a reader never sees half a file and a
 * crash leaves no file under its real name. Names come checked (storage.ts); `path.basename` is a
 * second guard.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MAX_STORED_BYTES, mediaStorage, type MediaStorage } from './storage';

export function createFileStorage(dir: string): MediaStorage {
  const fileOf = (fileName: string) => path.join(dir, path.basename(fileName));

  async function sizeOf(fileName: string): Promise<number | undefined> {
    try {
      const stat = await fs.stat(fileOf(fileName));
      return stat.isFile() ? stat.size : undefined;
    } catch {
      return undefined;
    }
  }

  return mediaStorage({
    async write(fileName, bytes) {
      await fs.mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${randomUUID()}.part`);
      try {
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, fileOf(fileName));
      } finally {
        await fs.rm(temporary, { force: true });
      }
    },
    has: async (fileName) => (await sizeOf(fileName)) !== undefined,
    async read(fileName) {
      const size = await sizeOf(fileName);
      return size === undefined || size > MAX_STORED_BYTES ? undefined : fs.readFile(fileOf(fileName));
    },
  });
}
