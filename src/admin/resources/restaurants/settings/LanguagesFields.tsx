import { SelectInput } from 'react-admin';
import { CURRENCY_CHOICES } from '../currencyChoices';
import { LANGUAGE_CHOICES } from './choices';
import { fieldLabel, rulesOf } from './rules';

const WIDE = { width: 480 };

/** The menu's two languages and the currency every amount is shown in. */
export default function LanguagesFields() {
  return (
    <>
      <SelectInput
        source="primaryLanguage"
        label={fieldLabel('primaryLanguage')}
        choices={LANGUAGE_CHOICES}
        validate={rulesOf('primaryLanguage')}
        sx={WIDE}
      />
      <SelectInput
        source="secondaryLanguage"
        label={fieldLabel('secondaryLanguage')}
        choices={LANGUAGE_CHOICES}
        validate={rulesOf('secondaryLanguage')}
        sx={WIDE}
      />
      <SelectInput
        source="currency"
        label={fieldLabel('currency')}
        choices={CURRENCY_CHOICES}
        validate={rulesOf('currency')}
        sx={WIDE}
      />
    </>
  );
}
