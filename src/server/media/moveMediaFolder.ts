/**
 * Moves the files of a media folder (DATA_DIR/media, where a server kept them before PostgreSQL or
 * a bucket did) into a storage, one file at a time: each is put unless it is there already, so a
 * second run moves nothing. The folder is left as it is.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfFileName } from './imageFormats';
import { MAX_STORED_BYTES, UnstorableFile, type MediaStorage } from './storage';

export interface MoveReport {
  moved: number;
  /** Files the storage held already. */
  present: number;
  /** Entries that are no stored file's name (a temporary `.….part` left by a crash, anything put there by hand). */
  skipped: string[];
  /** Files whose bytes do not match their name, or over MAX_STORED_BYTES: not taken. */
  refused: { fileName: string; why: string }[];
}

export async function moveMediaFolder(folder: string, storage: MediaStorage): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, present: 0, skipped: [], refused: [] };
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const fileName = entry.name;
    if (!entry.isFile() || contentTypeOfFileName(fileName) === undefined) {
      report.skipped.push(fileName);
      continue;
    }
    const file = path.join(folder, fileName);
    const { size } = await fs.stat(file);
    if (size > MAX_STORED_BYTES) {
      report.refused.push({ fileName, why: `${size} bytes, more than ${MAX_STORED_BYTES}` });
      continue;
    }
    try {
      if (await storage.put(fileName, await fs.readFile(file))) report.moved += 1;
      else report.present += 1;
    } catch (error) {
      if (!(error instanceof UnstorableFile)) throw error;
      report.refused.push({ fileName, why: error.message });
    }
  }
  return report;
}
