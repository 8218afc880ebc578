import type { Locale } from '../domain';

export const LANGUAGES: readonly { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'id', name: 'Bahasa Indonesia' },
];

export const DEFAULT_LOCALE: Locale = 'en';
