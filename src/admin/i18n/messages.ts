import { CATALOGUES, type Locale } from '../../domain';
import en from './en';
import id from './id';

/** The app's messages per locale: the domain catalogue (errors, validation, enums) plus en.ts/id.ts. */
export const APP_MESSAGES: Readonly<Record<Locale, typeof CATALOGUES.en & typeof en>> = {
  en: { ...CATALOGUES.en, ...en },
  id: { ...CATALOGUES.id, ...id },
};

export const LANGUAGES: readonly { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'id', name: 'Bahasa Indonesia' },
];

export const DEFAULT_LOCALE: Locale = 'en';
