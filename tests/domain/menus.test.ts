import { describe, expect, it } from 'vitest';
import {
  MENU_RULES,
  OPTION_GROUP_RULES,
  orderTypesOutsidePlan,
  SOLD_OUT_DURATIONS,
  validateRecord,
} from '../../src/domain';

const group = (min: unknown, max: unknown, options = 2) => ({
  name: 'Sauce',
  min,
  max,
  options: Array.from({ length: options }, (_, i) => ({ name: `O${i}`, price: 0 })),
});

describe('option groups: 0 ≤ min ≤ max ≤ number of options', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['1 of 2', group(1, 1), {}],
    ['0 to all 2', group(0, 2), {}],
    [
      'min above max: "Most choices must be at least Least choices (2)" on max',
      group(2, 1),
      { max: { key: 'validation.notBelowField', params: { attr: 'Most choices', other: 'Least choices', val: 2 } } },
    ],
    [
      'max above the options: "maximum selected options is {n}" on max',
      group(0, 3),
      { max: { key: 'validation.maxSelected', params: { obj: 'options', count: 2 } } },
    ],
    [
      'a negative min',
      group(-1, 1),
      { min: { key: 'validation.minValue', params: { attr: 'Least choices', val: 0 } } },
    ],
    ['a fractional max', group(0, 1.5), { max: { key: 'validation.number' } }],
    ['no options', group(0, 0, 0), { options: { key: 'validation.required' } }],
  ])('%s', (_label, record, errors) => {
    expect(validateRecord(record, OPTION_GROUP_RULES)).toEqual(errors);
  });
});

describe('menus', () => {
  it("order types are docs/spec.md §3 types, and within the restaurant's plan (docs/architecture.md §5)", () => {
    expect(validateRecord({ orderTypes: ['DINE_IN', 'BY_DRONE'] }, { orderTypes: MENU_RULES.orderTypes })).toEqual({
      orderTypes: { key: 'validation.unknownValue', params: { attr: 'Order type' } },
    });
    expect(orderTypesOutsidePlan(['DINE_IN', 'ROOM_SERVICE'], 'DINE_IN_N_ROOM_SERVICE')).toBeUndefined();
    expect(orderTypesOutsidePlan(['DELIVERY'], 'DINE_IN')).toEqual({
      key: 'validation.unknownValue',
      params: { attr: 'Order type' },
    });
    expect(orderTypesOutsidePlan(['PICKUP'], 'GLOBAL')).toBeUndefined();
    expect(orderTypesOutsidePlan(['PICKUP'], null)).toBeDefined();
    expect(orderTypesOutsidePlan([], null)).toBeUndefined();
  });

  it("sold-out durations are docs/spec.md §9's milliseconds", () => {
    expect(SOLD_OUT_DURATIONS).toEqual({
      HOUR: 3600000,
      DAY: 86400000,
      THREE_DAYS: 259200000,
      WEEK: 604800000,
      MONTH: 2592000000,
    });
  });
});
