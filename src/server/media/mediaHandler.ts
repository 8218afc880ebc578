/**
 * The media endpoints (docs/architecture.md §1: uploaded media on the API server):
 * - `POST /media`: the body is the image itself. A signed-in ADMIN or SUPERADMIN only (the
 *   GraphQL token); at most LIMITS.uploadBytes (413 before the body is read); a JPEG, PNG or WebP
 *   by content (400 otherwise). Answers `{ url, width, height }`.
 * - `GET /media/{sha256}.{ext}`: the stored file (at most MAX_STORED_BYTES, read whole from the
 *   configured storage), public, cached for a year (a name never changes its bytes); any other
 *   name is a 404, so no path leaves the storage.
 * Errors are JSON in the shape of GraphQL errors, in the request's language, with the reason on
 * the `file` field (fieldErrors) for forms.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import pLimit from 'p-limit';
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
import { noteViewer } from '../http/requestRecord';

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

const tooBig = fileError(
  413,
  'PAYLOAD_TOO_LARGE',
  { key: 'errors.fileTooBig' },
  fileSize()({ size: LIMITS.uploadBytes + 1 }) as MessageRef,
);
function notFound(res: ServerResponse): void {
  res
    .writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    })
    .end('Not found');
}

/**
 * Re-encoding an image takes a core while it runs: one at a time per process (normalizeImage.ts runs
 * libvips on one thread), so the event loop keeps another; past `waiting` uploads in line, the next is told to
 * come back (429).
 */
export const UPLOAD_LIMITS = { concurrency: 1, waiting: 10, retryAfterSeconds: 5 } as const;

const busy: JsonError = { status: 429, code: 'RATE_LIMITED', ref: { key: 'errors.uploadsBusy' } };
/** A super admin viewing as someone uploads nothing, as it saves nothing. */
const viewingAs: JsonError = { status: 403, code: 'FORBIDDEN', ref: { key: 'errors.viewingAs' } };

export function createMediaHandler({ db, storage, viewerOf, tableWrites, log }: MediaServices) {
  const encoding = pLimit(UPLOAD_LIMITS.concurrency);

  async function upload(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') return methodNotAllowed(res, 'POST');
    const viewer = await viewerOf(req.headers.authorization);
    noteViewer(req, viewer);
    if (!viewer) return sendJsonError(req, res, signedOut(viewer), { unreadBody: true });
    if (viewer.viewAs) return sendJsonError(req, res, viewingAs, { unreadBody: true });
    if (declaredTooBig(req, LIMITS.uploadBytes)) return sendJsonError(req, res, tooBig, { unreadBody: true });
    const body = await readUpload(req, LIMITS.uploadBytes);
    if (body.kind === 'aborted') return void res.destroy();
    if (body.kind === 'tooBig') return sendJsonError(req, res, tooBig, { unreadBody: true });
    if (encoding.pendingCount >= UPLOAD_LIMITS.waiting) {
      res.setHeader('Retry-After', String(UPLOAD_LIMITS.retryAfterSeconds));
      return sendJsonError(req, res, busy);
    }
    try {
      const stored = await encoding(() => storeImage(db, storage, body.bytes, viewer.id));
      tableWrites.written('media');
      res
        .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(JSON.stringify(stored));
    } catch (error) {
      if (error instanceof ImageRefused)
        return sendJsonError(req, res, fileError(400, 'BAD_USER_INPUT', error.ref, error.fieldRef));
      log.error('Storing an upload failed', error);
      sendJsonError(req, res, { status: 500, code: 'INTERNAL_SERVER_ERROR', ref: { key: 'errors.somethingWrong' } });
    }
  }

  async function serve(req: IncomingMessage, res: ServerResponse, fileName: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET, HEAD');
    const contentType = contentTypeOfFileName(fileName);
    if (!contentType) return notFound(res);
    const etag = `"${fileName.split('.')[0]}"`;
    const headers = {
      'Content-Type': contentType,
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      ETag: etag,
    };
    // The client holds these bytes already: only whether the file is still here is asked.
    if (req.headers['if-none-match'] === etag)
      return (await storage.exists(fileName)) ? void res.writeHead(304, headers).end() : notFound(res);
    const bytes = await storage.get(fileName);
    if (!bytes) return notFound(res);
    res.writeHead(200, { ...headers, 'Content-Length': bytes.length });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  return (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> =>
    pathname === MEDIA_UPLOAD_PATH ? upload(req, res) : serve(req, res, pathname.slice(MEDIA_PATH.length));
}
