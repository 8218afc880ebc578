/**
 * The one rule for "day": a restaurant's business day is read on its own wall clock (its IANA time
 * zone) and turns at its cut-off; and back, a business day is the instants from its cut-off to the
 * next day's. Boundaries around the cut-off, Sydney's DST in both directions, half-hour zones, and a
 * day that runs past midnight.
 */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDayBounds,
  businessDayOf,
  hoursToday,
  instantAt,
  isOpen,
  localTime,
  type DayRule,
} from '../../src/domain';

const JAKARTA: DayRule = { timeZone: 'Asia/Jakarta', cutoff: '00:00' };
const JAKARTA_BAR: DayRule = { timeZone: 'Asia/Jakarta', cutoff: '04:00' };
const SYDNEY: DayRule = { timeZone: 'Australia/Sydney', cutoff: '00:00' };
const SYDNEY_BAR: DayRule = { timeZone: 'Australia/Sydney', cutoff: '04:00' };
const SYDNEY_TWO_THIRTY: DayRule = { timeZone: 'Australia/Sydney', cutoff: '02:30' };
const KOLKATA: DayRule = { timeZone: 'Asia/Kolkata', cutoff: '00:00' };
const ADELAIDE_BAR: DayRule = { timeZone: 'Australia/Adelaide', cutoff: '03:00' };
const NEW_YORK_BAR: DayRule = { timeZone: 'America/New_York', cutoff: '04:00' };

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('the business day of an instant', () => {
  it.each<[string, string, DayRule, string]>([
    // Midnight cut-off: the local date.
    ['19:49 UTC is 02:49 the next day in Jakarta', '2026-11-27T19:49:00Z', JAKARTA, '2026-11-28'],
    ['16:59:59 UTC is 23:59:59 in Jakarta, still that day', '2026-11-27T16:59:59Z', JAKARTA, '2026-11-27'],
    ["17:00 UTC is Jakarta's midnight: the next day begins", '2026-11-27T17:00:00Z', JAKARTA, '2026-11-28'],
    // A 04:00 cut-off: the night belongs to the evening before.
    [
      '01:30 in Jakarta with a 04:00 cut-off belongs to the evening before',
      '2026-11-27T18:30:00Z',
      JAKARTA_BAR,
      '2026-11-27',
    ],
    [
      '03:59 in Jakarta, a minute before the cut-off: still the evening before',
      '2026-11-27T20:59:00Z',
      JAKARTA_BAR,
      '2026-11-27',
    ],
    ['04:00 in Jakarta, the cut-off itself: the new day', '2026-11-27T21:00:00Z', JAKARTA_BAR, '2026-11-28'],
    ['23:30 in Jakarta with a 04:00 cut-off: that day', '2026-11-28T16:30:00Z', JAKARTA_BAR, '2026-11-28'],
    ["a year's first night belongs to the year before", '2026-12-31T19:00:00Z', JAKARTA_BAR, '2026-12-31'],
    // Half-hour zones.
    ['23:59 in Kolkata (UTC+05:30)', '2026-03-10T18:29:00Z', KOLKATA, '2026-03-10'],
    ['00:00 in Kolkata (UTC+05:30)', '2026-03-10T18:30:00Z', KOLKATA, '2026-03-11'],
    ['02:59 in Adelaide in summer (UTC+10:30), cut-off 03:00', '2026-01-14T16:29:00Z', ADELAIDE_BAR, '2026-01-14'],
    ['03:00 in Adelaide in summer (UTC+10:30), cut-off 03:00', '2026-01-14T16:30:00Z', ADELAIDE_BAR, '2026-01-15'],
    ['03:00 in Adelaide in winter (UTC+09:30), cut-off 03:00', '2026-07-14T17:30:00Z', ADELAIDE_BAR, '2026-07-15'],
    // Sydney: standard time ends 2026-10-04 02:00 (+10 → +11), summer time ends 2026-04-05 03:00 (+11 → +10).
    ['23:59 in Sydney before the clocks go forward', '2026-10-03T13:59:00Z', SYDNEY, '2026-10-03'],
    ['03:00 summer time, the first minute after the gap', '2026-10-03T16:00:00Z', SYDNEY, '2026-10-04'],
    [
      'the first 02:30 (summer time) of the night the clocks go back, cut-off 04:00',
      '2026-04-04T15:30:00Z',
      SYDNEY_BAR,
      '2026-04-04',
    ],
    [
      'the second 02:30 (standard time) of that night, still before the cut-off',
      '2026-04-04T16:30:00Z',
      SYDNEY_BAR,
      '2026-04-04',
    ],
    ['04:00 standard time after the clocks went back: the new day', '2026-04-04T18:00:00Z', SYDNEY_BAR, '2026-04-05'],
    [
      'with a 02:30 cut-off, the first 02:00 of that night is the day before',
      '2026-04-04T15:00:00Z',
      SYDNEY_TWO_THIRTY,
      '2026-04-04',
    ],
    [
      "with a 02:30 cut-off, the first 02:45 comes before the second 02:30 (the day's start): the day before",
      '2026-04-04T15:45:00Z',
      SYDNEY_TWO_THIRTY,
      '2026-04-04',
    ],
    [
      'with a 02:30 cut-off, the second 02:00 is still before the second 02:30: the day before',
      '2026-04-04T16:00:00Z',
      SYDNEY_TWO_THIRTY,
      '2026-04-04',
    ],
    [
      'with a 02:30 cut-off, the second 02:30 starts the new day',
      '2026-04-04T16:30:00Z',
      SYDNEY_TWO_THIRTY,
      '2026-04-05',
    ],
    [
      'with a 02:30 cut-off the clocks skip, 03:30 summer time begins the day',
      '2026-10-03T16:30:00Z',
      SYDNEY_TWO_THIRTY,
      '2026-10-04',
    ],
    [
      'and 01:59 standard time before the gap is the day before',
      '2026-10-03T15:59:00Z',
      SYDNEY_TWO_THIRTY,
      '2026-10-03',
    ],
    // New York, whose DST changes happen at 02:00.
    [
      '01:30 in Brooklyn, the night the clocks go forward, cut-off 04:00',
      '2026-03-08T06:30:00Z',
      NEW_YORK_BAR,
      '2026-03-07',
    ],
  ])('%s', (_label, iso, rule, day) => {
    expect(businessDayOf(at(iso), rule)).toBe(day);
  });
});

describe('the instants of a business day: [start, end)', () => {
  it.each<[string, string, DayRule, string, string, number]>([
    [
      'a Jakarta day: 24 hours from its midnight',
      '2026-11-28',
      JAKARTA,
      '2026-11-27T17:00:00.000Z',
      '2026-11-28T17:00:00.000Z',
      24,
    ],
    [
      "a Jakarta bar's day runs past midnight to 04:00",
      '2026-11-28',
      JAKARTA_BAR,
      '2026-11-27T21:00:00.000Z',
      '2026-11-28T21:00:00.000Z',
      24,
    ],
    [
      "Sydney's day the clocks go forward: 23 hours",
      '2026-10-04',
      SYDNEY,
      '2026-10-03T14:00:00.000Z',
      '2026-10-04T13:00:00.000Z',
      23,
    ],
    [
      "Sydney's day the clocks go back: 25 hours",
      '2026-04-05',
      SYDNEY,
      '2026-04-04T13:00:00.000Z',
      '2026-04-05T14:00:00.000Z',
      25,
    ],
    [
      "a Sydney bar's night the clocks go back holds both 02:30s: 25 hours",
      '2026-04-04',
      SYDNEY_BAR,
      '2026-04-03T17:00:00.000Z',
      '2026-04-04T18:00:00.000Z',
      25,
    ],
    [
      "a Sydney bar's night the clocks go forward: 23 hours",
      '2026-10-03',
      SYDNEY_BAR,
      '2026-10-02T18:00:00.000Z',
      '2026-10-03T17:00:00.000Z',
      23,
    ],
    [
      'a cut-off the clocks skip (02:30 on 4 October, 02:00 → 03:00) starts the day shifted by the gap, at 03:30, not when they resume at 03:00',
      '2026-10-04',
      SYDNEY_TWO_THIRTY,
      '2026-10-03T16:30:00.000Z',
      '2026-10-04T15:30:00.000Z',
      23,
    ],
    [
      'a cut-off read twice (02:30 on 5 April) starts the day at its second reading, as PostgreSQL reads it',
      '2026-04-05',
      SYDNEY_TWO_THIRTY,
      '2026-04-04T16:30:00.000Z',
      '2026-04-05T16:30:00.000Z',
      24,
    ],
    [
      'so the day before holds the whole repeated hour: 25 hours',
      '2026-04-04',
      SYDNEY_TWO_THIRTY,
      '2026-04-03T15:30:00.000Z',
      '2026-04-04T16:30:00.000Z',
      25,
    ],
    ['a Kolkata day (UTC+05:30)', '2026-03-11', KOLKATA, '2026-03-10T18:30:00.000Z', '2026-03-11T18:30:00.000Z', 24],
    [
      "an Adelaide bar's day after the clocks went back (+10:30 → +09:30): 03:00 is read once, after the repeated hour",
      '2026-04-05',
      ADELAIDE_BAR,
      '2026-04-04T17:30:00.000Z',
      '2026-04-05T17:30:00.000Z',
      24,
    ],
    [
      "the Adelaide bar's day before holds the repeated hour: 25 hours",
      '2026-04-04',
      ADELAIDE_BAR,
      '2026-04-03T16:30:00.000Z',
      '2026-04-04T17:30:00.000Z',
      25,
    ],
  ])('%s', (_label, day, rule, start, end, hours) => {
    const bounds = businessDayBounds(day, rule);
    expect(bounds.start.toISOString()).toBe(start);
    expect(bounds.end.toISOString()).toBe(end);
    expect((bounds.end.getTime() - bounds.start.getTime()) / HOUR).toBe(hours);
  });

  // 2026 every 97 minutes (every minute of the day comes round), and every 10 minutes around the DST changes of Sydney,
  // Adelaide and New York.
  const DST_NIGHTS = [
    '2026-03-08T00:00:00Z',
    '2026-04-03T00:00:00Z',
    '2026-10-02T00:00:00Z',
    '2026-11-01T00:00:00Z',
  ].map(Date.parse);
  const instants = [
    ...Array.from({ length: Math.ceil((365 * 24 * 60) / 97) }, (_, i) => Date.UTC(2026, 0, 1) + i * 97 * 60_000),
    ...DST_NIGHTS.flatMap((from) => Array.from({ length: (3 * 24 * 60) / 10 }, (_, i) => from + i * 10 * 60_000)),
  ];

  it.each([JAKARTA, JAKARTA_BAR, SYDNEY, SYDNEY_BAR, SYDNEY_TWO_THIRTY, KOLKATA, ADELAIDE_BAR, NEW_YORK_BAR])(
    'every instant lies in the one day that holds it, and days follow each other, in $timeZone cut at $cutoff',
    (rule) => {
      for (const t of instants) {
        const instant = new Date(t);
        const day = businessDayOf(instant, rule);
        const { start, end } = businessDayBounds(day, rule);
        if (!(start <= instant && instant < end))
          throw new Error(
            `${instant.toISOString()} is not within ${day} [${start.toISOString()}, ${end.toISOString()})`,
          );
      }
      let day = '2026-01-01';
      for (let i = 0; i < 365; i += 1) {
        const next = addDays(day, 1);
        expect(businessDayBounds(day, rule).end.getTime()).toBe(businessDayBounds(next, rule).start.getTime());
        day = next;
      }
    },
    30_000,
  );
});

describe("the local time of day in the restaurant's zone", () => {
  it.each<[string, string, string, string, string, number]>([
    ['Jakarta, the morning after a UTC evening', '2026-11-27T19:49:00Z', 'Asia/Jakarta', '2026-11-28', '02:49', 6],
    ['Kolkata (UTC+05:30)', '2026-03-10T18:29:00Z', 'Asia/Kolkata', '2026-03-10', '23:59', 2],
    ['Sydney in summer time', '2026-01-14T13:30:00Z', 'Australia/Sydney', '2026-01-15', '00:30', 4],
    ['Brooklyn the evening before', '2026-11-28T02:00:00Z', 'America/New_York', '2026-11-27', '21:00', 5],
    ['UTC itself', '2026-11-28T00:00:00Z', 'UTC', '2026-11-28', '00:00', 6],
  ])('%s', (_label, iso, zone, date, time, weekday) => {
    expect(localTime(at(iso), zone)).toMatchObject({ date, time, weekday });
  });

  it('finds the instant a wall clock reads a time, and reads it back', () => {
    expect(instantAt('2026-11-28', 9 * 60, 'Asia/Jakarta').toISOString()).toBe('2026-11-28T02:00:00.000Z');
    expect(localTime(instantAt('2026-07-01', 23 * 60 + 59, 'Australia/Adelaide'), 'Australia/Adelaide')).toMatchObject({
      date: '2026-07-01',
      time: '23:59',
    });
  });

  it('refuses what is no date or cut-off', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => businessDayOf(new Date(), { timeZone: 'Asia/Jakarta', cutoff: '4:00' })).toThrow(RangeError);
    expect(() => localTime(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe("open now and today's hours, on the restaurant's clock", () => {
  // Warung Nusantara: open 09:00–23:00 every day.
  const WARUNG = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '09:00', end: '23:00' }));

  it.each<[string, string, string, boolean]>([
    ['02:49 in Jakarta (19:49 UTC the day before) is closed', '2026-11-27T19:49:00Z', 'Asia/Jakarta', false],
    ['09:00 in Jakarta (02:00 UTC) is open', '2026-11-28T02:00:00Z', 'Asia/Jakarta', true],
    ['22:59 in Jakarta is open', '2026-11-28T15:59:00Z', 'Asia/Jakarta', true],
    ['23:00 in Jakarta is closed', '2026-11-28T16:00:00Z', 'Asia/Jakarta', false],
    ['the same 19:49 UTC read in UTC would be open: the zone decides', '2026-11-27T19:49:00Z', 'UTC', true],
  ])('%s', (_label, iso, zone, open) => {
    expect(isOpen(WARUNG, at(iso), zone)).toBe(open);
  });

  it("today's hours are those of the restaurant's date, not the server's", () => {
    const week = [
      { day: 5, start: '10:00', end: '22:00' },
      { day: 6, start: '09:00', end: '23:00' },
    ];
    // 2026-11-27T19:49Z is Friday in UTC but Saturday 02:49 in Jakarta.
    expect(hoursToday(week, at('2026-11-27T19:49:00Z'), 'Asia/Jakarta')).toEqual([
      { day: 6, start: '09:00', end: '23:00' },
    ]);
    expect(hoursToday(week, at('2026-11-27T19:49:00Z'), 'UTC')).toEqual([{ day: 5, start: '10:00', end: '22:00' }]);
  });
});
