/**
 * Errors answered outside GraphQL (a refused body, a media upload) in the shape GraphQL errors
 * have, so one client-side reading serves both: `{ errors: [{ message, extensions: { code,
 * messageKey, … } }] }`, the message in the request's language.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex, Readable } from 'node:stream';
import { localeFromHeader, translate, type MessageRef } from '../../domain';

export interface JsonError {
  status: number;
  code: string;
  ref: MessageRef;
  /** Beside code and messageKey: fieldErrors, fieldErrorParams, … */
  extensions?: Record<string, unknown>;
}

/** What of a refused body is still read, and dropped, after the answer (see dropRestThenClose). */
export const REFUSED_BODY_LINGER = { ms: 2_000, bytes: 8 * 1024 * 1024 };

/**
 * After answering a request whose body it will not read, the server goes on reading what the
 * client still sends and drops it, for at most REFUSED_BODY_LINGER, then closes the connection.
 * Closing at once with bytes unread resets the connection, and a client still sending can then
 * see the reset instead of the answer (fetch fails with EPIPE). A client that reads the answer
 * stops sending by itself; a body that ends within the limits leaves the connection usable.
 * `from` is the request, or the socket itself when no request could be read from it.
 */
export function dropRestThenClose(from: Readable, socket: Duplex = (from as IncomingMessage).socket): void {
  let dropped = 0;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, REFUSED_BODY_LINGER.ms);
  from.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > REFUSED_BODY_LINGER.bytes) close();
  });
  from.once('end', () => clearTimeout(timer));
  from.once('close', () => clearTimeout(timer));
  from.resume();
}

/** `unreadBody`: the answer comes before the body is (fully) read; the rest is dropped (dropRestThenClose). */
export function sendJsonError(
  req: IncomingMessage,
  res: ServerResponse,
  error: JsonError,
  options: { unreadBody?: boolean } = {},
): void {
  const locale = localeFromHeader(req.headers['accept-language']);
  const body = JSON.stringify({
    errors: [
      {
        message: translate(locale, error.ref.key, error.ref.params),
        extensions: { code: error.code, messageKey: error.ref.key, ...error.extensions },
      },
    ],
  });
  res
    .writeHead(error.status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    .end(body);
  if (options.unreadBody) dropRestThenClose(req);
}

/** The answer to a request without a token (`null` viewer) or whose session has ended (`undefined`). */
export const signedOut = (viewer: null | undefined): JsonError => ({
  status: 401,
  code: 'UNAUTHENTICATED',
  ref: { key: viewer === null ? 'errors.signInRequired' : 'errors.unauthenticated' },
});

export function methodNotAllowed(res: ServerResponse, allow: string): void {
  res.writeHead(405, { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
}
