import { useLocaleState, useTranslate } from 'react-admin';
import { IMPACT_WORDS_EN, type ImpactWords } from './wordsEn';
import { IMPACT_WORDS_ID } from './wordsId';

export type ImpactWord = keyof ImpactWords;

/**
 * The impact preview's words in the UI language, `%{name}` filled in and `smart_count` choosing the plural as the
 * catalogue's messages do.
 */
export function useImpactWords(): (key: ImpactWord, params?: Record<string, string | number>) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const words = locale === 'id' ? IMPACT_WORDS_ID : IMPACT_WORDS_EN;
  // Not in the catalogue: the words are handed to the translator as the phrase itself.
  return (key, params) => translate(`app.impact.${key}`, { ...params, _: words[key] });
}
