import { createContext, useContext } from 'react';
import { CURRENCIES, formatCurrency, type Currency } from '../../../domain';

/** The currency of the restaurant whose orders are shown: every amount of the screen is in it. */
export const CurrencyContext = createContext<Currency>('Rp.');

/** An amount in the restaurant's currency (`Rp. 1.234.567`, `S$ 12.50`). */
export function Money({ amount }: { amount: number | null | undefined }) {
  const currency = useContext(CurrencyContext);
  return <>{typeof amount === 'number' ? formatCurrency(amount, currency) : ''}</>;
}

/**
 * A count or quantity on a screen of amounts in `currency`, grouped as those amounts are, in either
 * UI language: `1.330` beside `Rp. 120.234.074`, `1,330` beside `S$ 2,500.00`.
 */
export function formatCount(value: number, currency: Currency): string {
  return new Intl.NumberFormat(CURRENCIES[currency].locale, { maximumFractionDigits: 1 }).format(value);
}
