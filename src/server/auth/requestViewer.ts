/**
 * The viewer an `Authorization: JWT {token}` header names, for every HTTP entry point (GraphQL's
 * context, media uploads): null when no token was sent (anonymous); undefined when the token is
 * bad or expired, of an ended session (its session version is not the user's), or its user is gone
 * or may no longer sign in (the session has ended). A view-as token names the viewed viewer
 * (viewAs/viewedViewer.ts), once its super admin's own session has passed those checks and unless
 * the view was ended (`isViewEnded`, asked of the database every process shares).
 */
import { signInRefusal } from '../../domain';
import type { Config } from '../config';
import { createTokenVerifier, tokenFromHeader } from './jwt';
import { viewAsDigest } from '../viewAs/endedViews';
import { viewedViewer } from '../viewAs/viewedViewer';
import type { Viewer } from './viewer';
import type { ViewerCache } from './viewerCache';

export type ViewerResolver = (authorizationHeader: string | null | undefined) => Promise<Viewer | null | undefined>;

export function createViewerResolver(
  config: Pick<Config, 'jwtSecret'>,
  viewers: ViewerCache,
  isViewEnded: (digest: string) => Promise<boolean>,
): ViewerResolver {
  const verifyToken = createTokenVerifier(config.jwtSecret);
  return async (header) => {
    const token = tokenFromHeader(header ?? null);
    if (token === null) return null;
    const session = token ? await verifyToken(token) : undefined;
    const viewer = session ? await viewers.get(session.userId) : undefined;
    if (!viewer || viewer.sessionVersion !== session?.sessionVersion) return undefined; // an ended session
    if (signInRefusal(viewer) !== null) return undefined;
    if (!session.viewAs) return viewer;
    const digest = viewAsDigest(token as string);
    return (await isViewEnded(digest))
      ? undefined
      : viewedViewer(viewers, viewer, { ...session, digest }, session.viewAs);
  };
}
