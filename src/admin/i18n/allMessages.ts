import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { CATALOGUES, type Locale } from '../../domain';
import type { AppMessages } from './en';
import { withRecordNotifications } from './recordNotifications';

/**
 * Every message of a locale: react-admin's own, then the domain catalogue and the app's, and each
 * resource's notifications. A form refused by react-admin says the spec's "There are some errors in
 * your fields." too.
 */
export function allMessages(locale: Locale, raMessages: TranslationMessages, appMessages: AppMessages): TranslationMessages {
  const merged = mergeTranslations(raMessages, { ...CATALOGUES[locale], ...appMessages }, {
    ra: { message: { invalid_form: CATALOGUES[locale].errors.fieldsHaveErrors } },
  });
  return withRecordNotifications(merged, locale);
}
