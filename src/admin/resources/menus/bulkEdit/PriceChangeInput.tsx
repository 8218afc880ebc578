import { NumberInput, RadioButtonGroupInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';

export interface PriceChange {
  mode: 'amount' | 'percent';
  amount: number | null;
}

const MODES = [
  { id: 'amount', name: 'app.bulkEdit.byAmount' },
  { id: 'percent', name: 'app.bulkEdit.byPercent' },
];

/** Add (or subtract) an amount, or change by a percentage: the number's label says which. */
export function PriceChangeInput({ label }: { label: string }) {
  const mode = useWatch<{ value: PriceChange }, 'value.mode'>({ name: 'value.mode' });
  return (
    <>
      <RadioButtonGroupInput source="value.mode" label={label} choices={MODES} validate={required()} />
      <NumberInput
        source="value.amount"
        label={mode === 'percent' ? 'app.bulkEdit.percent' : 'app.bulkEdit.amount'}
        helperText="app.bulkEdit.rounding"
        validate={required()}
        sx={{ width: 320 }}
      />
    </>
  );
}
