import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { isLocale, LOCALIZED_GROUPS, localizeParams, type Locale } from '../../domain';
import { loadAdminMessages } from './adminMessages';
import { DEFAULT_LOCALE, LANGUAGES } from '../../web/locales';

/**
 * react-admin's translator, starting in `initialLocale` with its catalogue at hand; another language's
 * is fetched when switched to. The domain's messages say names and numbers in the current language,
 * as the server's do (`Nilai maksimal untuk Harga adalah 50.000`).
 */
export function buildI18nProvider(initialLocale: Locale, initialMessages: TranslationMessages): I18nProvider {
  const polyglot = polyglotI18nProvider(
    (locale) =>
      locale === initialLocale ? initialMessages : loadAdminMessages(isLocale(locale) ? locale : DEFAULT_LOCALE),
    initialLocale,
    [...LANGUAGES],
  );
  return {
    ...polyglot,
    translate: (key, options) => {
      const locale = polyglot.getLocale() === 'id' ? 'id' : DEFAULT_LOCALE;
      const localized =
        options && LOCALIZED_GROUPS.includes(key.split('.')[0] ?? '')
          ? localizeParams(locale, options as Record<string, string | number>)
          : options;
      return polyglot.translate(key, localized);
    },
  };
}
