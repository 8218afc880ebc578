import { CATALOGUES, type Locale } from '../../domain';
import en, { type PublicMessages } from './public/en';
import id from './public/id';

/** The public pages' messages per locale: the domain catalogue plus the public part of en.ts/id.ts. */
export const PUBLIC_MESSAGES: Readonly<Record<Locale, typeof CATALOGUES.en & PublicMessages>> = {
  en: { ...CATALOGUES.en, ...en },
  id: { ...CATALOGUES.id, ...id },
};
