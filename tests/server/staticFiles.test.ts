/** The built SPA: content types, caching, compression, SPA fallback, and a clear page without a build. */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from '../../src/server/http/staticFiles';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const MENU =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/menu-abc123.js"></script></body></html>';
const SCRIPT = `console.log(${JSON.stringify('restoboard '.repeat(500))});`;

async function serve(distDir: string) {
  const serveStatic = createStaticFiles(distDir);
  const server = http.createServer((req, res) => void serveStatic(req, res, (req.url ?? '/').split('?')[0]));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { server, url: `http://localhost:${(server.address() as AddressInfo).port}` };
}

/** Raw GET (fetch would decompress and hide Content-Encoding's effect on the bytes). */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('static files of the built SPA', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restoboard-dist-'));
  let running: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(distDir, 'menu.html'), MENU);
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), SCRIPT);
    fs.writeFileSync(path.join(distDir, 'secret.txt'), 'inside dist');
    running = await serve(distDir);
  });
  afterAll(() => {
    running.server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('serves hashed assets with their type, cached for a year, brotli or gzip when accepted', async () => {
    const plain = await get(`${running.url}/assets/index-abc123.js`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.toString()).toBe(SCRIPT);

    const br = await get(`${running.url}/assets/index-abc123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gzip = await get(`${running.url}/assets/index-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    expect(gzip.body.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('answers index.html, never cached without revalidation, for every path that is not a file', async () => {
    for (const route of ['/', '/login', '/admin/restaurants', '/psrc/abc', '/no/such/page']) {
      const response = await get(`${running.url}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.toString()).toBe(INDEX);
    }
  });

  it("answers the guest's menu.html for the pages behind the QR codes, /menu/{slug}", async () => {
    for (const route of ['/menu/warung-nusantara', '/menu/warung-nusantara?table=5']) {
      const response = await get(`${running.url}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.toString()).toBe(MENU);
    }
    expect((await get(`${running.url}/menus`)).body.toString()).toBe(INDEX);
  });

  it('a missing asset is a 404, not the SPA; paths cannot leave the build folder', async () => {
    expect((await get(`${running.url}/assets/index-gone.js`)).status).toBe(404);
    expect((await get(`${running.url}/favicon.ico`)).status).toBe(404);
    const escape = await get(`${running.url}/..%2f..%2fetc%2fpasswd`);
    expect(escape.body.toString()).not.toContain('root:');
  });

  it('without a build, says to run npm run build', async () => {
    const missing = await serve(path.join(distDir, 'not-built'));
    const response = await get(`${missing.url}/login`);
    missing.server.close();
    expect(response.status).toBe(503);
    expect(response.body.toString()).toContain('npm run build');
  });
});
