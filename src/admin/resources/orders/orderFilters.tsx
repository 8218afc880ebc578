import { NumberInput, SearchInput, SelectInput } from 'react-admin';
import { DayInput } from '../../inputs/DateInputs';
import { enumChoices, type DayRule } from '../../../domain';
import { dayInputs } from './orderDates';
import { TextInput } from '../../inputs/TextInput';

/** Every filter of the order history, its days the restaurant's business days; the restaurant comes from the route. */
export const orderFilters = (rule: DayRule) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <DayInput key="createdFrom" source="createdFrom" alwaysOn {...dayInputs(rule).from} />,
  <DayInput
    key="createdBefore"
    source="createdBefore"
    label="resources.orders.fields.createdUntil"
    alwaysOn
    {...dayInputs(rule).until}
  />,
  // Wide enough for their labels ("Status pembayaran", "Metode pembayaran") not to be cut.
  <SelectInput key="status" source="status" choices={enumChoices('orderStatus')} alwaysOn sx={{ minWidth: 215 }} />,
  <SelectInput
    key="paymentStatus"
    source="paymentStatus"
    choices={enumChoices('paymentStatus')}
    alwaysOn
    sx={{ minWidth: 215 }}
  />,
  <SelectInput key="orderType" source="orderType" choices={enumChoices('orderType')} sx={{ minWidth: 215 }} />,
  <SelectInput
    key="paymentMethod"
    source="paymentMethod"
    choices={enumChoices('paymentMethod')}
    sx={{ minWidth: 215 }}
  />,
  <TextInput key="table" source="table" />,
  <SelectInput key="confirmation" source="confirmation" choices={enumChoices('confirmation')} sx={{ minWidth: 215 }} />,
  <NumberInput key="totalMin" source="totalMin" />,
  <NumberInput key="totalMax" source="totalMax" />,
];
