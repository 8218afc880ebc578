import type { AuthProvider, Store, UserIdentity } from 'react-admin';
import { STORE_KEYS } from '../store';
import { currentRestaurantId } from './currentRestaurant';
import { clearProfile, readProfile } from './profileCookie';
import { isSessionEnded } from './graphqlErrors';
import { canAccessRa } from './raAccess';

const LOGIN_PATH = '/login';

/**
 * The profile cookie is the session (spec §1). Sign-in happens on the public /login page, so
 * react-admin's `login` is never called; everything else reads the cookie.
 */
export function buildAuthProvider(store: Store, fetchIdentity: () => Promise<UserIdentity>): AuthProvider {
  const current = () => currentRestaurantId(readProfile(), store.getItem(STORE_KEYS.selectedRestaurant));
  return {
    login: () => Promise.reject(new Error('Sign-in happens on the /login page.')),
    logout: () => {
      clearProfile();
      return Promise.resolve(LOGIN_PATH);
    },
    checkAuth: () => (readProfile() ? Promise.resolve() : Promise.reject({ redirectTo: LOGIN_PATH, message: false })),
    checkError: (error: unknown) => {
      if (!isSessionEnded(error)) return Promise.resolve();
      clearProfile();
      return Promise.reject({ redirectTo: LOGIN_PATH, logoutUser: true, message: false });
    },
    getIdentity: fetchIdentity,
    getPermissions: () => Promise.resolve(readProfile()),
    canAccess: ({ resource, action, record }) => Promise.resolve(canAccessRa(readProfile(), { resource, action, record }, current())),
  };
}
