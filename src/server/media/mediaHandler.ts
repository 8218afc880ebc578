/**
 * The media endpoints (DESIGN §1: uploaded media on the API server):
 * - `POST /media`: the body is the image itself. A signed-in ADMIN or SUPERADMIN only (the
 *   GraphQL token); at most LIMITS.uploadBytes (413 before the body is read); a JPEG, PNG or WebP
 *   by content (400 otherwise). Answers `{ url, width, height }`.
 * - `GET /media/{sha256}.{ext}`: the stored file, public, cached for a year (a name never changes
 *   its bytes); any other name is a 404, so no path leaves the media folder.
 * Errors are JSON in the shape of GraphQL errors, in the request's language, with the reason on
 * the `file` field (fieldErrors) for forms.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { fileSize, LIMITS, type MessageRef } from '../../domain';
import type { ViewerResolver } from '../auth/requestViewer';
import type { Database } from '../db/database';
import type { TableWrites } from '../db/tableWrites';
import { methodNotAllowed, sendJsonError, signedOut, type JsonError } from '../http/jsonError';
import type { Logger } from '../log';
import { contentTypeOfFileName } from './imageFormats';
import { MEDIA_PATH } from './mediaUrls';
import { ImageRefused } from './normalizeImage';
import { declaredTooBig, readUpload } from './readUpload';
import type { MediaStorage } from './storage';
import { storeImage } from './storeImage';

/** Where uploads are posted. */
export const MEDIA_UPLOAD_PATH = MEDIA_PATH.slice(0, -1);

export const isMediaPath = (pathname: string) => pathname === MEDIA_UPLOAD_PATH || pathname.startsWith(MEDIA_PATH);

export interface MediaServices {
  db: Database;
  storage: MediaStorage;
  viewerOf: ViewerResolver;
  tableWrites: TableWrites;
  log: Logger;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const fileError = (status: number, code: string, ref: MessageRef, fieldRef: MessageRef = ref): JsonError => ({
  status,
  code,
  ref,
  extensions: { fieldErrors: { file: fieldRef.key }, fieldErrorParams: { file: fieldRef.params ?? {} } },
});

const tooBig = fileError(413, 'PAYLOAD_TOO_LARGE', { key: 'errors.fileTooBig' }, fileSize()({ size: LIMITS.uploadBytes + 1 }) as MessageRef);
function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' }).end('Not found');
}

export function createMediaHandler({ db, storage, viewerOf, tableWrites, log }: MediaServices) {
  async function upload(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') return methodNotAllowed(res, 'POST');
    const viewer = await viewerOf(req.headers.authorization);
    if (!viewer) return sendJsonError(req, res, signedOut(viewer), { unreadBody: true });
    if (declaredTooBig(req, LIMITS.uploadBytes)) return sendJsonError(req, res, tooBig, { unreadBody: true });
    const body = await readUpload(req, LIMITS.uploadBytes);
    if (body.kind === 'aborted') return void res.destroy();
    if (body.kind === 'tooBig') return sendJsonError(req, res, tooBig, { unreadBody: true });
    try {
      const stored = await storeImage(db, storage, body.bytes, viewer.id);
      tableWrites.written('media');
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(stored));
    } catch (error) {
      if (error instanceof ImageRefused) return sendJsonError(req, res, fileError(400, 'BAD_USER_INPUT', error.ref));
      log.error('Storing an upload failed', error);
      sendJsonError(req, res, { status: 500, code: 'INTERNAL_SERVER_ERROR', ref: { key: 'errors.somethingWrong' } });
    }
  }

  async function serve(req: IncomingMessage, res: ServerResponse, fileName: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET, HEAD');
    const contentType = contentTypeOfFileName(fileName);
    const file = contentType && (await storage.get(fileName));
    if (!file) return notFound(res);
    const etag = `"${fileName.split('.')[0]}"`;
    const headers = { 'Content-Type': contentType, 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff', ETag: etag };
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, headers).end();
    res.writeHead(200, { ...headers, 'Content-Length': file.size });
    if (req.method === 'HEAD') return void res.end();
    // A reader that goes away mid-file is no server error.
    await pipeline(file.stream(), res).catch(() => res.destroy());
  }

  return (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> =>
    pathname === MEDIA_UPLOAD_PATH ? upload(req, res) : serve(req, res, pathname.slice(MEDIA_PATH.length));
}
