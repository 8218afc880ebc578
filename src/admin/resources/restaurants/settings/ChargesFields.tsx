import { Stack } from '@mui/material';
import { NumberInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { offersDelivery } from '../../../../domain';
import { AmountInput } from './AmountInput';
import { ORDER_PLAN_CHOICES } from './choices';
import { fieldLabel, rulesOf } from './rules';
import { TextInput } from '../../../inputs/TextInput';

const WIDE = { width: 480 };
const HALF = { width: 232 };

/** Asked for (and required) only while the order plan offers delivery; nobody is charged it otherwise. */
function DeliveryChargeInput() {
  const plan: unknown = useWatch({ name: 'orderPlan' });
  if (!offersDelivery(plan)) return null;
  return (
    <AmountInput
      source="deliveryCharge"
      label={fieldLabel('deliveryCharge')}
      validate={rulesOf('deliveryCharge')}
      sx={WIDE}
    />
  );
}

/** The order plan, charges, tax and the discounts a cashier may give. */
export default function ChargesFields() {
  return (
    <>
      <SelectInput
        source="orderPlan"
        label={fieldLabel('orderPlan')}
        choices={ORDER_PLAN_CHOICES}
        validate={rulesOf('orderPlan')}
        sx={WIDE}
      />
      <DeliveryChargeInput />
      <AmountInput
        source="minimumOrder"
        label={fieldLabel('minimumOrder')}
        validate={rulesOf('minimumOrder')}
        sx={WIDE}
      />
      <NumberInput source="tax" label={fieldLabel('tax')} validate={rulesOf('tax')} min={0} max={100} sx={WIDE} />
      <NumberInput
        source="serviceCharge"
        label={fieldLabel('serviceCharge')}
        validate={rulesOf('serviceCharge')}
        min={0}
        max={100}
        sx={WIDE}
      />
      <Stack direction="row" spacing={2}>
        <AmountInput
          source="discountMinNominal"
          label={fieldLabel('discountMinNominal')}
          validate={rulesOf('discountMinNominal')}
          sx={HALF}
        />
        <AmountInput
          source="discountMaxNominal"
          label={fieldLabel('discountMaxNominal')}
          validate={rulesOf('discountMaxNominal')}
          sx={HALF}
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <NumberInput
          source="discountMinPercent"
          label={fieldLabel('discountMinPercent')}
          validate={rulesOf('discountMinPercent')}
          min={0}
          max={100}
          sx={HALF}
        />
        <NumberInput
          source="discountMaxPercent"
          label={fieldLabel('discountMaxPercent')}
          validate={rulesOf('discountMaxPercent')}
          min={0}
          max={100}
          sx={HALF}
        />
      </Stack>
      <TextInput
        source="discountPresets"
        label={fieldLabel('discountPresets')}
        validate={rulesOf('discountPresets')}
        helperText="resources.restaurants.hints.discountPresets"
        sx={WIDE}
      />
    </>
  );
}
