/** react-admin's translator in a language, for tests (the app fetches a language's catalogue when it is spoken). */
import type { Locale } from '../../src/domain';
import en from '../../src/admin/i18n/adminCatalogueEn';
import id from '../../src/admin/i18n/adminCatalogueId';
import { buildI18nProvider } from '../../src/admin/i18n/i18nProvider';

/** Each language's whole admin catalogue, as the app fetches it. */
export const CATALOGUES_FOR_TESTS = { en, id } as const;

export const i18nFor = (locale: Locale) => buildI18nProvider(locale, CATALOGUES_FOR_TESTS[locale]);
