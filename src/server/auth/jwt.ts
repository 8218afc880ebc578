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

interface VerifiedToken {
  userId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** The user and expiry of a valid token; undefined for anything else. */
async function verifiedToken(secret: Uint8Array, token: string): Promise<VerifiedToken | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || !payload.sub || typeof payload.exp !== 'number') return undefined;
    return { userId: payload.sub, expiresAt: payload.exp * 1000 };
  } catch {
    return undefined;
  }
}

const MAX_VERIFIED_TOKENS = 10_000;

/**
 * The user id of a valid, unexpired token, undefined for anything else; for one secret,
 * remembering the tokens it has accepted (a token's signature does
 * not change) until each one expires, so the HMAC runs once per token rather than per request.
 * Refused tokens are not remembered. At most MAX_VERIFIED_TOKENS, the least recently used go.
 */
export function createTokenVerifier(secret: Uint8Array): (token: string) => Promise<string | undefined> {
  const accepted = new Map<string, VerifiedToken>();
  return async (token) => {
    const known = accepted.get(token);
    if (known) {
      accepted.delete(token);
      if (known.expiresAt <= Date.now()) return undefined;
      accepted.set(token, known); // now the most recently used
      return known.userId;
    }
    const verified = await verifiedToken(secret, token);
    if (!verified || verified.expiresAt <= Date.now()) return undefined;
    if (accepted.size >= MAX_VERIFIED_TOKENS) accepted.delete(accepted.keys().next().value as string);
    accepted.set(token, verified);
    return verified.userId;
  };
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
