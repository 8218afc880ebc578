import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isLocale, type Locale } from '../../domain';
import { appStore, STORE_KEYS } from '../store';
import { lookupMessage } from '../../web/lookup';
import { PUBLIC_MESSAGES } from './publicMessages';
import { storedLocale } from './storedLocale';

export type PublicTranslate = (key: string, params?: Record<string, string | number>) => string;

interface PublicI18n {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  translate: PublicTranslate;
}

const PublicI18nContext = createContext<PublicI18n | null>(null);

/**
 * Language for the pages outside the admin (no react-admin there). It shares the store key of the
 * admin's language switch and follows it, so both always speak the same language.
 */
export function PublicI18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(storedLocale);
  useEffect(
    () =>
      appStore.subscribe(STORE_KEYS.locale, (value: unknown) =>
        setLocaleState(isLocale(value) ? value : storedLocale()),
      ),
    [],
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const setLocale = useCallback((next: Locale) => appStore.setItem(STORE_KEYS.locale, next), []);
  const value = useMemo<PublicI18n>(
    () => ({ locale, setLocale, translate: (key, params) => lookupMessage(PUBLIC_MESSAGES[locale], key, params) }),
    [locale, setLocale],
  );
  return <PublicI18nContext.Provider value={value}>{children}</PublicI18nContext.Provider>;
}

export function usePublicI18n(): PublicI18n {
  const value = useContext(PublicI18nContext);
  if (!value) throw new Error('usePublicI18n must be used inside <PublicI18nProvider>');
  return value;
}
