import { describe, expect, it } from 'vitest';
import {
  daysIn,
  granularityOf,
  isValidPeriod,
  presetPeriod,
  previousPeriod,
} from '../../src/admin/resources/analytics/period';

const NOW = new Date(2026, 2, 15, 18, 30); // 15 March 2026, local time
const NO_CUSTOM = { from: '', to: '' };

describe('the analytics period', () => {
  it.each([
    ['today', '2026-03-15', '2026-03-15', 1],
    ['last7', '2026-03-09', '2026-03-15', 7],
    ['last30', '2026-02-14', '2026-03-15', 30],
    ['last90', '2025-12-16', '2026-03-15', 90],
    ['thisMonth', '2026-03-01', '2026-03-15', 15],
  ] as const)('%s covers %s to %s (%i days, both included)', (preset, from, to, days) => {
    const period = presetPeriod(preset, NO_CUSTOM, NOW);
    expect(period).toEqual({ from, to });
    expect(daysIn(period)).toBe(days);
  });

  it('custom keeps the days typed in, usable only when in order', () => {
    expect(presetPeriod('custom', { from: '2026-01-01', to: '2026-01-31' }, NOW)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(isValidPeriod({ from: '2026-01-31', to: '2026-01-01' })).toBe(false);
    expect(isValidPeriod({ from: '', to: '2026-01-01' })).toBe(false);
    expect(isValidPeriod({ from: '2026-01-01', to: '2026-01-01' })).toBe(true);
  });

  it('each figure is compared with the period of equal length just before, across a month end', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-15' })).toEqual({ from: '2026-02-14', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-03-15', to: '2026-03-15' })).toEqual({ from: '2026-03-14', to: '2026-03-14' });
  });

  it('is charted by day up to 90 days, by week beyond', () => {
    expect(granularityOf({ from: '2025-12-16', to: '2026-03-15' })).toBe('day');
    expect(granularityOf({ from: '2025-12-15', to: '2026-03-15' })).toBe('week');
  });
});
