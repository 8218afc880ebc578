import { useContext, useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { formatCurrency, type Currency } from '../../../domain';
import { CurrencyContext, formatCount } from '../orders/money';

/**
 * The screen's number formats. Amounts and counts are grouped as the currency's amounts are shown
 * everywhere in the app (`Rp. 120.234.074`, `1.330` orders; `S$ 2,500.00`, `1,330`); computed amounts
 * such as averages are rounded as the currency is shown (Rupiah has no cents). What carries words or
 * a decimal of its own is the UI language's: percentages (`12.5%` in English, `12,5%` in Indonesian),
 * a chart axis' short amounts (`Rp. 1.2M`, `Rp. 1,2 jt`), days and months.
 */
export function analyticsFormats(currency: Currency, locale: string) {
  const numbers = locale === 'id' ? 'id-ID' : 'en'; // `1.2M` (British English writes `1.2m`)
  const percent = new Intl.NumberFormat(numbers, { style: 'percent', maximumFractionDigits: 1 });
  const compact = new Intl.NumberFormat(numbers, { notation: 'compact', maximumFractionDigits: 1 });
  const cents = currency === 'Rp.' ? 1 : 100;
  const day = new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', { day: 'numeric', month: 'short' });
  return {
    money: (amount: number) => formatCurrency(Math.round(amount * cents) / cents, currency),
    /** A chart axis' amount, short in the UI language: `Rp. 1.2M` (`Rp. 1,2 jt` in Indonesian), `S$ 2.5K`. */
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
