/** The rules of a restaurant's settings (docs/spec.md §5), as the form and the API both apply them. */
import { describe, expect, it } from 'vitest';
import {
  deliveryChargeRequired,
  integer,
  nextOpeningInterval,
  notAbove,
  notAboveCount,
  openingHours,
  sortOpeningHours,
  paymentMethods,
  phone,
  RESTAURANT_RULES,
  services,
  url,
  validateRecord,
} from '../../src/domain';

const hours = openingHours();

describe('opening hours', () => {
  it.each<[string, unknown, unknown]>([
    ['no hours', [], undefined],
    [
      'two intervals a day that do not touch',
      [
        { day: 1, start: '08:00', end: '11:00' },
        { day: 1, start: '17:00', end: '22:00' },
      ],
      undefined,
    ],
    [
      'intervals that meet end to start',
      [
        { day: 1, start: '08:00', end: '12:00' },
        { day: 1, start: '12:00', end: '15:00' },
      ],
      undefined,
    ],
    [
      'the same hours on different days',
      [
        { day: 1, start: '08:00', end: '12:00' },
        { day: 2, start: '08:00', end: '12:00' },
      ],
      undefined,
    ],
    [
      'overlapping intervals on a day',
      [
        { day: 3, start: '08:00', end: '12:00' },
        { day: 3, start: '11:30', end: '15:00' },
      ],
      { key: 'validation.hoursCollide' },
    ],
    [
      'an interval beside an all-day one',
      [
        { day: 0, start: '00:00', end: '00:00', allDay: true },
        { day: 0, start: '10:00', end: '11:00' },
      ],
      { key: 'validation.hoursCollide' },
    ],
    ['start = end without all day', [{ day: 2, start: '09:00', end: '09:00' }], { key: 'validation.sameTime' }],
    ['start = end all day', [{ day: 2, start: '00:00', end: '00:00', allDay: true }], undefined],
    [
      'end before start',
      [{ day: 2, start: '18:00', end: '09:00' }],
      { key: 'validation.afterOrSame', params: { attr: 'End', other: 'Start' } },
    ],
    [
      'a time that is not HH:MM',
      [{ day: 2, start: '9am', end: '17:00' }],
      { key: 'validation.invalid', params: { attr: 'Time' } },
    ],
    [
      'a day outside 0–6',
      [{ day: 7, start: '09:00', end: '17:00' }],
      { key: 'validation.invalid', params: { attr: 'Day' } },
    ],
  ])('%s', (_, value, expected) => expect(hours(value)).toEqual(expected));
});

describe('opening hours as a week reads', () => {
  const sunday = { day: 0, start: '09:00', end: '23:00' };
  const mondayEvening = { day: 1, start: '17:00', end: '22:00' };
  const mondayMorning = { day: 1, start: '10:00', end: '14:30' };
  const saturday = { day: 6, start: '00:00', end: '00:00', allDay: true };

  it('are sorted by day, Monday first, then by opening time', () => {
    expect(sortOpeningHours([sunday, mondayEvening, saturday, mondayMorning])).toEqual([
      mondayMorning,
      mondayEvening,
      saturday,
      sunday,
    ]);
  });

  it('an added interval is the day after the last one, at its hours; Monday 09:00–17:00 on an empty week', () => {
    expect(nextOpeningInterval([mondayEvening, mondayMorning])).toEqual({ ...mondayEvening, day: 2 });
    expect(nextOpeningInterval([saturday])).toEqual({ ...saturday, day: 0 });
    expect(nextOpeningInterval([])).toEqual({ day: 1, start: '09:00', end: '17:00', allDay: false });
  });
});

describe('the delivery charge', () => {
  it('is required while the order plan offers delivery, and only then', () => {
    expect(deliveryChargeRequired()(null, { orderPlan: 'DELIVERY_N_TAKE_AWAY' })).toEqual({
      key: 'validation.required',
    });
    expect(deliveryChargeRequired()(null, { orderPlan: 'GLOBAL' })).toEqual({ key: 'validation.required' });
    expect(deliveryChargeRequired()(5000, { orderPlan: 'DELIVERY' })).toBeUndefined();
    for (const orderPlan of ['DINE_IN', 'DINE_IN_N_ROOM_SERVICE', 'TAKE_AWAY', null])
      expect(deliveryChargeRequired()(null, { orderPlan })).toBeUndefined();
  });
});

describe('services', () => {
  it.each<[string, unknown, unknown]>([
    [
      'two full services',
      [
        { start: '10:00', end: '14:00', lastOrderMinutes: 30 },
        { start: '17:00', end: '22:00', lastOrderMinutes: 15 },
      ],
      undefined,
    ],
    [
      'an empty second service',
      [
        { start: '10:00', end: '14:00' },
        { start: null, end: null, lastOrderMinutes: null },
      ],
      undefined,
    ],
    ['a start without an end', [{ start: '10:00', end: null }], { key: 'validation.serviceHoursRequired' }],
    [
      'a last order without hours',
      [{ start: null, end: null, lastOrderMinutes: 30 }],
      { key: 'validation.serviceHoursRequired' },
    ],
    ['start = end', [{ start: '10:00', end: '10:00' }], { key: 'validation.sameTime' }],
    [
      'a negative last order',
      [{ start: '10:00', end: '14:00', lastOrderMinutes: -5 }],
      { key: 'validation.minValue', params: { attr: 'Last order', val: 0 } },
    ],
    ['three services', [{}, {}, {}], { key: 'validation.maxSelected', params: { obj: 'services', count: 2 } }],
  ])('%s', (_, value, expected) => expect(services()(value)).toEqual(expected));
});

describe('payment methods', () => {
  it.each<[string, unknown, unknown]>([
    ['not given (a new restaurant starts with cash)', undefined, undefined],
    ['cash active', [{ method: 'CASH', active: true }], undefined],
    [
      'none active',
      [
        { method: 'CASH', active: false },
        { method: 'EDC', active: false },
      ],
      { key: 'validation.activePaymentRequired' },
    ],
    ['an empty list', [], { key: 'validation.activePaymentRequired' }],
    [
      'active NQR without its image',
      [{ method: 'NQR', active: true, qrImageUrl: '' }],
      { key: 'validation.qrRequired' },
    ],
    [
      'inactive NQR without its image',
      [
        { method: 'NQR', active: false },
        { method: 'CASH', active: true },
      ],
      undefined,
    ],
    ['active NQR with its image', [{ method: 'NQR', active: true, qrImageUrl: '/media/a.png' }], undefined],
    [
      'a method twice',
      [
        { method: 'CASH', active: true },
        { method: 'CASH', active: false },
      ],
      { key: 'validation.invalid', params: { attr: 'Payment method' } },
    ],
    [
      'an unknown method',
      [{ method: 'BARTER', active: true }],
      { key: 'validation.unknownValue', params: { attr: 'Payment method' } },
    ],
  ])('%s', (_, value, expected) => expect(paymentMethods()(value)).toEqual(expected));
});

describe('rules across fields and formats', () => {
  it('min ≤ max and at most the number of elements', () => {
    expect(notAbove('max', 'Min')(3, { max: 2 })).toEqual({
      key: 'validation.maxValue',
      params: { attr: 'Min', val: 2 },
    });
    expect(notAbove('max', 'Min')(2, { max: 2 })).toBeUndefined();
    expect(notAbove('max', 'Min')(2, { max: null })).toBeUndefined();
    expect(notAboveCount('options', 'Max')(3, { options: [1, 2] })).toEqual({
      key: 'validation.maxValue',
      params: { attr: 'Max', val: 2 },
    });
  });

  it('URLs, phone numbers and whole numbers', () => {
    expect(url('Reservation URL')('https://book.example/resto')).toBeUndefined();
    expect(url('Reservation URL')('javascript:alert(1)')).toEqual({
      key: 'validation.invalid',
      params: { attr: 'Reservation URL' },
    });
    expect(phone('WhatsApp')('+62 812-3456-7890')).toBeUndefined();
    expect(phone('WhatsApp')('call me')).toEqual({ key: 'validation.invalid', params: { attr: 'WhatsApp' } });
    expect(integer()(12)).toBeUndefined();
    expect(integer()(1.5)).toEqual({ key: 'validation.number' });
  });

  it('a restaurant: coordinates in range and in pairs, discounts ordered and paired, WiFi in pairs, presets up to four', () => {
    const errors = validateRecord(
      {
        name: 'Kopi',
        slug: 'kopi',
        currency: 'Rp.',
        latitude: 95,
        discountMinNominal: 50000,
        discountMinPercent: 30,
        discountMaxPercent: 20,
        wifiName: 'Kopi',
        discountPresets: '5:10:15:20:25',
        tableCount: 501,
      },
      RESTAURANT_RULES,
    );
    expect(errors).toEqual({
      latitude: { key: 'validation.maxValue', params: { attr: 'Latitude', val: 90 } },
      longitude: { key: 'validation.requiredWith', params: { other: 'Latitude', attr: 'Longitude' } },
      discountMaxNominal: {
        key: 'validation.requiredWith',
        params: { other: 'Minimum nominal discount', attr: 'Maximum nominal discount' },
      },
      discountMinPercent: { key: 'validation.maxValue', params: { attr: 'Minimum discount percentage', val: 20 } },
      discountPresets: { key: 'validation.discountPresets', params: { count: 4 } },
      wifiPassword: { key: 'validation.requiredWith', params: { other: 'WiFi name', attr: 'WiFi password' } },
      tableCount: { key: 'validation.maxValue', params: { attr: 'Table number', val: 500 } },
    });
  });
});
