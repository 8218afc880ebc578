import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { CATALOGUES, RESOURCE_DESCRIPTORS, type Locale, type ResourceDescriptor } from '../../domain';
import { describedMessages } from './describedMessages';
import type { AppMessages } from './en';
import { withRecordNotifications } from './recordNotifications';

/**
 * Every message of a locale: react-admin's own, then the domain catalogue and the app's, the
 * resources' that carry their labels in their description, and each resource's notifications. A
 * form refused by react-admin says the spec's "There are some errors in your fields." too.
 */
export function allMessages(
  locale: Locale,
  raMessages: TranslationMessages,
  appMessages: AppMessages,
  descriptors: readonly ResourceDescriptor[] = RESOURCE_DESCRIPTORS,
): TranslationMessages {
  const merged = mergeTranslations(
    raMessages,
    { ...CATALOGUES[locale], ...appMessages },
    describedMessages(locale, descriptors),
    {
      ra: { message: { invalid_form: CATALOGUES[locale].errors.fieldsHaveErrors } },
    },
  );
  return withRecordNotifications(merged, locale);
}
