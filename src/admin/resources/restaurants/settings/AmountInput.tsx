import { NumberInput, useTranslate, type NumberInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatCurrency, isCurrency } from '../../../../domain';

/** A money amount with its value shown live in the restaurant's currency (`Rp. 1.234.567`). */
export function AmountInput(props: NumberInputProps) {
  const translate = useTranslate();
  const currency: unknown = useWatch({ name: 'currency' });
  const value: unknown = useWatch({ name: props.source });
  const amount = typeof value === 'number' && Number.isFinite(value) ? value : null;
  const shown = amount !== null && isCurrency(currency) ? formatCurrency(amount, currency) : translate('resources.restaurants.hints.amount');
  return <NumberInput min={0} helperText={shown} {...props} />;
}
