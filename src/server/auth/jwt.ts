/** Session tokens: HS256 JWTs whose subject is the user id (jose). */
import { jwtVerify, SignJWT } from 'jose';

export async function signToken(secret: Uint8Array, userId: string, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(secret);
}

/** The user id of a valid, unexpired token; undefined for anything else. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return typeof payload.sub === 'string' && payload.sub ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The token of an `Authorization: JWT {token}` (or `Bearer {token}`) header. Null for a missing
 * or empty header (anonymous); undefined for a header that is not one of those forms.
 */
export function tokenFromHeader(header: string | null): string | null | undefined {
  const value = header?.trim() ?? '';
  if (value === '' || /^(JWT|Bearer)$/i.test(value)) return null;
  const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(value);
  return match ? match[1] : undefined;
}
