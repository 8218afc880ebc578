import { describe, expect, it } from 'vitest';
import { analyticsFormats } from '../../src/admin/resources/analytics/useFormats';

describe('analytics number formats', () => {
  it("a chart axis groups amounts as the currency's amounts are shown, in either UI language", () => {
    for (const locale of ['en', 'id']) {
      expect(analyticsFormats('Rp.', locale).compactMoney(1_234_567)).toBe('Rp. 1,2\u00a0jt');
      expect(analyticsFormats('S$', locale).compactMoney(2_500)).toBe('S$ 2.5K');
    }
  });

  it('counts and percentages are grouped as the amounts beside them, in either UI language', () => {
    for (const locale of ['en', 'id']) {
      const rupiah = analyticsFormats('Rp.', locale);
      expect([rupiah.money(120_234_074), rupiah.count(1_330), rupiah.percent(0.125)]).toEqual(['Rp. 120.234.074', '1.330', '12,5%']);
      const dollars = analyticsFormats('S$', locale);
      expect([dollars.money(2_500), dollars.count(1_330), dollars.percent(0.125)]).toEqual(['S$ 2,500.00', '1,330', '12.5%']);
    }
  });

  it('a computed amount (an average) is rounded as its currency is shown: whole Rupiah, cents otherwise', () => {
    expect(analyticsFormats('Rp.', 'en').money(45_678.91)).toBe('Rp. 45.679');
    expect(analyticsFormats('S$', 'en').money(12.345)).toBe('S$ 12.35');
  });
});
