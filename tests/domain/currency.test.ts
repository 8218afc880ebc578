import { describe, expect, it } from 'vitest';
import { formatCurrency, type Currency } from '../../src/domain';

describe('currency display (docs/spec.md §3, docs/architecture.md §5)', () => {
  it.each<[Currency, number, string]>([
    ['Rp.', 1234567, 'Rp. 1.234.567'],
    ['Rp.', 1234567.89, 'Rp. 1.234.567,89'],
    ['Rp.', 0, 'Rp. 0'],
    ['Rp.', 15000.5, 'Rp. 15.000,50'],
    ['S$', 1234.5, 'S$ 1,234.50'],
    ['S$', 12, 'S$ 12.00'],
    ['A$', 1234567.891, 'A$ 1,234,567.89'],
    ['NZ$', 99.9, 'NZ$ 99.90'],
    ['US$', 1000000, 'US$ 1,000,000.00'],
    ['US$', -5.25, 'US$ -5.25'],
  ])('%s %d is shown as "%s"', (currency, amount, text) => {
    expect(formatCurrency(amount, currency)).toBe(text);
  });
});
