import { formatCurrency, isCurrency, type Locale, type OpeningInterval } from '../domain';
import { lookupMessage } from '../web/lookup';
import { GUEST_MESSAGES } from './guestMessages';

export type GuestTranslate = (key: string, params?: Record<string, string | number>) => string;

/** What the guest page writes in the guest's language and the restaurant's currency. */
export interface GuestText {
  locale: Locale;
  t: GuestTranslate;
  /** The name in the guest's language: the secondary one when the restaurant's secondary language is the guest's. */
  localized(primary: string, secondary: string | null | undefined): string;
  price(amount: number): string;
}

export function guestText(locale: Locale, menu?: { currency: string; secondaryLanguage: string | null }): GuestText {
  const secondFirst = menu?.secondaryLanguage === locale;
  return {
    locale,
    t: (key, params) => lookupMessage(GUEST_MESSAGES[locale], key, params),
    localized: (primary, secondary) => (secondFirst && secondary ? secondary : primary),
    price: (amount) => (menu && isCurrency(menu.currency) ? formatCurrency(amount, menu.currency) : String(amount)),
  };
}

/**
 * Today's hours as a line ("Today: 09:00–14:00, 17:00–22:00"); nothing when the restaurant sets no hours (always open).
 */
export function todayLine(
  { t }: GuestText,
  today: readonly OpeningInterval[],
  week: readonly OpeningInterval[],
): string | null {
  if (week.length === 0) return null;
  if (today.length === 0) return t('closedToday');
  const hours = today
    .map((interval) => (interval.allDay ? t('allDay') : `${interval.start}–${interval.end}`))
    .join(', ');
  return t('today', { hours });
}

/** `?table=N` when N is a table number (a whole number from 1). */
export function tableOf(value: string | null): number | null {
  const table = Number(value);
  return value && Number.isInteger(table) && table >= 1 ? table : null;
}

/**
 * The restaurant's slug, the table and the table's code of a guest page's address (`/menu/{slug}?table=N&code=C`;
 * docs/features.md, "Table codes").
 */
export function guestAddress({ pathname, search }: { pathname: string; search: string }): {
  slug: string;
  table: number | null;
  code: string | null;
} {
  const [, segment = ''] = /^\/menu\/([^/]*)/.exec(pathname) ?? [];
  let slug = '';
  try {
    slug = decodeURIComponent(segment);
  } catch {
    // not a slug: the page says the menu does not exist
  }
  const params = new URLSearchParams(search);
  return { slug, table: tableOf(params.get('table')), code: params.get('code') };
}
