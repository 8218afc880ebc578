import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../../domain';

const CATALOGUE_CHUNKS: Record<Locale, () => Promise<{ default: TranslationMessages }>> = {
  en: () => import('./adminCatalogueEn'),
  id: () => import('./adminCatalogueId'),
};

/** A language's admin catalogue, fetched the first time that language is spoken. */
export const loadAdminMessages = (locale: Locale): Promise<TranslationMessages> =>
  CATALOGUE_CHUNKS[locale]().then((chunk) => chunk.default);
