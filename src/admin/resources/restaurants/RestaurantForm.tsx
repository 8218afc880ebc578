import { SelectInput, SimpleForm, TextInput } from 'react-admin';
import { ImageInput } from '../../media/ImageInput';
import { validatorsOf } from '../../validators';
import { CURRENCY_CHOICES } from './currencyChoices';
import { RESTAURANT_RULES } from '../../../domain';

/** The basic restaurant fields, shared by create and edit (the full settings form is a later issue). */
export function RestaurantForm() {
  return (
    <SimpleForm>
      <ImageInput source="logoUrl" aspect={1} />
      <TextInput source="name" validate={validatorsOf(RESTAURANT_RULES.name)} sx={{ width: 480 }} />
      <TextInput source="slug" validate={validatorsOf(RESTAURANT_RULES.slug)} sx={{ width: 480 }} />
      <TextInput source="address" multiline validate={validatorsOf(RESTAURANT_RULES.address)} sx={{ width: 480 }} />
      <TextInput source="city" validate={validatorsOf(RESTAURANT_RULES.city)} sx={{ width: 480 }} />
      <SelectInput source="currency" choices={CURRENCY_CHOICES} validate={validatorsOf(RESTAURANT_RULES.currency)} sx={{ width: 480 }} />
    </SimpleForm>
  );
}
