import { describe, expect, it } from 'vitest';
import {
  accepted,
  discountPresets,
  email,
  exactLength,
  fileSize,
  LIMITS,
  maxLength,
  maxSelected,
  maxValue,
  minSelected,
  minValue,
  matchesField,
  notBefore,
  notInPast,
  number,
  onCreate,
  oneOf,
  required,
  requiredWith,
  slug,
  strongPassword,
  validateRecord,
  whenChanged,
} from '../../src/domain';

describe('validation rules (docs/spec.md §5)', () => {
  it.each<[string, () => unknown, unknown]>([
    ['empty text is refused', () => required()(''), { key: 'validation.required' }],
    ['blank text is refused', () => required()('   '), { key: 'validation.required' }],
    ['an empty list is refused', () => required()([]), { key: 'validation.required' }],
    ['filled text passes', () => required()('Kopi'), undefined],
    ['zero passes required', () => required()(0), undefined],
    ['"10.5" is a number', () => number()('10.5'), undefined],
    ['"10,5" is not a number', () => number()('10,5'), { key: 'validation.number' }],
    ['"abc" is not a number', () => number()('abc'), { key: 'validation.number' }],
    [
      '101 characters exceed a name',
      () => maxLength(LIMITS.name)('x'.repeat(101)),
      { key: 'validation.maxLength', params: { count: 100 } },
    ],
    ['100 characters fit a name', () => maxLength(LIMITS.name)('x'.repeat(100)), undefined],
    [
      'a 5-digit PIN is not 6',
      () => exactLength('PIN', 6)('12345'),
      { key: 'validation.exactLength', params: { attr: 'PIN', length: 6 } },
    ],
    [
      'below the minimum',
      () => minValue('Tax', 0)(-1),
      { key: 'validation.minValue', params: { attr: 'Tax', val: 0 } },
    ],
    [
      'above the maximum',
      () => maxValue('Tax', 100)(101),
      { key: 'validation.maxValue', params: { attr: 'Tax', val: 100 } },
    ],
    [
      'too many selected',
      () => maxSelected('tags', 2)(['a', 'b', 'c']),
      { key: 'validation.maxSelected', params: { obj: 'tags', count: 2 } },
    ],
    [
      'too few selected',
      () => minSelected('menus', 1)([]),
      { key: 'validation.minSelected', params: { obj: 'menus', count: 1 } },
    ],
    [
      'WiFi name filled, password empty',
      () => requiredWith('wifiName', 'WiFi name', 'WiFi password')('', { wifiName: 'Resto' }),
      { key: 'validation.requiredWith', params: { other: 'WiFi name', attr: 'WiFi password' } },
    ],
    [
      'WiFi name empty, password empty',
      () => requiredWith('wifiName', 'WiFi name', 'WiFi password')('', { wifiName: '' }),
      undefined,
    ],
    ['a weak password', () => strongPassword()('password1'), { key: 'validation.passwordWeak' }],
    ['a strong password', () => strongPassword()('Demo#2026'), undefined],
    [
      'confirmation differs',
      () => matchesField('password')('Demo#2027', { password: 'Demo#2026' }),
      { key: 'validation.passwordMismatch' },
    ],
    ['terms not accepted', () => accepted()(false), { key: 'validation.acceptTerms' }],
    [
      'a 3 MB file',
      () => fileSize()({ size: 3 * 1024 * 1024 }),
      { key: 'validation.fileTooBig', params: { limit: '2 MB' } },
    ],
    [
      'an end before its start',
      () => notBefore('start', 'End date', 'start date')('2026-01-01', { start: '2026-02-01' }),
      { key: 'validation.afterOrSame', params: { attr: 'End date', other: 'start date' } },
    ],
    [
      'an end on its start',
      () => notBefore('start', 'End date', 'start date')('2026-02-01', { start: '2026-02-01' }),
      undefined,
    ],
    ['four presets', () => discountPresets()('5:10:15:20'), undefined],
    [
      'five presets',
      () => discountPresets()('5:10:15:20:25'),
      { key: 'validation.discountPresets', params: { count: 4 } },
    ],
    [
      'a preset over 100',
      () => discountPresets()('5:150'),
      { key: 'validation.discountPresets', params: { count: 4 } },
    ],
    ['an invalid email', () => email()('not-an-email'), { key: 'validation.invalid', params: { attr: 'Email' } }],
    ['a slug with capitals', () => slug()('Kopi-Kita'), { key: 'validation.invalid', params: { attr: 'Slug' } }],
    ['a valid slug', () => slug()('kopi-kita-2'), undefined],
    [
      'a currency outside the options',
      () => oneOf('Currency', ['Rp.', 'S$'])('EUR'),
      { key: 'validation.unknownValue', params: { attr: 'Currency' } },
    ],
    ['a currency among the options', () => oneOf('Currency', ['Rp.', 'S$'])('Rp.'), undefined],
  ])('%s', (_, check, expected) => {
    expect(check()).toEqual(expected);
  });

  it('validateRecord reports the first failing rule of each field', () => {
    const rules = { name: [required(), maxLength(5)], city: [maxLength(3)] };
    expect(validateRecord({ name: 'toolong', city: 'ok' }, rules)).toEqual({
      name: { key: 'validation.maxLength', params: { count: 5 } },
    });
    expect(validateRecord({ city: 'Bandung' }, rules, true)).toEqual({
      city: { key: 'validation.maxLength', params: { count: 3 } },
    });
  });
});

describe('rules that say which writes they judge', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const rules = { bookedAt: [whenChanged(notInPast('Booked at'))], code: [onCreate(required())] };
  const past = { bookedAt: '2026-11-23T09:00:00Z' };
  const inPast = { key: 'validation.inPast', params: { attr: 'Booked at' } };

  it("a create is judged whole, at the write's moment", () => {
    expect(validateRecord(past, rules, false, { operation: 'create', changed: () => true, now })).toEqual({
      bookedAt: inPast,
      code: { key: 'validation.required' },
    });
  });

  it('an update is judged only on the fields it changes, and never on fields fixed at creation', () => {
    expect(
      validateRecord(past, rules, false, { operation: 'update', changed: (field) => field !== 'bookedAt', now }),
    ).toEqual({});
    expect(validateRecord(past, rules, false, { operation: 'update', changed: () => true, now })).toEqual({
      bookedAt: inPast,
    });
  });

  it('a moment rule says nothing without a write to take its clock from, and a wrapped rule still marks its field required', () => {
    expect(notInPast('Booked at')(past.bookedAt)).toBeUndefined();
    expect((onCreate(required()) as { isRequired?: boolean }).isRequired).toBe(true);
  });
});
