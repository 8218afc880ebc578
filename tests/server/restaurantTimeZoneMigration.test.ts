/**
 * Migration 0017 gave existing restaurants their country's time zone with a list of its own (SQL
 * cannot read the domain's): it must say what COUNTRY_TIME_ZONES says, which new restaurants follow.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { COUNTRY_TIME_ZONES, isTimeZone, PLATFORM_TIME_ZONE } from '../../src/domain';

const MIGRATION = path.resolve(__dirname, '../../src/server/db/migrations/0017_restaurant_time_zone.sql');

it('the migration maps every country as a new restaurant is mapped, and leaves others on the platform zone', () => {
  const sql = fs.readFileSync(MIGRATION, 'utf8');
  const mapped = Object.fromEntries(
    [...sql.matchAll(/WHEN '([^']+)' THEN '([^']+)'/g)].map(([, country, zone]) => [country, zone]),
  );
  expect(mapped).toEqual(COUNTRY_TIME_ZONES);
  expect(sql).toContain(`"time_zone" text DEFAULT '${PLATFORM_TIME_ZONE}' NOT NULL`);
  for (const zone of new Set(Object.values(COUNTRY_TIME_ZONES))) expect(isTimeZone(zone), zone).toBe(true);
});
