import { useContext, useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { formatCurrency } from '../../../domain';
import { CurrencyContext } from '../orders/money';

/** The screen's number formats: amounts in the shown currency, counts, days and changes in the UI language. */
export function useFormats() {
  const currency = useContext(CurrencyContext);
  const [locale] = useLocaleState();
  return useMemo(() => {
    const tag = locale === 'id' ? 'id-ID' : 'en-GB';
    const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    const compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short' });
    return {
      money: (amount: number) => formatCurrency(amount, currency),
      /** A chart axis' amount: `Rp. 18 jt`, `S$ 2.5K`. */
      compactMoney: (amount: number) => `${currency} ${compact.format(amount)}`,
      count: (value: number) => count.format(value),
      percent: (ratio: number) => percent.format(ratio),
      /** A chart's time bucket (Cube's `2026-11-02T00:00:00.000`, local to the query's time zone). */
      day: (bucket: string) => day.format(new Date(bucket.slice(0, 10) + 'T00:00:00')),
    };
  }, [currency, locale]);
}
