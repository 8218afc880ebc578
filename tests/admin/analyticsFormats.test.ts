import { describe, expect, it } from 'vitest';
import { analyticsFormats } from '../../src/admin/resources/analytics/useFormats';

describe('analytics number formats', () => {
  it("a chart axis' short amounts speak the UI language (no `rb` or `jt` in English)", () => {
    expect(analyticsFormats('Rp.', 'en').compactMoney(1_234_567)).toBe('Rp. 1.2M');
    expect(analyticsFormats('Rp.', 'id').compactMoney(1_234_567)).toBe('Rp. 1,2\u00a0jt');
    expect(analyticsFormats('Rp.', 'en').compactMoney(900_000)).toBe('Rp. 900K');
    expect(analyticsFormats('S$', 'en').compactMoney(2_500)).toBe('S$ 2.5K');
  });

  it("amounts and counts are grouped as the currency's amounts are shown, percentages as the UI language writes them", () => {
    for (const [locale, percent] of [
      ['en', '12.5%'],
      ['id', '12,5%'],
    ]) {
      const rupiah = analyticsFormats('Rp.', locale);
      expect([rupiah.money(120_234_074), rupiah.count(1_330), rupiah.percent(0.125)]).toEqual([
        'Rp. 120.234.074',
        '1.330',
        percent,
      ]);
      const dollars = analyticsFormats('S$', locale);
      expect([dollars.money(2_500), dollars.count(1_330), dollars.percent(0.125)]).toEqual([
        'S$ 2,500.00',
        '1,330',
        percent,
      ]);
    }
  });

  it('a computed amount (an average) is rounded as its currency is shown: whole Rupiah, cents otherwise', () => {
    expect(analyticsFormats('Rp.', 'en').money(45_678.91)).toBe('Rp. 45.679');
    expect(analyticsFormats('S$', 'en').money(12.345)).toBe('S$ 12.35');
  });
});
