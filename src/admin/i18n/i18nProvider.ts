import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { isLocale, type Locale } from '../../domain';
import { loadAdminMessages } from './adminMessages';
import { DEFAULT_LOCALE, LANGUAGES } from './locales';

/** react-admin's translator, starting in `initialLocale` with its catalogue at hand; another language's is fetched when switched to. */
export function buildI18nProvider(initialLocale: Locale, initialMessages: TranslationMessages) {
  return polyglotI18nProvider(
    (locale) => (locale === initialLocale ? initialMessages : loadAdminMessages(isLocale(locale) ? locale : DEFAULT_LOCALE)),
    initialLocale,
    [...LANGUAGES],
  );
}
