/**
 * The built SPA (DIST_DIR): hashed files under /assets/ are cached for a year, index.html is
 * revalidated every time, text files are compressed once and kept in memory, and any path that
 * is not a file gets index.html (the SPA routes it), or under /menu/ the guest's menu.html. Without
 * a build, a page says what to run.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { compress, preferredEncoding, type Encoding } from './compression';
import { contentTypeOf, isCompressible } from './contentTypes';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const MIN_COMPRESS_BYTES = 1024;

interface LoadedFile {
  body: Buffer;
  type: string;
  etag: string;
  compressible: boolean;
  encoded: Map<Encoding, Promise<Buffer>>;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Restoboard: app not built</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto">
<h1>The admin app is not built yet</h1>
<p>Run <code>npm run build</code> (or start with <code>npm start</code>, which builds first), then reload this page.</p>
<p>The API is already running at <a href="/graphql">/graphql</a>.</p>
</body></html>`;

async function fileStat(file: string) {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

export function createStaticFiles(distDir: string) {
  const root = path.resolve(distDir);
  const cache = new Map<string, { mtimeMs: number; file: Promise<LoadedFile> }>();

  async function load(file: string): Promise<LoadedFile | undefined> {
    const stat = await fileStat(file);
    if (!stat) return undefined;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached.file;
    const extension = path.extname(file);
    const loading = fs.readFile(file).then((body) => ({
      body,
      type: contentTypeOf(extension),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      compressible: isCompressible(extension) && body.length >= MIN_COMPRESS_BYTES,
      encoded: new Map<Encoding, Promise<Buffer>>(),
    }));
    cache.set(file, { mtimeMs: stat.mtimeMs, file: loading });
    return loading;
  }

  /** The file a URL path names inside the build, or undefined when it would leave it. */
  function fileOf(pathname: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
    return file.startsWith(root + path.sep) ? file : undefined;
  }

  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    file: LoadedFile,
    cacheControl: string,
  ): Promise<void> {
    res.setHeader('Content-Type', file.type);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('ETag', file.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304).end();
      return;
    }
    const encoding = file.compressible ? preferredEncoding(req.headers['accept-encoding']) : undefined;
    let body = file.body;
    if (encoding) {
      if (!file.encoded.has(encoding)) file.encoded.set(encoding, compress(file.body, encoding));
      body = await (file.encoded.get(encoding) as Promise<Buffer>);
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Length', body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    const requested = pathname === '/' ? undefined : fileOf(pathname);
    const found = requested && (await load(requested));
    if (found) {
      await send(req, res, found, pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      return;
    }
    // A missing file (it has an extension, or lives under /assets/) is a real 404: a stale
    // chunk must fail loudly, not come back as HTML.
    if (pathname.startsWith('/assets/') || path.posix.extname(pathname) !== '') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE }).end('Not found');
      return;
    }
    // The guest's menu behind the QR codes is a page of its own; every other path is the SPA's.
    const index = await load(path.join(root, pathname.startsWith('/menu/') ? 'menu.html' : 'index.html'));
    if (index) {
      await send(req, res, index, REVALIDATE);
      return;
    }
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE }).end(NOT_BUILT_PAGE);
  };
}
