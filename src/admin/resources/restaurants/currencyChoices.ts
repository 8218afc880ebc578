import { CURRENCY_SYMBOLS } from '../../../domain';

/** The five currency options (docs/spec.md §3), shown by their symbol. */
export const CURRENCY_CHOICES = CURRENCY_SYMBOLS.map((symbol) => ({ id: symbol, name: symbol }));
