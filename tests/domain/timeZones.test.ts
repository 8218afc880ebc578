/**
 * A restaurant's time zone and cut-off: the zones Intl knows, the default from its country, and the rules the form and
 * the API share.
 */
import { describe, expect, it } from 'vitest';
import {
  dayCutoff,
  defaultTimeZone,
  formatUtcOffset,
  isTimeZone,
  PLATFORM_TIME_ZONE,
  timeZone,
  timeZoneLabel,
  utcOffsetMinutes,
} from '../../src/domain';

describe('time zones', () => {
  it.each<[unknown, boolean]>([
    ['Asia/Jakarta', true],
    ['Australia/Sydney', true],
    ['UTC', true],
    ['Asia/Kolkata', true], // an alias on some runtimes (Node 20 lists Asia/Calcutta)
    ['asia/jakarta', false], // Intl takes it, but it would be stored in the wrong case
    ['Asia/Atlantis', false],
    ['Asia/../etc/passwd', false],
    ['', false],
    [null, false],
    [7, false],
    ['A'.repeat(65), false],
  ])('%s is a zone: %s', (value, known) => {
    expect(isTimeZone(value)).toBe(known);
  });

  it.each<[unknown, string]>([
    ['Indonesia', 'Asia/Jakarta'],
    ['  singapore ', 'Asia/Singapore'],
    ['AU', 'Australia/Sydney'],
    ['Selandia Baru', 'Pacific/Auckland'],
    ['United States', 'America/New_York'],
    ['Atlantis', PLATFORM_TIME_ZONE],
    [null, PLATFORM_TIME_ZONE],
  ])('a restaurant in %s starts in %s', (country, zone) => {
    expect(defaultTimeZone(country)).toBe(zone);
  });

  it('names a zone with its offset at the moment', () => {
    expect(timeZoneLabel('Asia/Jakarta', new Date('2026-11-28T00:00:00Z'))).toBe('Asia/Jakarta (UTC+07:00)');
    expect(timeZoneLabel('Australia/Adelaide', new Date('2026-01-01T00:00:00Z'))).toBe(
      'Australia/Adelaide (UTC+10:30)',
    );
    expect(utcOffsetMinutes(new Date('2026-07-01T00:00:00Z'), 'America/New_York')).toBe(-240);
    expect(formatUtcOffset(-570)).toBe('UTC-09:30');
  });

  it.each<[string, ReturnType<typeof timeZone>, unknown, unknown]>([
    ['a known zone', timeZone(), 'Asia/Singapore', undefined],
    ["no zone (a new restaurant takes its country's)", timeZone(), undefined, undefined],
    [
      'an unknown zone',
      timeZone(),
      'Mars/Olympus_Mons',
      { key: 'validation.unknownValue', params: { attr: 'Time zone' } },
    ],
    ['a cut-off at 04:00', dayCutoff(), '04:00', undefined],
    ['a cut-off at 23:59', dayCutoff(), '23:59', undefined],
    ['a cut-off at 24:00', dayCutoff(), '24:00', { key: 'validation.invalid', params: { attr: 'Day cut-off' } }],
    [
      'a cut-off without its leading zero',
      dayCutoff(),
      '4:00',
      { key: 'validation.invalid', params: { attr: 'Day cut-off' } },
    ],
  ])('%s', (_label, rule, value, message) => {
    expect(rule(value)).toEqual(message);
  });
});
