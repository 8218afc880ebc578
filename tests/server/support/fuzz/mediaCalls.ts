/**
 * Calls of the media endpoints: `POST /media` with images cut short, bit-flipped, disguised
 * (another format's magic bytes, SVG, text), too large in pixels or bytes, empty, without a
 * length, or valid; and `GET /media/…` with names that are not a stored file's.
 */
import sharp from 'sharp';
import { LIMITS } from '../../../../src/domain';
import { ACTORS, type HttpCall } from './calls';
import type { Random } from './random';

export interface SampleImages {
  valid: Buffer[];
  /** A flat image of more pixels than the server decodes (small as a file). */
  tooManyPixels: Buffer;
}

export async function sampleImages(): Promise<SampleImages> {
  const small = sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  return {
    valid: await Promise.all([
      small.clone().png().toBuffer(),
      small.clone().jpeg().toBuffer(),
      small.clone().webp().toBuffer(),
    ]),
    tooManyPixels: await sharp({ create: { width: 6000, height: 5000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png()
      .toBuffer(),
  };
}

const MAGIC = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'),
  Buffer.from('GIF89a'),
  Buffer.from('%PDF-1.4\n'),
];

type Body = { note: string; body?: Buffer; headers?: Record<string, string> };

function uploadBody(random: Random, images: SampleImages): Body {
  const image = random.pick(images.valid);
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => random.int(256)));
  const choices: (() => Body)[] = [
    () => ({ note: 'a valid image', body: image }),
    () => {
      const at = random.int(image.length);
      return { note: `an image cut at byte ${at}`, body: image.subarray(0, at) };
    },
    () => {
      const copy = Buffer.from(image);
      for (let i = 0; i < 1 + random.int(8); i += 1) copy[random.int(copy.length)] ^= 1 << random.int(8);
      return { note: 'an image with flipped bits', body: copy };
    },
    () => ({ note: 'magic bytes and junk', body: Buffer.concat([random.pick(MAGIC), bytes(random.int(2000))]) }),
    () => ({ note: 'random bytes', body: bytes(random.int(5000)) }),
    () => ({
      note: 'SVG',
      body: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    }),
    () => ({ note: 'an empty body', body: Buffer.alloc(0) }),
    () => ({ note: 'too many pixels', body: images.tooManyPixels }),
    () => ({
      note: 'a declared length over the limit',
      headers: { 'content-length': String(LIMITS.uploadBytes + 1 + random.int(10_000_000)) },
    }),
    () => ({ note: 'a body over the limit', body: Buffer.concat([image, Buffer.alloc(LIMITS.uploadBytes)]) }),
    () => ({
      note: 'a body without a length (chunked)',
      body: random.chance(0.5) ? image : Buffer.alloc(LIMITS.uploadBytes + 10),
      headers: { 'transfer-encoding': 'chunked' },
    }),
  ];
  return random.pick(choices)();
}

const NAMES = [
  '../package.json',
  '%2e%2e%2fpackage.json',
  'x.png',
  '0'.repeat(64) + '.png',
  '0'.repeat(64) + '.exe',
  'a'.repeat(3000),
  '%00',
  '.png',
  'index.html',
  '..%5c..%5cwindows',
];

export function mediaCall(random: Random, images: SampleImages): HttpCall {
  const actor = random.pick(ACTORS);
  if (random.chance(0.15)) {
    const name = random.pick(NAMES);
    return {
      kind: 'http',
      target: 'media',
      notes: [`GET /media/${name.slice(0, 80)}`],
      actor,
      method: random.pick(['GET', 'HEAD', 'DELETE']),
      path: `/media/${name}`,
      headers: {},
    };
  }
  const { note, body, headers } = uploadBody(random, images);
  const contentType = random.pick([
    'image/png',
    'image/jpeg',
    'application/octet-stream',
    'text/plain',
    'multipart/form-data; boundary=x',
  ]);
  const method = random.chance(0.95) ? 'POST' : random.pick(['PUT', 'GET']);
  return {
    kind: 'http',
    target: 'media',
    notes: [note, `as ${contentType}`],
    actor,
    method,
    path: random.chance(0.95) ? '/media' : '/media?x=1',
    headers: { 'content-type': contentType, ...headers },
    body,
  };
}
