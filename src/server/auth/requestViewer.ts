/**
 * The viewer an `Authorization: JWT {token}` header names, for every HTTP entry point (GraphQL's
 * context, media uploads): null when no token was sent (anonymous); undefined when the token is
 * bad or expired, or its user is gone or may no longer sign in (the session has ended).
 */
import { signInRefusal } from '../../domain';
import type { Config } from '../config';
import { createTokenVerifier, tokenFromHeader } from './jwt';
import type { Viewer } from './viewer';
import type { ViewerCache } from './viewerCache';

export type ViewerResolver = (authorizationHeader: string | null | undefined) => Promise<Viewer | null | undefined>;

export function createViewerResolver(config: Pick<Config, 'jwtSecret'>, viewers: ViewerCache): ViewerResolver {
  const verifyToken = createTokenVerifier(config.jwtSecret);
  return async (header) => {
    const token = tokenFromHeader(header ?? null);
    if (token === null) return null;
    const userId = token && (await verifyToken(token));
    const viewer = userId ? await viewers.get(userId) : undefined;
    return viewer && signInRefusal(viewer) === null ? viewer : undefined;
  };
}
