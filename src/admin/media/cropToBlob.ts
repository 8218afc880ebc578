/**
 * The crop the user confirmed, drawn on a canvas and encoded by the browser: PNG and WebP stay
 * what they were (transparency, QR codes stay sharp), anything else becomes JPEG. The longest
 * side is at most MAX_OUTPUT_SIDE pixels, which keeps a photo well under the upload limit.
 */
import type { Area } from 'react-easy-crop';

export const MAX_OUTPUT_SIDE = 2048;
const QUALITY = 0.9;

export const outputTypeOf = (fileType: string): string =>
  fileType === 'image/png' || fileType === 'image/webp' ? fileType : 'image/jpeg';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picked file cannot be read as an image.'));
    image.src = src;
  });
}

export async function cropToBlob(src: string, area: Area, type: string): Promise<Blob> {
  const image = await loadImage(src);
  const scale = Math.min(1, MAX_OUTPUT_SIDE / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The cropped image could not be encoded.'))),
      type,
      QUALITY,
    );
  });
}
