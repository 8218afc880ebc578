import { useLocaleState } from 'react-admin';
import { lookupMessage } from '../../../web/lookup';
import { HEALTH_WORDS_EN } from './wordsEn';
import { HEALTH_WORDS_ID } from './wordsId';

export type Words = (key: string, params?: Record<string, string | number>) => string;

/** The screens' own words in the UI language (`rules.PRICE_ZERO.title`, `%{name}` filled in). */
export function useHealthWords(): Words {
  const [locale] = useLocaleState();
  const words = locale === 'id' ? HEALTH_WORDS_ID : HEALTH_WORDS_EN;
  return (key, params) => lookupMessage(words, key, params);
}
