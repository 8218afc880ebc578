import { NumberInput, SearchInput, SelectInput } from 'react-admin';
import { DayInput } from '../../inputs/DateInputs';
import { enumChoices } from '../../../domain';
import { fromDay, untilDay } from './orderDates';
import { TextInput } from '../../inputs/TextInput';

/** Every filter of the order history (issue 10); the restaurant comes from the route. */
export const orderFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DayInput key="createdFrom" source="createdFrom" alwaysOn {...fromDay} />,
  <DayInput key="createdBefore" source="createdBefore" label="resources.orders.fields.createdUntil" alwaysOn {...untilDay} />,
  // Wide enough for their labels ("Status pembayaran", "Metode pembayaran") not to be cut.
  <SelectInput key="status" source="status" choices={enumChoices('orderStatus')} alwaysOn sx={{ minWidth: 215 }} />,
  <SelectInput key="paymentStatus" source="paymentStatus" choices={enumChoices('paymentStatus')} alwaysOn sx={{ minWidth: 215 }} />,
  <SelectInput key="orderType" source="orderType" choices={enumChoices('orderType')} sx={{ minWidth: 215 }} />,
  <SelectInput key="paymentMethod" source="paymentMethod" choices={enumChoices('paymentMethod')} sx={{ minWidth: 215 }} />,
  <TextInput key="table" source="table" />,
  <NumberInput key="totalMin" source="totalMin" />,
  <NumberInput key="totalMax" source="totalMax" />,
];
