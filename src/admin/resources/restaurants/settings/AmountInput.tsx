import type { NumberInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MoneyInput } from '../../../inputs/MoneyInput';

/** A money amount of the settings, in the currency chosen on the form. */
export function AmountInput(props: NumberInputProps) {
  const currency: unknown = useWatch({ name: 'currency' });
  return <MoneyInput currency={currency} hint="resources.restaurants.hints.amount" {...props} />;
}
