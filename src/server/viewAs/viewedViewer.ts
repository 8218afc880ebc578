/**
 * The viewer a view-as token stands for: the super admin named by the token must still be
 * a signed-in super admin of that session (so signing out, or any change that ends its sessions, ends
 * its views too); then every rule is evaluated as the viewed one. Viewing as a user is that user's
 * real profile; viewing as a role in a restaurant is a made-up admin of that one restaurant, under the
 * super admin's own id. Neither touches the viewed user.
 */
import { signInRefusal } from '../../domain';
import type { TokenSession, ViewAsClaim } from '../auth/jwt';
import type { Viewer, ViewAsSession } from '../auth/viewer';
import type { ViewerCache } from '../auth/viewerCache';

/** Whom a super admin may view as: an admin who may sign in to this app, never another super admin. */
export const isViewable = (user: Viewer): boolean => user.role !== 'SUPERADMIN' && signInRefusal(user) === null;

/** `token`: its expiry, and its digest (what ending the view lists). */
export async function viewedViewer(
  viewers: Pick<ViewerCache, 'get'>,
  real: Viewer,
  token: Pick<TokenSession, 'expiresAt'> & { digest: string },
  claim: ViewAsClaim,
): Promise<Viewer | undefined> {
  if (real.role !== 'SUPERADMIN') return undefined;
  const viewAs: ViewAsSession = {
    by: { id: real.id, email: real.email, sessionVersion: real.sessionVersion },
    reason: claim.reason,
    until: new Date(token.expiresAt),
    digest: token.digest,
  };
  if ('userId' in claim) {
    const user = await viewers.get(claim.userId);
    return user && isViewable(user) ? { ...user, viewAs } : undefined;
  }
  const { restaurant, role } = claim;
  return {
    id: real.id,
    email: real.email,
    name: null,
    role,
    restoUuid: restaurant.uuid,
    restaurants: [restaurant],
    sessionVersion: real.sessionVersion,
    viewAs,
  };
}
