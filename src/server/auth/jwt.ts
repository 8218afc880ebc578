/**
 * Session tokens: HS256 JWTs whose subject is the user id and whose `sv` claim is the user's
 * session version when it was signed (jose); a token without one is refused. A view-as token
 * (viewAs/) is one of these with a `va` claim: the subject is still the super admin viewing.
 */
import { jwtVerify, SignJWT } from 'jose';

/** Whom a super admin views as (one user, or a role in one restaurant), and why. */
export type ViewAsClaim = ({ userId: string } | { role: string; restaurant: { uuid: string; name: string } }) & {
  reason: string;
};

/** A signed token and the expiry it carries (milliseconds since the epoch, to the second as `exp` says it). */
export async function signTokenUntil(
  secret: Uint8Array,
  userId: string,
  sessionVersion: number,
  ttlSeconds: number,
  viewAs?: ViewAsClaim,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT(viewAs ? { sv: sessionVersion, va: viewAs } : { sv: sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(secret);
  return { token, expiresAt: (now + ttlSeconds) * 1000 };
}

export async function signToken(
  secret: Uint8Array,
  userId: string,
  sessionVersion: number,
  ttlSeconds: number,
  viewAs?: ViewAsClaim,
): Promise<string> {
  return (await signTokenUntil(secret, userId, sessionVersion, ttlSeconds, viewAs)).token;
}

/** What a valid token says: whose session, of which version, until when, and whom it views as. */
export interface TokenSession {
  userId: string;
  sessionVersion: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  viewAs?: ViewAsClaim;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function viewAsClaim(value: unknown): ViewAsClaim | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const claim = value as Record<string, unknown>;
  const { reason } = claim;
  if (!isText(reason)) return undefined;
  if (isText(claim.userId)) return { userId: claim.userId, reason };
  const restaurant = claim.restaurant as Record<string, unknown> | null | undefined;
  if (!isText(claim.role) || !isText(restaurant?.uuid) || typeof restaurant.name !== 'string') return undefined;
  return { role: claim.role, restaurant: { uuid: restaurant.uuid, name: restaurant.name }, reason };
}

/** The session and expiry of a valid token; undefined for anything else (a `va` claim that is not one too). */
async function verifiedToken(secret: Uint8Array, token: string): Promise<TokenSession | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const { sub, exp, sv, va } = payload;
    if (typeof sub !== 'string' || !sub || typeof exp !== 'number' || !Number.isInteger(sv)) return undefined;
    const session = { userId: sub, sessionVersion: sv as number, expiresAt: exp * 1000 };
    if (va === undefined) return session;
    const viewAs = viewAsClaim(va);
    return viewAs && { ...session, viewAs };
  } catch {
    return undefined;
  }
}

const MAX_VERIFIED_TOKENS = 10_000;

/**
 * The session of a valid, unexpired token, undefined for anything else; for one secret,
 * remembering the tokens it has accepted (a token's signature does
 * not change) until each one expires, so the HMAC runs once per token rather than per request.
 * Refused tokens are not remembered. At most MAX_VERIFIED_TOKENS, the least recently used go.
 */
export function createTokenVerifier(secret: Uint8Array): (token: string) => Promise<TokenSession | undefined> {
  const accepted = new Map<string, TokenSession>();
  return async (token) => {
    const known = accepted.get(token);
    if (known) {
      accepted.delete(token);
      if (known.expiresAt <= Date.now()) return undefined;
      accepted.set(token, known); // now the most recently used
      return known;
    }
    const verified = await verifiedToken(secret, token);
    if (!verified || verified.expiresAt <= Date.now()) return undefined;
    if (accepted.size >= MAX_VERIFIED_TOKENS) accepted.delete(accepted.keys().next().value as string);
    accepted.set(token, verified);
    return verified;
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
