import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { CATALOGUES, LOCALIZED_GROUPS, localizeParams, type Locale } from '../../domain';
import { APP_MESSAGES, DEFAULT_LOCALE, LANGUAGES } from './messages';
import raIndonesian from './ra-id';
import { withRecordNotifications } from './recordNotifications';
import { storedLocale } from './storedLocale';

const RA_MESSAGES: Record<Locale, TranslationMessages> = { en: englishMessages, id: raIndonesian };

/**
 * Every message of a locale: react-admin's own, then the domain catalogue and the app's, and each
 * resource's notifications. A form refused by react-admin says the spec's "There are some errors in
 * your fields." too.
 */
export function allMessages(locale: Locale): TranslationMessages {
  const merged = mergeTranslations(RA_MESSAGES[locale], APP_MESSAGES[locale], {
    ra: { message: { invalid_form: CATALOGUES[locale].errors.fieldsHaveErrors } },
  });
  return withRecordNotifications(merged, locale);
}

/** The domain's messages say names and numbers in the current language, as the server's do (`Nilai maksimal untuk Harga adalah 50.000`). */
export function buildI18nProvider(initialLocale: Locale = storedLocale()): I18nProvider {
  const polyglot = polyglotI18nProvider((locale) => allMessages(locale === 'id' ? 'id' : DEFAULT_LOCALE), initialLocale, [...LANGUAGES]);
  return {
    ...polyglot,
    translate: (key, options) => {
      const locale = polyglot.getLocale() === 'id' ? 'id' : DEFAULT_LOCALE;
      const localized = options && LOCALIZED_GROUPS.includes(key.split('.')[0] ?? '') ? localizeParams(locale, options as Record<string, string | number>) : options;
      return polyglot.translate(key, localized);
    },
  };
}
