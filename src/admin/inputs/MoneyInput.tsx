import { NumberInput, useTranslate, type NumberInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatCurrency, isCurrency } from '../../domain';
import { isRequiredBy, withAmounts } from '../validators';

type MoneyInputProps = NumberInputProps & {
  currency: unknown;
  /** The message key of what the helper says while there is no amount to show, and its parameters. */
  hint?: string;
  hintParams?: Record<string, string>;
};

/**
 * A money amount with its value shown live in the currency (`Rp. 1.234.567`), and the bounds its
 * messages name written the same way (`Maximum value for Price is Rp. 50.000`).
 */
export function MoneyInput({ currency, hint, hintParams, ...props }: MoneyInputProps) {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: props.source });
  const format = isCurrency(currency) ? (amount: number) => formatCurrency(amount, currency) : null;
  const shown =
    typeof value === 'number' && Number.isFinite(value) && format ? format(value) : hint && translate(hint, hintParams);
  const required = isRequiredBy(props.validate) ? { htmlInput: { 'aria-required': true } } : {};
  return (
    <NumberInput
      min={0}
      helperText={shown}
      slotProps={required}
      {...props}
      validate={withAmounts(props.validate, format)}
    />
  );
}
