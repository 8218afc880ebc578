/**
 * Errors answered outside GraphQL (a refused body, a media upload) in the shape GraphQL errors
 * have, so one client-side reading serves both: `{ errors: [{ message, extensions: { code,
 * messageKey, … } }] }`, the message in the request's language.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { localeFromHeader, translate, type MessageRef } from '../../domain';

export interface JsonError {
  status: number;
  code: string;
  ref: MessageRef;
  /** Beside code and messageKey: fieldErrors, fieldErrorParams, … */
  extensions?: Record<string, unknown>;
}

/**
 * `close`: the body was not (fully) read; the connection is closed after the answer rather than
 * draining what the client still sends.
 */
export function sendJsonError(req: IncomingMessage, res: ServerResponse, error: JsonError, options: { close?: boolean } = {}): void {
  const locale = localeFromHeader(req.headers['accept-language']);
  const body = JSON.stringify({
    errors: [{ message: translate(locale, error.ref.key, error.ref.params), extensions: { code: error.code, messageKey: error.ref.key, ...error.extensions } }],
  });
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
  if (options.close) headers.Connection = 'close';
  res.writeHead(error.status, headers).end(body);
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
