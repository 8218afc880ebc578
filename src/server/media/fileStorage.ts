/**
 * Media files in one folder (`DATA_DIR/media/`). A file is written under a temporary name and
 * renamed into place, so a reader never sees half a file and a crash leaves no file under its
 * real name. Callers pass checked names only (imageFormats.ts); `path.basename` is a second guard.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage, StoredFile } from './storage';

export function createFileStorage(dir: string): MediaStorage {
  const fileOf = (fileName: string) => path.join(dir, path.basename(fileName));

  async function statOf(fileName: string) {
    try {
      const stat = await fs.stat(fileOf(fileName));
      return stat.isFile() ? stat : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    async put(fileName, bytes) {
      await fs.mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${randomUUID()}.part`);
      try {
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, fileOf(fileName));
      } finally {
        await fs.rm(temporary, { force: true });
      }
    },
    async exists(fileName) {
      return (await statOf(fileName)) !== undefined;
    },
    async get(fileName): Promise<StoredFile | undefined> {
      const stat = await statOf(fileName);
      return stat && { size: stat.size, stream: () => createReadStream(fileOf(fileName)) };
    },
  };
}
