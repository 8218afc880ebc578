import { useEffect, useState } from 'react';
import type { I18nProvider } from 'react-admin';
import type { Locale } from '../../domain';
import { appStore, STORE_KEYS } from '../store';

/**
 * Switching the admin's language keeps what is typed. react-admin's I18nContextProvider remounts the
 * whole page when the stored locale differs from the provider's, which returns every form to its saved
 * values. So the switch loads the language first and writes the store after: the provider already
 * speaks it, nothing remounts, and the translators re-render through `useLiveI18nProvider`.
 */
export async function switchLocaleInPlace(i18nProvider: I18nProvider, locale: Locale, store: (locale: Locale) => void) {
  await i18nProvider.changeLocale(locale);
  store(locale);
}

/**
 * The provider handed to react-admin: a new object each time the stored locale changes, so everything
 * that translates re-renders in the new language without a remount.
 */
export function useLiveI18nProvider(base: I18nProvider): I18nProvider {
  const [live, setLive] = useState(base);
  useEffect(() => appStore.subscribe(STORE_KEYS.locale, () => setLive({ ...base })), [base]);
  return live;
}
