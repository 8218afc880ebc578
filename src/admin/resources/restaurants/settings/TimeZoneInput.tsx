import { useMemo } from 'react';
import { AutocompleteInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isTimeZone, supportedTimeZones, timeZoneLabel } from '../../../../domain';
import { fieldLabel, rulesOf } from './rules';

const WIDE = { width: 480 };

export interface TimeZoneChoice {
  id: string;
  name: string;
}

/**
 * Every zone Intl knows, each named with its offset now ("Asia/Jakarta (UTC+07:00)"), by name; the
 * restaurant's own zone is kept even when this browser lists it under another name (an alias).
 */
export function timeZoneChoices(now: Date, current?: unknown): TimeZoneChoice[] {
  const zones = [...supportedTimeZones()];
  if (typeof current === 'string' && current && !zones.includes(current)) zones.push(current);
  // A stored zone this browser does not know at all is shown by its name alone, for the rule to refuse.
  return zones.sort().map((zone) => ({ id: zone, name: isTimeZone(zone) ? timeZoneLabel(zone, now) : zone }));
}

/** Blank means "not given": a new restaurant then takes its country's zone, a stored one keeps its own. */
const parseZone = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The restaurant's time zone: a searchable list of the zones, each with its current offset. Only a
 * new restaurant may leave it empty (it then takes its country's); a stored one's is required.
 */
export function TimeZoneInput() {
  const current: unknown = useWatch({ name: 'timeZone' });
  const creating = useRecordContext()?.id === undefined;
  const choices = useMemo(() => timeZoneChoices(new Date(), current), [current]);
  return (
    <AutocompleteInput
      source="timeZone"
      label={fieldLabel('timeZone')}
      choices={choices}
      parse={parseZone}
      validate={rulesOf('timeZone')}
      helperText={creating ? 'resources.restaurants.hints.timeZoneOnCreate' : 'resources.restaurants.hints.timeZone'}
      noOptionsText="resources.restaurants.hints.noTimeZone"
      sx={WIDE}
    />
  );
}
