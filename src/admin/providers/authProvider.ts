import type { AuthProvider, Store, UserIdentity } from 'react-admin';
import { STORE_KEYS } from '../store';
import { currentRestaurantId } from './currentRestaurant';
import { clearProfile, readProfile } from './profileCookie';
import { isSessionEnded } from './graphqlErrors';
import { canAccessRa } from './raAccess';
import { noteSessionEnded } from './sessionEndedNotice';

const LOGIN_PATH = '/login';

/**
 * The profile cookie is the session (docs/spec.md §1). Sign-in happens on the public /login page, so
 * react-admin's `login` is never called; everything else reads the cookie. Signing out ends the
 * session on the server first (`endServerSession`), then removes the cookie, whatever the server said.
 */
export function buildAuthProvider(
  store: Store,
  fetchIdentity: () => Promise<UserIdentity>,
  endServerSession: () => Promise<void>,
): AuthProvider {
  const current = () => currentRestaurantId(readProfile(), store.getItem(STORE_KEYS.selectedRestaurant));
  return {
    login: () => Promise.reject(new Error('Sign-in happens on the /login page.')),
    logout: async () => {
      if (readProfile())
        await endServerSession().catch((error: unknown) =>
          console.warn('[logout] the server could not end the session', error),
        );
      clearProfile();
      return LOGIN_PATH;
    },
    checkAuth: () => (readProfile() ? Promise.resolve() : Promise.reject({ redirectTo: LOGIN_PATH, message: false })),
    checkError: (error: unknown) => {
      if (!isSessionEnded(error)) return Promise.resolve();
      // Only the first refusal of the session says so: others still in flight land after the sign-in page said it.
      if (readProfile()) noteSessionEnded();
      clearProfile();
      return Promise.reject({ redirectTo: LOGIN_PATH, logoutUser: true, message: false });
    },
    getIdentity: fetchIdentity,
    getPermissions: () => Promise.resolve(readProfile()),
    canAccess: ({ resource, action, record }) =>
      Promise.resolve(canAccessRa(readProfile(), { resource, action, record }, current())),
  };
}
