import { Stack } from '@mui/material';
import { NumberInput } from 'react-admin';
import { fieldLabel, rulesOf } from './rules';
import { TextInput } from '../../../inputs/TextInput';

const WIDE = { width: 480 };
const HALF = { width: 232 };

/** Where the restaurant is: its address and its position on the map. */
export default function LocationFields() {
  return (
    <>
      <TextInput source="address" label={fieldLabel('address')} multiline validate={rulesOf('address')} sx={WIDE} />
      <TextInput source="city" label={fieldLabel('city')} validate={rulesOf('city')} sx={WIDE} />
      <TextInput source="province" label={fieldLabel('province')} validate={rulesOf('province')} sx={WIDE} />
      <TextInput source="country" label={fieldLabel('country')} validate={rulesOf('country')} sx={WIDE} />
      <TextInput source="postcode" label={fieldLabel('postcode')} validate={rulesOf('postcode')} sx={WIDE} />
      <Stack direction="row" spacing={2}>
        <NumberInput
          source="latitude"
          label={fieldLabel('latitude')}
          validate={rulesOf('latitude')}
          step={0.000001}
          sx={HALF}
        />
        <NumberInput
          source="longitude"
          label={fieldLabel('longitude')}
          validate={rulesOf('longitude')}
          step={0.000001}
          sx={HALF}
        />
      </Stack>
    </>
  );
}
