import { isLocale, type Locale } from '../../domain';
import { appStore, STORE_KEYS } from '../store';
import { DEFAULT_LOCALE } from '../../web/locales';

/** The remembered language: the store key react-admin's own locale switch writes. */
export function storedLocale(): Locale {
  const value: unknown = appStore.getItem(STORE_KEYS.locale);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
