/** Image uploads (POST /media) and their files (GET /media/{name}) against the real server. */
import { count, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { LIMITS } from '../../src/domain';
import { media, mediaBlobs } from '../../src/server/db/schema';
import { mediaFolderOf } from '../../src/server/media/configuredStorage';
import { MAX_IMAGE_PIXELS } from '../../src/server/media/normalizeImage';
import { ADMIN, CASHIER, DEMO_RESTAURANT_IDS } from './support/demo';
import { oneBitPng } from './support/handMadePng';
import { postMedia } from './support/mediaRequests';
import { describeOnEachDatabase } from './support/testServer';

const UPDATE = 'mutation ($id: ID!, $data: RestaurantInput!) { updateRestaurant(id: $id, data: $data) { id logoUrl } }';

const solid = (width: number, height: number, background = '#d2691e') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A JPEG carrying EXIF (an author, a copyright and a GPS position) and the orientation "rotate 90°". */
const jpegWithExif = () =>
  solid(40, 20)
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Secret Photographer', Copyright: 'Hidden Owner' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 10/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describeOnEachDatabase('media uploads', (server) => {
  const adminToken = () => server().tokenFor(ADMIN.id);
  /** The names in the server's storage: DATA_DIR/media on PGlite, the database with DATABASE_URL. */
  async function storedFiles(): Promise<string[]> {
    const { databaseUrl, dataDir } = server().server.config;
    if (databaseUrl)
      return (await server().server.database.db.select({ fileName: mediaBlobs.fileName }).from(mediaBlobs))
        .map((row) => row.fileName)
        .sort();
    return fs.existsSync(mediaFolderOf(dataDir)) ? fs.readdirSync(mediaFolderOf(dataDir)).sort() : [];
  }
  const mediaRows = async () => (await server().server.database.db.select({ n: count() }).from(media))[0].n;

  async function upload(
    body: BodyInit,
    init: { token?: string | null; locale?: string; headers?: Record<string, string> } = {},
  ) {
    const token = init.token === undefined ? await adminToken() : init.token;
    const headers: Record<string, string> = { ...init.headers };
    if (token) headers.authorization = `JWT ${token}`;
    if (init.locale) headers['accept-language'] = init.locale;
    return postMedia(server().url, body, headers);
  }

  /** A GET of the path exactly as written: a URL (fetch's or http.get's) would resolve `..` before sending. */
  function rawGet(pathname: string): Promise<number> {
    const { hostname, port } = new URL(server().url);
    return new Promise((resolve, reject) => {
      http
        .get({ hostname, port, path: pathname }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
  }

  it('anonymous uploads are refused with 401 and a JSON error in the request language; nothing is stored', async () => {
    const rows = await mediaRows();
    const png = await solid(8, 8).png().toBuffer();
    const english = await upload(png, { token: null });
    expect(english.status).toBe(401);
    expect(english.body.errors[0]).toEqual({
      message: 'Please sign in to continue.',
      extensions: { code: 'UNAUTHENTICATED', messageKey: 'errors.signInRequired' },
    });
    const indonesian = await upload(png, { token: null, locale: 'id-ID,id;q=0.9' });
    expect(indonesian.body.errors[0].message).toBe('Silakan masuk untuk melanjutkan.');
    expect(await mediaRows()).toBe(rows);
  });

  it('an invalid or expired token ends the session (the "context creation" message the admin signs out on)', async () => {
    const png = await solid(8, 8).png().toBuffer();
    const expired = await upload(png, { token: await server().tokenFor(ADMIN.id, -10) });
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0].message).toContain('context creation');
    expect((await upload(png, { token: 'not-a-token' })).status).toBe(401);
  });

  it('a signed-in user who may not use the admin (a cashier) is refused too', async () => {
    const refused = await upload(await solid(8, 8).png().toBuffer(), { token: await server().tokenFor(CASHIER.id) });
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a text file named logo.png and declared image/png is refused with 400 and a clear message on the file field, whatever the name or type says', async () => {
    const rows = await mediaRows();
    const text = Buffer.from('just some text pretending to be a logo\n');
    const raw = await upload(text, {
      headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="logo.png"' },
    });
    expect(raw.status).toBe(400);
    expect(raw.body.errors[0]).toEqual({
      message: 'The file is not an image: choose a JPEG, PNG or WebP picture.',
      extensions: {
        code: 'BAD_USER_INPUT',
        messageKey: 'errors.notAnImage',
        fieldErrors: { file: 'errors.notAnImage' },
        fieldErrorParams: { file: {} },
      },
    });
    const form = new FormData();
    form.append('file', new File([text], 'logo.png', { type: 'image/png' }));
    expect((await upload(form, { locale: 'id' })).body.errors[0].message).toBe(
      'File ini bukan gambar: pilih gambar JPEG, PNG, atau WebP.',
    );
    expect(await mediaRows()).toBe(rows);
  });

  it('images sharp can read but we do not take (SVG, GIF), a PNG cut short and an empty body are refused too', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const gif = await solid(10, 10).gif().toBuffer();
    const png = await solid(300, 300).png({ compressionLevel: 0 }).toBuffer();
    for (const body of [svg, gif, png.subarray(0, png.length / 2), Buffer.alloc(0)]) {
      const response = await upload(body, { headers: { 'content-type': 'image/png' } });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].extensions.messageKey).toBe('errors.notAnImage');
    }
  });

  it(`an image over ${MAX_IMAGE_PIXELS / 1_000_000} megapixels is refused (a small file can unpack into a huge image)`, async () => {
    const flat = await solid(6000, 5000).png({ palette: true }).toBuffer();
    expect(flat.length).toBeLessThan(LIMITS.uploadBytes);
    const response = await upload(flat, { locale: 'id' });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({
      message: 'Gambar terlalu besar: maksimal 25 megapiksel.',
      extensions: { messageKey: 'errors.imageTooLarge' },
    });
  });

  it('a 20000×20000 PNG (beyond what the decoder itself would open) is refused as too large, not as "not an image"', async () => {
    const huge = oneBitPng(
      20_000,
      20_000,
      (
        (row) => () =>
          row
      )(Buffer.alloc(2500)),
    );
    expect(huge.length).toBeLessThan(LIMITS.uploadBytes);
    expect(await sharp(huge, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 20_000,
      height: 20_000,
    });
    const response = await upload(huge);
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({
      message: 'The image is too large: at most 25 megapixels.',
      extensions: {
        code: 'BAD_USER_INPUT',
        messageKey: 'errors.imageTooLarge',
        fieldErrors: { file: 'errors.imageTooLarge' },
        fieldErrorParams: { file: { megapixels: 25 } },
      },
    });
  });

  it(`an image that re-encodes to more than ${LIMITS.uploadBytes / 1024 / 1024} MB (a coarse JPEG of noise) is refused as a file too big; nothing is stored`, async () => {
    const rows = await mediaRows();
    const files = await storedFiles();
    const side = 2400;
    const coarse = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 25 })
      .toBuffer();
    expect(coarse.length).toBeLessThan(LIMITS.uploadBytes);
    const response = await upload(coarse);
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toEqual({
      message: 'File too big.',
      extensions: {
        code: 'BAD_USER_INPUT',
        messageKey: 'errors.fileTooBig',
        fieldErrors: { file: 'validation.fileTooBig' },
        fieldErrorParams: { file: { limit: '2 MB' } },
      },
    });
    expect(await mediaRows()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it('a real PNG is accepted, recorded with its uploader, and served back with its type, nosniff and a year of immutable caching', async () => {
    const png = await solid(64, 48, '#2e8b57').png().toBuffer();
    const response = await upload(png);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      url: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/),
      width: 64,
      height: 48,
    });
    const fileName = response.body.url.slice('/media/'.length);
    const [row] = await server().server.database.db.select().from(media).where(eq(media.fileName, fileName));
    expect(row).toMatchObject({ contentType: 'image/png', width: 64, height: 48, uploadedBy: ADMIN.id });

    const served = await fetch(`${server().url}${response.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(row.bytes);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });

    const again = await fetch(`${server().url}${response.body.url}`, {
      headers: { 'if-none-match': served.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('a JPEG is stored re-encoded: its orientation applied to the pixels and no EXIF (author, GPS) left', async () => {
    const jpeg = await jpegWithExif();
    const original = await sharp(jpeg).metadata();
    expect(original.exif).toBeDefined();
    expect(original.orientation).toBe(6);
    expect(jpeg.includes('Secret Photographer')).toBe(true);

    const response = await upload(jpeg, { headers: { 'content-type': 'application/octet-stream' } });
    expect(response.body).toEqual({
      url: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.jpg$/),
      width: 20,
      height: 40,
    });
    const served = await fetch(`${server().url}${response.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(bytes.includes('Secret Photographer')).toBe(false);
    expect(bytes.includes('Hidden Owner')).toBe(false);
  });

  it('a WebP is accepted as WebP', async () => {
    const response = await upload(await solid(30, 30).webp().toBuffer());
    expect(response.body.url).toMatch(/\.webp$/);
    expect((await fetch(`${server().url}${response.body.url}`)).headers.get('content-type')).toBe('image/webp');
  });

  it('the same image uploaded twice gives the same URL and one row', async () => {
    const png = await solid(33, 33, '#123456').png().toBuffer();
    const first = await upload(png);
    const rows = await mediaRows();
    const files = await storedFiles();
    expect(files).toContain(first.body.url.slice('/media/'.length));
    const second = await upload(png);
    expect(second.body.url).toBe(first.body.url);
    expect(await mediaRows()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it(`over ${LIMITS.uploadBytes / 1024 / 1024} MB is refused with 413 "File too big." and the limit, before the body is read; nothing is stored`, async () => {
    const rows = await mediaRows();
    const files = await storedFiles();
    const tooBig = Buffer.alloc(LIMITS.uploadBytes + 1, 7);
    const declared = await upload(tooBig);
    expect(declared.status).toBe(413);
    expect(declared.body.errors[0]).toEqual({
      message: 'File too big.',
      extensions: {
        code: 'PAYLOAD_TOO_LARGE',
        messageKey: 'errors.fileTooBig',
        fieldErrors: { file: 'validation.fileTooBig' },
        fieldErrorParams: { file: { limit: '2 MB' } },
      },
    });
    expect((await upload(tooBig, { locale: 'id' })).body.errors[0].message).toBe('Ukuran file terlalu besar.');

    // Without a Content-Length (chunked), the count stops it as soon as it passes the limit.
    const chunk = new Uint8Array(256 * 1024).fill(7);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 20 * LIMITS.uploadBytes) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const chunked = await upload(stream);
    expect(chunked.status).toBe(413);
    expect(sent).toBeLessThan(20 * LIMITS.uploadBytes);

    expect(await mediaRows()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it('unknown names are 404 and no path leaves the media folder', async () => {
    const png = await upload(await solid(9, 9).png().toBuffer());
    const hash = png.body.url.slice('/media/'.length, -'.png'.length);
    expect((await fetch(`${server().url}/media/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await fetch(`${server().url}/media/${hash}.jpg`)).status).toBe(404);
    for (const pathname of [
      '/media/../package.json',
      '/media/..%2F..%2Fpackage.json',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      `/media/${hash}.png/../../package.json`,
      '/media/',
    ]) {
      expect(await rawGet(pathname), pathname).toBe(404);
    }
    expect((await fetch(`${server().url}${png.body.url}`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${server().url}/media`)).status).toBe(405);
  });

  it('an ADMIN sets its restaurant logo to its upload; a URL never uploaded is refused on logoUrl', async () => {
    const token = await adminToken();
    const { body } = await upload(await solid(120, 120, '#8b0000').png().toBuffer());
    const saved = await server().gql(
      UPDATE,
      { id: DEMO_RESTAURANT_IDS.warungNusantara, data: { logoUrl: body.url } },
      { token },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateRestaurant).toEqual({ id: DEMO_RESTAURANT_IDS.warungNusantara, logoUrl: body.url });

    for (const logoUrl of [`/media/${'a'.repeat(64)}.png`, 'https://example.com/logo.png']) {
      const refused = await server().gql(
        UPDATE,
        { id: DEMO_RESTAURANT_IDS.warungNusantara, data: { logoUrl } },
        { token },
      );
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { logoUrl: 'validation.invalid' },
      });
    }
    const kept = await server().gql<{ Restaurant: { logoUrl: string } }>(
      'query ($id: ID!) { Restaurant(id: $id) { logoUrl } }',
      { id: DEMO_RESTAURANT_IDS.warungNusantara },
      { token },
    );
    expect(kept.data?.Restaurant.logoUrl).toBe(body.url);
  });
});
