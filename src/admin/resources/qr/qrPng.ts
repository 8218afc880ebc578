import { Bitmap } from './pngWriter';
import type { QrExportSize } from './qrTargets';
import { qrSymbol, symbolRects } from './qrSymbol';

/** The code of `text` as PNG bytes of exactly `size` × `size` pixels: black modules on white, quiet zone included. */
export function qrPng(text: string, size: QrExportSize): Uint8Array<ArrayBuffer> {
  const bitmap = new Bitmap(size, size);
  for (const { x, y, width, height } of symbolRects(qrSymbol(text), size)) bitmap.fill(x, y, width, height);
  return bitmap.toPng();
}
