import { createContext, useContext } from 'react';
import { formatCurrency, type Currency } from '../../../domain';

/** The currency of the restaurant whose orders are shown: every amount of the screen is in it. */
export const CurrencyContext = createContext<Currency>('Rp.');

/** An amount in the restaurant's currency (`Rp. 1.234.567`, `S$ 12.50`). */
export function Money({ amount }: { amount: number | null | undefined }) {
  const currency = useContext(CurrencyContext);
  return <>{typeof amount === 'number' ? formatCurrency(amount, currency) : ''}</>;
}
