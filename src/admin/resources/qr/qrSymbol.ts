import { create } from 'qrcode';

/** Light modules around the symbol, at least, as ISO/IEC 18004 asks, so scanners find it on any background. */
const QUIET_ZONE = 4;

/** A horizontal run of dark modules, in modules from the symbol's top left corner. */
export interface QrRun {
  x: number;
  y: number;
  length: number;
}

/** An encoded code: its side in modules (quiet zone excluded) and its dark runs. */
export interface QrSymbol {
  size: number;
  runs: readonly QrRun[];
}

/** A filled rectangle in pixels. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Encodes `text` with the qrcode library (error correction M) into runs of dark modules. */
export function qrSymbol(text: string): QrSymbol {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
  const runs: QrRun[] = [];
  for (let row = 0; row < size; row++) {
    let start = -1;
    for (let col = 0; col <= size; col++) {
      const dark = col < size && data[row * size + col] !== 0;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push({ x: start, y: row, length: col - start });
        start = -1;
      }
    }
  }
  return { size, runs };
}

/** The square a symbol is drawn in, quiet zone included, in modules from the symbol's corner. */
export function symbolFrame({ size }: QrSymbol): { origin: number; side: number } {
  return { origin: -QUIET_ZONE, side: size + 2 * QUIET_ZONE };
}

/** The dark runs as one SVG path in module units. */
export function symbolPath({ runs }: QrSymbol): string {
  return runs.map(({ x, y, length }) => `M${x} ${y}h${length}v1h-${length}z`).join('');
}

/**
 * The dark runs as pixel rectangles centred in an image of `pixels` × `pixels`: every module the
 * same whole number of pixels (uneven modules defeat scanners at small sizes), the pixels left
 * over widening the quiet zone beyond its four modules.
 */
export function symbolRects({ size, runs }: QrSymbol, pixels: number): PixelRect[] {
  const scale = Math.max(1, Math.floor(pixels / (size + 2 * QUIET_ZONE)));
  const offset = Math.floor((pixels - size * scale) / 2);
  return runs.map(({ x, y, length }) => ({
    x: offset + x * scale,
    y: offset + y * scale,
    width: length * scale,
    height: scale,
  }));
}
