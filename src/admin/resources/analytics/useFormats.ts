import { useContext, useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { CURRENCIES, formatCurrency, type Currency } from '../../../domain';
import { CurrencyContext, formatCount } from '../orders/money';

/**
 * The screen's number formats. One rule: every number is grouped as the amounts it sits beside are,
 * in their currency's own way, in either UI language (`Rp. 120.234.074`, `1.330` orders, up `12,5%`;
 * `S$ 2,500.00`, `1,330`, `12.5%`), axes included, so no figure reads in two conventions at once;
 * computed amounts such as averages are rounded as the currency is shown (Rupiah has no cents).
 * Words (days, months) are the UI language's.
 */
export function analyticsFormats(currency: Currency, locale: string) {
  const { locale: amounts } = CURRENCIES[currency];
  const percent = new Intl.NumberFormat(amounts, { style: 'percent', maximumFractionDigits: 1 });
  const compact = new Intl.NumberFormat(amounts, { notation: 'compact', maximumFractionDigits: 1 });
  const cents = currency === 'Rp.' ? 1 : 100;
  const day = new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', { day: 'numeric', month: 'short' });
  return {
    money: (amount: number) => formatCurrency(Math.round(amount * cents) / cents, currency),
    /** A chart axis' amount, grouped as the currency's amounts are: `Rp. 1,2 jt`, `S$ 2.5K`. */
    compactMoney: (amount: number) => `${currency} ${compact.format(amount)}`,
    count: (value: number) => formatCount(value, currency),
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
