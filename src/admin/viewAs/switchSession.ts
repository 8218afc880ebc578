/**
 * Moving between the super admin's own session and a view-as session: the profile cookie (and its
 * token) is replaced, and the admin is loaded afresh, so that no cache, permission or chosen
 * restaurant of the other identity survives. The view-as profile keeps the own one to go back to.
 * A notice to give after the load is kept for this tab.
 */
import { landingPath } from '../../domain';
import { writeProfile, type StoredProfile, type ViewAsLabel } from '../providers/profileCookie';
import type { SessionPayload } from './operations';

const ADMIN_BASE = '/admin/';
const NOTICE_KEY = 'restoboard.viewAsNotice';
export type ViewAsNotice = 'started' | 'exited' | 'ended';

/** At most three restaurants by name, then how many more. */
function restaurantsLabel(restaurants: { name: string }[]): string {
  const names = restaurants.slice(0, 3).map((restaurant) => restaurant.name);
  return restaurants.length > 3 ? `${names.join(', ')} +${restaurants.length - 3}` : names.join(', ');
}

function storedProfileOf({ jwtToken, profile }: SessionPayload, returnTo: string): StoredProfile {
  const { viewAs } = profile;
  // Viewing as a role in a restaurant, the profile is the super admin's own id under that role: it has no name of its
  // own.
  const label: ViewAsLabel | undefined = viewAs
    ? {
        name: profile.id === viewAs.by.id ? null : profile.name || profile.email,
        role: profile.role,
        restaurant: restaurantsLabel(profile.restaurants),
        until: viewAs.until,
        returnTo,
      }
    : undefined;
  return {
    role: profile.role,
    restoUuid: profile.restoUuid,
    restaurants: profile.restaurants.map(({ uuid }) => ({ uuid })),
    jwtToken,
    ...(label ? { viewAs: label } : {}),
  };
}

/** The current page under /admin, where Exit comes back to. */
export const currentAdminPath = () =>
  window.location.pathname.startsWith(ADMIN_BASE) ? window.location.pathname.slice(ADMIN_BASE.length) : '';

/** Keeps `profile` and loads the admin again as it, with a notice to give once loaded, on `path` under /admin. */
function loadAs(profile: StoredProfile, notice: ViewAsNotice, path: string): void {
  writeProfile(profile);
  sessionStorage.setItem(NOTICE_KEY, notice);
  window.location.assign(`${ADMIN_BASE}${path}`);
}

/**
 * Starts viewing as the payload's viewer, on its landing page, keeping the super admin's own session (`own`) to go back
 * to.
 */
export function startViewing(payload: SessionPayload, own: StoredProfile): void {
  const profile = storedProfileOf(payload, currentAdminPath());
  loadAs({ ...profile, own }, 'started', landingPath(profile));
}

/** Back to the super admin's own session, kept since the view started, on the page the view started from. */
export function backToOwnSession(own: StoredProfile, notice: ViewAsNotice, returnTo: string): void {
  loadAs(own, notice, returnTo || landingPath(own));
}

/** The notice the last switch left for this load, said once. */
export function takeViewAsNotice(): ViewAsNotice | null {
  const notice = sessionStorage.getItem(NOTICE_KEY);
  sessionStorage.removeItem(NOTICE_KEY);
  return notice === 'started' || notice === 'exited' || notice === 'ended' ? notice : null;
}
