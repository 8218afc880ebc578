/** What every media storage promises (src/server/media/storage.ts), as tests to run against each. */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { storedFileName } from '../../../src/server/media/imageFormats';
import { MAX_STORED_BYTES, UnstorableFile, type MediaStorage } from '../../../src/server/media/storage';

/** Bytes of a file (a storage never looks inside) and the name they are stored under; new ones every call. */
export function someFile(size = 1000, ext = 'png'): { fileName: string; bytes: Buffer } {
  const bytes = randomBytes(size);
  return { fileName: storedFileName(bytes, ext), bytes };
}

export function mediaStorageContract(storage: () => MediaStorage): void {
  it('a file put is there and reads back byte for byte; an unknown name is not there and reads as undefined', async () => {
    const file = someFile();
    const unknown = someFile();
    expect(await storage().put(file.fileName, file.bytes)).toBe(true);
    expect(await storage().exists(file.fileName)).toBe(true);
    expect((await storage().get(file.fileName))?.equals(file.bytes)).toBe(true);
    expect(await storage().exists(unknown.fileName)).toBe(false);
    expect(await storage().get(unknown.fileName)).toBeUndefined();
  });

  it('a file of the largest stored size, in each format, reads back byte for byte', async () => {
    for (const ext of ['jpg', 'png', 'webp']) {
      const file = someFile(MAX_STORED_BYTES, ext);
      await storage().put(file.fileName, file.bytes);
      expect((await storage().get(file.fileName))?.equals(file.bytes), ext).toBe(true);
    }
  });

  it('putting a name that is there already changes nothing and says so', async () => {
    const file = someFile();
    expect(await storage().put(file.fileName, file.bytes)).toBe(true);
    expect(await storage().put(file.fileName, file.bytes)).toBe(false);
    expect((await storage().get(file.fileName))?.equals(file.bytes)).toBe(true);
  });

  it('names are checked: a name that is not the sha256 of its bytes, not {sha256}.jpg/.png/.webp, or a file over the size limit is refused, and nothing is stored', async () => {
    const file = someFile();
    const other = someFile();
    const tooBig = someFile(MAX_STORED_BYTES + 1);
    const hash = file.fileName.split('.')[0];
    const refused: [string, Buffer][] = [
      [other.fileName, file.bytes],
      [`${hash}.gif`, file.bytes],
      [`${hash}.PNG`, file.bytes],
      [`../${file.fileName}`, file.bytes],
      [`sub/${file.fileName}`, file.bytes],
      [hash, file.bytes],
      [tooBig.fileName, tooBig.bytes],
    ];
    for (const [fileName, bytes] of refused) {
      await expect(storage().put(fileName, bytes), fileName).rejects.toBeInstanceOf(UnstorableFile);
      expect(await storage().exists(fileName), fileName).toBe(false);
    }
    for (const { fileName } of [file, other, tooBig]) expect(await storage().exists(fileName)).toBe(false);
  });

  it("what is no stored file's name (a path, another name) is not there and reads as undefined", async () => {
    for (const fileName of ['../package.json', '../../etc/passwd', '', '.', 'media_blobs', `${'0'.repeat(64)}.svg`]) {
      expect(await storage().exists(fileName), fileName).toBe(false);
      expect(await storage().get(fileName), fileName).toBeUndefined();
    }
  });
}
