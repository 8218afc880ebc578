import AddIcon from '@mui/icons-material/Add';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import {
  ArrayInput,
  BooleanInput,
  Confirm,
  SelectInput,
  SimpleFormIterator,
  useSimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { TextInput } from '../../../inputs/TextInput';
import { useWatch } from 'react-hook-form';
import { nextOpeningInterval, type OpeningInterval } from '../../../../domain';
import { DAY_CHOICES } from './choices';
import { fieldLabel, rulesOf } from './rules';

export const TIME = { width: 140 };

/**
 * Below the rows: "Add opening hours" (the day after the last row, at its hours) and, at the far
 * end and behind a confirmation, clearing the whole week.
 */
function OpeningHoursButtons() {
  const translate = useTranslate();
  const { add, clear, total } = useSimpleFormIterator();
  const intervals: unknown = useWatch({ name: 'openingHours' });
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', width: '100%', mt: 1 }}>
      <Button
        startIcon={<AddIcon />}
        onClick={() => add(nextOpeningInterval(Array.isArray(intervals) ? (intervals as OpeningInterval[]) : []))}
      >
        {translate('resources.restaurants.hours.add')}
      </Button>
      {total > 0 && (
        <Button color="error" startIcon={<DeleteSweepIcon />} onClick={() => setConfirming(true)}>
          {translate('resources.restaurants.hours.clear')}
        </Button>
      )}
      <Confirm
        isOpen={confirming}
        title="resources.restaurants.hours.clearTitle"
        content="resources.restaurants.hours.clearContent"
        contentTranslateOptions={{ smart_count: total }}
        confirm="resources.restaurants.hours.clearConfirm"
        confirmColor="warning"
        onConfirm={() => {
          clear();
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** Opening hours: several intervals a day, shown by day (the form's record is sorted), each removable. */
export function OpeningHoursInput() {
  return (
    <ArrayInput source="openingHours" label={fieldLabel('openingHours')} validate={rulesOf('openingHours')}>
      <SimpleFormIterator
        inline
        disableReordering
        addButton={<OpeningHoursButtons />}
        sx={{ '& .RaSimpleFormIterator-add': { flex: 1 } }}
      >
        <SelectInput source="day" label={fieldLabel('day')} choices={DAY_CHOICES} sx={{ width: 160 }} />
        <TextInput source="start" label={fieldLabel('start')} type="time" sx={TIME} />
        <TextInput source="end" label={fieldLabel('end')} type="time" sx={TIME} />
        <BooleanInput source="allDay" label={fieldLabel('allDay')} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
