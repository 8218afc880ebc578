import { create } from 'qrcode';

/** Light modules around the symbol, as ISO/IEC 18004 asks, so scanners find it on any background. */
export const QUIET_ZONE = 4;

/** A horizontal run of dark modules, in modules, quiet zone included. */
export interface QrRun {
  x: number;
  y: number;
  length: number;
}

/** An encoded code: its side in modules (quiet zone included) and its dark runs. */
export interface QrSymbol {
  extent: number;
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
        runs.push({ x: start + QUIET_ZONE, y: row + QUIET_ZONE, length: col - start });
        start = -1;
      }
    }
  }
  return { extent: size + 2 * QUIET_ZONE, runs };
}

/** The dark runs as one SVG path in module units (viewBox `0 0 extent extent`). */
export function symbolPath({ runs }: QrSymbol): string {
  return runs.map(({ x, y, length }) => `M${x} ${y}h${length}v1h-${length}z`).join('');
}

/**
 * The dark runs as whole-pixel rectangles filling an image of exactly `size` × `size` pixels:
 * module edges are rounded, so modules differ by at most one pixel and never leave gaps.
 */
export function symbolRects({ extent, runs }: QrSymbol, size: number): PixelRect[] {
  const edge = (modules: number) => Math.round((modules * size) / extent);
  return runs.map(({ x, y, length }) => {
    const left = edge(x);
    const top = edge(y);
    return { x: left, y: top, width: edge(x + length) - left, height: edge(y + 1) - top };
  });
}
