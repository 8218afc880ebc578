import { zlibSync } from 'fflate';

/**
 * A minimal PNG writer for black-and-white images (grayscale, 1 bit a pixel): the QR downloads
 * need exact pixel sizes and fast encoding of hundreds of codes, which a canvas round trip lacks.
 */

const SIGNATURE = Uint8Array.of(137, 80, 78, 71, 13, 10, 26, 10);
const GRAYSCALE = 0;
const BIT_DEPTH = 1;
const NO_FILTER = 0;

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A white `width` × `height` bitmap to blacken pixels on, then to encode as PNG. */
export class Bitmap {
  private readonly stride: number;
  private readonly rows: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.stride = 1 + Math.ceil(width / 8);
    this.rows = new Uint8Array(this.stride * height).fill(0xff);
    for (let y = 0; y < height; y++) this.rows[y * this.stride] = NO_FILTER;
  }

  /** Blackens a rectangle of whole pixels. */
  fill(x: number, y: number, width: number, height: number): void {
    for (let row = y; row < y + height; row++) {
      const start = row * this.stride + 1;
      for (let column = x; column < x + width; column++) this.rows[start + (column >> 3)] &= ~(0x80 >> (column & 7));
    }
  }

  /** The bitmap as PNG file bytes. */
  toPng(): Uint8Array<ArrayBuffer> {
    const header = new Uint8Array(13);
    const view = new DataView(header.buffer);
    view.setUint32(0, this.width);
    view.setUint32(4, this.height);
    header.set([BIT_DEPTH, GRAYSCALE, 0, 0, 0], 8);
    const parts = [
      SIGNATURE,
      chunk('IHDR', header),
      chunk('IDAT', zlibSync(this.rows)),
      chunk('IEND', new Uint8Array(0)),
    ];
    const png = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
    parts.reduce((offset, part) => (png.set(part, offset), offset + part.length), 0);
    return png;
  }
}
