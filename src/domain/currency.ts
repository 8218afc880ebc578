/** The five currency options (docs/spec.md §3) and their display (docs/architecture.md §5): `{symbol} {amount}`. */

export const CURRENCIES = {
  S$: { locale: 'en-SG', code: 'SGD' },
  A$: { locale: 'en-AU', code: 'AUD' },
  NZ$: { locale: 'en-NZ', code: 'NZD' },
  'Rp.': { locale: 'id-ID', code: 'IDR' },
  US$: { locale: 'en-US', code: 'USD' },
} as const;
export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_SYMBOLS = Object.keys(CURRENCIES) as Currency[];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && value in CURRENCIES;
}

/** Rupiah amounts are whole (nobody prices a dish in sen); the other currencies keep cents. */
export const currencyDecimals = (currency: Currency | null | undefined) => (currency === 'Rp.' ? 0 : 2);

/** Whether an amount has no more decimals than its currency (1.5 Rupiah has one too many). */
export function fitsCurrency(amount: number, currency: Currency | null | undefined): boolean {
  const scaled = amount * 10 ** currencyDecimals(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * Rupiah shows whole amounts and decimals only when there are cents (`Rp. 1.234.567`,
 * `Rp. 1.234,89`); the others always show two decimals (`S$ 1,234.50`).
 */
export function formatCurrency(amount: number, currency: Currency): string {
  const { locale } = CURRENCIES[currency];
  const rupiah = currency === 'Rp.';
  const hasCents = Math.round(Math.abs(amount) * 100) % 100 !== 0;
  const digits = rupiah && !hasCents ? 0 : 2;
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: true,
  }).format(amount);
  return `${currency} ${text}`;
}
