/**
 * An upload is an image only if sharp decodes it as JPEG, PNG or WebP, whatever its name or
 * declared type says. It is then re-encoded in the same format: what is stored carries no
 * metadata (EXIF with its GPS position, XMP, IPTC, ICC profiles; the EXIF orientation is applied
 * to the pixels first), and nothing the decoder did not understand survives.
 */
import sharp from 'sharp';
import type { MessageRef } from '../../domain';
import { IMAGE_FORMATS, isImageFormat } from './imageFormats';

/** Decoding costs memory per pixel: larger images are refused (a 2 MB file can hold a huge, flat image). */
export const MAX_IMAGE_PIXELS = 25_000_000;

const ENCODE_OPTIONS = {
  jpeg: { quality: 90 },
  png: { compressionLevel: 9 },
  webp: { quality: 90 },
} as const;

export interface NormalizedImage {
  bytes: Buffer;
  ext: string;
  contentType: string;
  width: number;
  height: number;
}

/** Why an upload is not taken, as the message the uploader reads. */
export class ImageRefused extends Error {
  constructor(readonly ref: MessageRef) {
    super(ref.key);
    this.name = 'ImageRefused';
  }
}

const notAnImage = () => new ImageRefused({ key: 'errors.notAnImage' });

async function formatOf(input: Buffer) {
  try {
    return await sharp(input).metadata();
  } catch {
    throw notAnImage();
  }
}

export async function normalizeImage(input: Buffer): Promise<NormalizedImage> {
  const { format, width, height } = await formatOf(input);
  if (!isImageFormat(format) || !width || !height) throw notAnImage();
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRefused({ key: 'errors.imageTooLarge', params: { megapixels: MAX_IMAGE_PIXELS / 1_000_000 } });
  try {
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .toFormat(format, ENCODE_OPTIONS[format])
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, ...IMAGE_FORMATS[format], width: info.width, height: info.height };
  } catch {
    throw notAnImage(); // a header that promised an image the rest of the file does not hold
  }
}
