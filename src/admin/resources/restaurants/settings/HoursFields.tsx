import { ArrayInput, NumberInput, SimpleFormIterator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DEFAULT_DAY_CUTOFF, SERVICE_COUNT } from '../../../../domain';
import { OpeningHoursInput, TIME } from './OpeningHoursInput';
import { fieldLabel, rulesOf } from './rules';
import { TimeZoneInput } from './TimeZoneInput';
import { TextInput } from '../../../inputs/TextInput';

/** Service 1 and Service 2: no more can be added. */
function ServicesInput() {
  const services: unknown = useWatch({ name: 'services' });
  const full = Array.isArray(services) && services.length >= SERVICE_COUNT;
  return (
    <ArrayInput source="services" label={fieldLabel('services')} validate={rulesOf('services')}>
      <SimpleFormIterator inline disableReordering disableAdd={full}>
        <TextInput source="start" label={fieldLabel('start')} type="time" sx={TIME} />
        <TextInput source="end" label={fieldLabel('end')} type="time" sx={TIME} />
        <NumberInput
          source="lastOrderMinutes"
          label={fieldLabel('lastOrderMinutes')}
          helperText="resources.restaurants.hints.lastOrderMinutes"
          min={0}
          sx={{ width: 200 }}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/**
 * The zone every hour below is read in, the business day's cut-off, opening hours (several intervals a day) and the two
 * services with their last order.
 */
export default function HoursFields() {
  return (
    <>
      <TimeZoneInput />
      <TextInput
        source="dayCutoff"
        label={fieldLabel('dayCutoff')}
        type="time"
        defaultValue={DEFAULT_DAY_CUTOFF}
        validate={rulesOf('dayCutoff')}
        helperText="resources.restaurants.hints.dayCutoff"
        sx={{ width: 240 }}
      />
      <OpeningHoursInput />
      <ServicesInput />
    </>
  );
}
