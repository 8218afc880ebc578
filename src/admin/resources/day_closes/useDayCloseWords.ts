import { useLocaleState } from 'react-admin';
import { lookupMessage } from '../../../web/lookup';
import { DAY_CLOSE_WORDS_EN, type DayCloseWords } from './wordsEn';
import { DAY_CLOSE_WORDS_ID } from './wordsId';

export type Words = (key: keyof DayCloseWords, params?: Record<string, string | number | null | undefined>) => string;

/** The screen's own words in the UI language, `%{name}` filled in. */
export function useDayCloseWords(): Words {
  const [locale] = useLocaleState();
  const words = locale === 'id' ? DAY_CLOSE_WORDS_ID : DAY_CLOSE_WORDS_EN;
  return (key, params) => lookupMessage(words, key, params as Record<string, string | number> | undefined);
}
