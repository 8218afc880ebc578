import { useContext, useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { CURRENCIES, formatCurrency, type Currency } from '../../../domain';
import { CurrencyContext } from '../orders/money';

/**
 * The screen's number formats: amounts in the shown currency as the rest of the app shows them (its
 * own grouping, axes included; computed amounts such as averages rounded as the currency is shown,
 * so Rupiah has no cents), counts, days and changes in the UI language.
 */
export function analyticsFormats(currency: Currency, locale: string) {
  const tag = locale === 'id' ? 'id-ID' : 'en-GB';
  const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const compact = new Intl.NumberFormat(CURRENCIES[currency].locale, { notation: 'compact', maximumFractionDigits: 1 });
  const cents = currency === 'Rp.' ? 1 : 100;
  const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short' });
  return {
    money: (amount: number) => formatCurrency(Math.round(amount * cents) / cents, currency),
    /** A chart axis' amount, grouped as the currency's amounts are: `Rp. 1,2 jt`, `S$ 2.5K`. */
    compactMoney: (amount: number) => `${currency} ${compact.format(amount)}`,
    count: (value: number) => count.format(value),
    percent: (ratio: number) => percent.format(ratio),
    /** A chart's time bucket (Cube's `2026-11-02T00:00:00.000`, local to the query's time zone). */
    day: (bucket: string) => day.format(new Date(bucket.slice(0, 10) + 'T00:00:00')),
  };
}

export function useFormats() {
  const currency = useContext(CurrencyContext);
  const [locale] = useLocaleState();
  return useMemo(() => analyticsFormats(currency, locale), [currency, locale]);
}
