/**
 * What the request's log line will say, gathered while it is answered: its id (also the response's
 * `x-request-id`), its route, and what the handlers learn on the way (the GraphQL root fields, the
 * signed-in user). Handlers note what they know through `noteViewer` and `noteRootFields`; the
 * request listener writes the line when the response is done (docs/operations.md).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface RequestRecord {
  id: string;
  route: string;
  fields?: readonly string[];
  userId?: string;
  viewAsBy?: string;
}

const records = new WeakMap<IncomingMessage, RequestRecord>();

/** A proxy's request id is taken only when short and plain: letters, digits and `._:-`. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id: the proxy's own `x-request-id` when the proxy is trusted (`fromTrustedProxy`, by
 * TRUST_PROXY) and the id is a short safe token; else a new one.
 */
export function requestIdOf(req: IncomingMessage, fromTrustedProxy: boolean): string {
  const given = req.headers['x-request-id'];
  if (fromTrustedProxy && typeof given === 'string' && SAFE_REQUEST_ID.test(given)) return given;
  return randomUUID();
}

export function startRecord(req: IncomingMessage, id: string, route: string): RequestRecord {
  const record: RequestRecord = { id, route };
  records.set(req, record);
  return record;
}

/** The signed-in user behind the request (an anonymous one notes nothing). */
export function noteViewer(
  req: IncomingMessage | undefined,
  viewer: { id: string; viewAs?: { by: { id: string } } } | null | undefined,
): void {
  const record = req && records.get(req);
  if (!record || !viewer) return;
  record.userId = viewer.id;
  if (viewer.viewAs) record.viewAsBy = viewer.viewAs.by.id;
}

/** The GraphQL root fields the request runs (schema names). */
export function noteRootFields(req: IncomingMessage | undefined, fields: readonly string[]): void {
  const record = req && records.get(req);
  if (record) record.fields = fields;
}
