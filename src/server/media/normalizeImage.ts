/**
 * An upload is an image only if sharp decodes it as JPEG, PNG or WebP, whatever its name or
 * declared type says. It is then re-encoded in the same format: what is stored carries no
 * metadata (EXIF with its GPS position, XMP, IPTC, ICC profiles; the EXIF orientation is applied
 * to the pixels first), and nothing the decoder did not understand survives. What is stored is
 * at most MAX_STORED_BYTES, like an upload: re-encoding can make a file larger (a coarse JPEG, a
 * one-bit PNG), and such a result is refused as a file too big.
 */
import sharp from 'sharp';
import { fileSize, type MessageRef } from '../../domain';
import { IMAGE_FORMATS, isImageFormat, type ImageFormat } from './imageFormats';
import { MAX_STORED_BYTES } from './storage';

/** Decoding costs memory per pixel: larger images are refused (a 2 MB file can hold a huge, flat image). */
export const MAX_IMAGE_PIXELS = 25_000_000;

/**
 * zlib's default level for PNG: level 9 took 14 s of CPU on a 1.6 MB one-bit noise PNG (3600²)
 * where 6 takes 0.7 s, for files a few per cent smaller.
 */
const ENCODE_OPTIONS = {
  jpeg: { quality: 90 },
  png: { compressionLevel: 6 },
  webp: { quality: 90 },
} as const;

/** One thread per image: an upload never takes every core from the event loop. */
sharp.concurrency(1);

/** However an image is made, re-encoding it stops after this long (libvips checks as it goes). */
export const ENCODE_TIMEOUT_SECONDS = 10;

export interface NormalizedImage {
  bytes: Buffer;
  ext: string;
  contentType: string;
  width: number;
  height: number;
}

/** Why an upload is not taken, as the message the uploader reads (and the one its form field shows). */
export class ImageRefused extends Error {
  readonly fieldRef: MessageRef;
  constructor(
    readonly ref: MessageRef,
    fieldRef?: MessageRef,
  ) {
    super(ref.key);
    this.name = 'ImageRefused';
    this.fieldRef = fieldRef ?? ref;
  }
}

const notAnImage = () => new ImageRefused({ key: 'errors.notAnImage' });

/**
 * Reads the header only (no pixel is decoded), so sharp's own pixel limit, which would call a huge image no image, is
 * off here: the check below says it is too large.
 */
async function formatOf(input: Buffer) {
  try {
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
}

export async function normalizeImage(input: Buffer): Promise<NormalizedImage> {
  const { format, width, height } = await formatOf(input);
  if (!isImageFormat(format) || !width || !height) throw notAnImage();
  if (width * height > MAX_IMAGE_PIXELS)
    throw new ImageRefused({ key: 'errors.imageTooLarge', params: { megapixels: MAX_IMAGE_PIXELS / 1_000_000 } });
  const { data, info } = await encode(input, format);
  if (data.length > MAX_STORED_BYTES)
    throw new ImageRefused({ key: 'errors.fileTooBig' }, fileSize(MAX_STORED_BYTES)({ size: data.length }));
  return { bytes: data, ...IMAGE_FORMATS[format], width: info.width, height: info.height };
}

async function encode(input: Buffer, format: ImageFormat) {
  try {
    return await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .toFormat(format, ENCODE_OPTIONS[format])
      .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /timeout/i.test(error.message))
      throw new ImageRefused({ key: 'errors.imageTooSlow' });
    throw notAnImage(); // a header that promised an image the rest of the file does not hold
  }
}
