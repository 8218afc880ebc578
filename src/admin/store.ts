import { localStorageStore, type Store } from 'ra-core';
import { storageKey } from '../domain';
import { ENV } from '../web/environment';

/**
 * react-admin's store in local storage, shared by the public pages and the admin. Its keys carry
 * the environment name outside production (docs/spec.md §9): `RaStore-local.selectedRestaurant`.
 */
const STORE_VERSION = '1';

export const STORE_KEYS = {
  locale: 'locale',
  searchRestaurant: 'searchRestaurant',
  userSettings: 'userSettings',
  selectedRestaurant: 'selectedRestaurant',
} as const;

/** react-admin resets the store at logout; the chosen language outlives the session. */
export function keepingLocale(store: Store): Store {
  return {
    ...store,
    reset: () => {
      const locale: unknown = store.getItem(STORE_KEYS.locale);
      store.reset();
      if (locale !== undefined) store.setItem(STORE_KEYS.locale, locale);
    },
  };
}

export const appStore = keepingLocale(localStorageStore(STORE_VERSION, storageKey(ENV.name, '')));
