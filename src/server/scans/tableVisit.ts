/**
 * A visit to a table (docs/features.md, "Table codes"): the first scan of a table's code counts and answers a signed
 * cookie naming that table and code until the visit ends; scans carrying it count no more, so the funnel counts
 * people at tables rather than page loads. The cookie holds no person: the table, a digest of its code, the end, and
 * its signature (HMAC-SHA256 with a key derived from the server's secret, the same in every process).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookie } from 'cookie';

export const VISIT_COOKIE = 'rb_visit';
/** A meal, generously: a guest who reloads the page or opens it again within this counts once. */
export const VISIT_HOURS = 3;

export interface TableVisit {
  slug: string;
  table: number;
  code: string;
}

const digest = (code: string) => createHash('sha256').update(code).digest('base64url').slice(0, 22);
const keyOf = (secret: Uint8Array) => createHmac('sha256', secret).update('restoboard table visits').digest();
const signatureOf = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** The cookie's value for a visit starting now. */
export function visitCookie(secret: Uint8Array, visit: TableVisit, now: Date, secure: boolean): string {
  const until = Math.floor(now.getTime() / 1000) + VISIT_HOURS * 3600;
  const payload = Buffer.from(JSON.stringify([visit.slug, visit.table, digest(visit.code), until])).toString(
    'base64url',
  );
  const value = `${payload}.${signatureOf(keyOf(secret), payload)}`;
  const attributes = `Path=/graphql; Max-Age=${VISIT_HOURS * 3600}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  return `${VISIT_COOKIE}=${value}; ${attributes}`;
}

/** Whether the request's cookie is a visit to this table with this code that has not ended. */
export function isSameVisit(secret: Uint8Array, cookieHeader: string | null, visit: TableVisit, now: Date): boolean {
  const [payload, signature] = ((cookieHeader && parseCookie(cookieHeader)[VISIT_COOKIE]) ?? '').split('.');
  if (!payload || !signature) return false;
  const expected = Buffer.from(signatureOf(keyOf(secret), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  try {
    const [slug, table, code, until] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    return (
      slug === visit.slug &&
      table === visit.table &&
      code === digest(visit.code) &&
      typeof until === 'number' &&
      until * 1000 > now.getTime()
    );
  } catch {
    return false;
  }
}
