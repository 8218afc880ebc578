import { ArrayInput, BooleanInput, NumberInput, SelectInput, SimpleFormIterator, TabbedForm } from 'react-admin';
import type { TabProps } from './tabProps';
import { useWatch } from 'react-hook-form';
import { SERVICE_COUNT } from '../../../../domain';
import { DAY_CHOICES } from './choices';
import { fieldLabel, rulesOf } from './rules';
import { TextInput } from '../../../inputs/TextInput';

const TIME = { width: 140 };

/** Service 1 and Service 2: no more can be added. */
function ServicesInput() {
  const services: unknown = useWatch({ name: 'services' });
  const full = Array.isArray(services) && services.length >= SERVICE_COUNT;
  return (
    <ArrayInput source="services" label={fieldLabel('services')} validate={rulesOf('services')}>
      <SimpleFormIterator inline disableReordering disableAdd={full}>
        <TextInput source="start" label={fieldLabel('start')} type="time" sx={TIME} />
        <TextInput source="end" label={fieldLabel('end')} type="time" sx={TIME} />
        <NumberInput source="lastOrderMinutes" label={fieldLabel('lastOrderMinutes')} min={0} sx={{ width: 200 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** Opening hours (several intervals a day) and the two services with their last order. */
export function HoursTab(props: TabProps) {
  return (
    <TabbedForm.Tab label="resources.restaurants.tabs.hours" {...props}>
      <ArrayInput source="openingHours" label={fieldLabel('openingHours')} validate={rulesOf('openingHours')}>
        <SimpleFormIterator inline>
          <SelectInput source="day" label={fieldLabel('day')} choices={DAY_CHOICES} defaultValue={1} sx={{ width: 160 }} />
          <TextInput source="start" label={fieldLabel('start')} type="time" defaultValue="09:00" sx={TIME} />
          <TextInput source="end" label={fieldLabel('end')} type="time" defaultValue="17:00" sx={TIME} />
          <BooleanInput source="allDay" label={fieldLabel('allDay')} />
        </SimpleFormIterator>
      </ArrayInput>
      <ServicesInput />
    </TabbedForm.Tab>
  );
}
