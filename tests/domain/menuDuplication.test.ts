import { describe, expect, it } from 'vitest';
import { convertPrice, plannedOutcome, rateProblem, resolutionKey as key, type TargetPlan } from '../../src/domain';

describe('menu duplication across currencies and clashes', () => {
  it('a converted price is rounded as its currency shows amounts: Rupiah whole, the others to the cent', () => {
    expect(convertPrice(30000, 0.0000851, 'S$')).toBe(2.55);
    expect(convertPrice(2.55, 11750, 'Rp.')).toBe(29963);
    expect(convertPrice(19.99, 1.0849, 'A$')).toBe(21.69);
  });

  it('the confirmation counts what the server will write: new copies and renamed ones created, clashes skipped unless overwritten', () => {
    const plan = (restaurantId: string, clashes: boolean[]): TargetPlan => ({
      restaurantId,
      restaurantName: restaurantId,
      currency: 'Rp.',
      sourceCurrency: 'Rp.',
      copies: clashes.map((clash, i) => ({
        menuId: `m${i}`,
        name: `Menu ${i}`,
        categoryName: null,
        price: 1000,
        clashesWith: clash ? `x${i}` : null,
      })),
    });
    const plans = [plan('a', [false, true, true]), plan('b', [true, true])];
    const resolutions = new Map([
      [key('a', 'm1'), { choice: 'OVERWRITE' as const }],
      [key('a', 'm2'), { choice: 'RENAME' as const }],
      [key('b', 'm0'), { choice: 'SKIP' as const }],
    ]);
    expect(plannedOutcome(plans, resolutions)).toEqual({ created: 2, overwritten: 1, skipped: 2 });
    expect(plannedOutcome([plan('c', [true])], new Map())).toEqual({ created: 0, overwritten: 0, skipped: 1 });
  });

  it('a rate the wrong way round or off by a power of ten is refused, saying what one unit is about worth', () => {
    expect(rateProblem(11750, 'Rp.', 'S$')).toEqual({
      key: 'validation.implausibleRate',
      params: { source: 'Rp.', currency: 'S$', rate: 0.000078 },
    });
    expect(rateProblem(0.0000851, 'Rp.', 'S$')).toBeUndefined();
    expect(rateProblem(11750, 'S$', 'Rp.')).toBeUndefined();
    expect(rateProblem(0.0000851, 'S$', 'Rp.')?.key).toBe('validation.implausibleRate');
    expect(rateProblem(1.1, 'S$', 'A$')).toBeUndefined();
    expect(rateProblem(117, 'S$', 'A$')?.key).toBe('validation.implausibleRate');
    expect(rateProblem(undefined, 'S$', 'A$')?.key).toBe('validation.required');
  });
});
