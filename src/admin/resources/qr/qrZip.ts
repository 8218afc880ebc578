import { zipSync } from 'fflate';
import { qrPng } from './qrPng';
import type { QrExportSize } from './qrTargets';

export interface QrFile {
  name: string;
  text: string;
}

/**
 * Every code as a PNG of `size` pixels in one ZIP (stored, since PNGs are compressed already).
 * PNGs are made one after another, so the page stays responsive and `onProgress` can report.
 */
export async function qrZip(files: readonly QrFile[], size: QrExportSize, onProgress: (done: number) => void): Promise<Blob> {
  const entries: Record<string, Uint8Array> = {};
  for (const [index, { name, text }] of files.entries()) {
    entries[name] = new Uint8Array(await (await qrPng(text, size)).arrayBuffer());
    onProgress(index + 1);
  }
  return new Blob([zipSync(entries, { level: 0 })], { type: 'application/zip' });
}
