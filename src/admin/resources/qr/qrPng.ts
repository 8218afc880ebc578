import type { QrExportSize } from './qrTargets';
import { qrSymbol, symbolRects } from './qrSymbol';

/** The code of `text` as a PNG of exactly `size` × `size` pixels: black modules on white, quiet zone included. */
export function qrPng(text: string, size: QrExportSize): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas to draw the QR code on'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.fillStyle = '#000000';
  for (const { x, y, width, height } of symbolRects(qrSymbol(text), size)) context.fillRect(x, y, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the PNG'))), 'image/png');
  });
}
