import { zipSync } from 'fflate';
import { qrPng } from './qrPng';
import type { QrExportSize } from './qrTargets';

export interface QrFile {
  name: string;
  text: string;
}

/** How long the ZIP may hold the page before letting it paint and answer (ms). */
const SLICE_MS = 50;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every code as a PNG of `size` pixels in one ZIP (stored: PNGs are compressed already). Work
 * is sliced so the page stays responsive; `onProgress` hears how many codes are done. The bytes
 * are copied into a plain ArrayBuffer, which is what a Blob takes.
 */
export async function qrZip(
  files: readonly QrFile[],
  size: QrExportSize,
  onProgress: (done: number) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  const entries: Record<string, Uint8Array> = {};
  let sliceStart = performance.now();
  for (const [index, { name, text }] of files.entries()) {
    entries[name] = qrPng(text, size);
    if (performance.now() - sliceStart > SLICE_MS) {
      onProgress(index + 1);
      await nextTask();
      sliceStart = performance.now();
    }
  }
  onProgress(files.length);
  return new Uint8Array(zipSync(entries, { level: 0 }));
}
