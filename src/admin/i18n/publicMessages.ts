import { PUBLIC_CATALOGUES, type Locale, type PublicCatalogue } from '../../domain';
import en, { type PublicMessages } from './public/en';
import id from './public/id';

/** The public pages' messages per locale: the domain catalogue (but its enums) plus the public part of en.ts/id.ts. */
export const PUBLIC_MESSAGES: Readonly<Record<Locale, PublicCatalogue & PublicMessages>> = {
  en: { ...PUBLIC_CATALOGUES.en, ...en },
  id: { ...PUBLIC_CATALOGUES.id, ...id },
};
